/** Label of the current quarter, e.g. 'Q2 2026' (sample content follows the calendar, never a fixed year). */
export function currentQuarterLabel(date = new Date()): string {
  return `Q${Math.floor(date.getMonth() / 3) + 1} ${date.getFullYear()}`;
}
