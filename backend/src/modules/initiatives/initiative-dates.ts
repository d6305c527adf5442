/** The calendar date (YYYY-MM-DD) of `at` in `timeZone`: a milestone is overdue once its due date is before this. */
export function isoDateIn(at: Date, timeZone = 'UTC'): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  } catch {
    return at.toISOString().slice(0, 10);
  }
}
