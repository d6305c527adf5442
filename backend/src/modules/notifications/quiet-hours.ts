/** Quiet hours and digest times, read in the organization's time zone (DESIGN decision 9). */

interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function localTime(at: Date, timeZone: string): LocalTime {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

/** The instant the wall clock of `timeZone` shows this local date and hour (DST-safe to the hour). */
function instantOf(year: number, month: number, day: number, hour: number, timeZone: string): Date {
  const wanted = Date.UTC(year, month - 1, day, hour);
  let guess = wanted;
  for (let i = 0; i < 2; i++) {
    const seen = localTime(new Date(guess), timeZone);
    const seenUtc = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, seen.second);
    guess += wanted - seenUtc;
  }
  return new Date(guess);
}

/** Whether `hour` lies in the quiet window [start, end), which may wrap midnight; start = end means none. */
export function isQuietHour(hour: number, start: number, end: number): boolean {
  if (start === end) return false;
  return start < end ? hour >= start && hour < end : hour >= start || hour < end;
}

/**
 * When an e-mail due at `at` may go: `at` itself outside quiet hours, else the end of the quiet
 * hours (the next `end:00` on the organization's wall clock).
 */
export function afterQuietHours(at: Date, start: number, end: number, timeZone: string): Date {
  const local = localTime(at, timeZone);
  if (!isQuietHour(local.hour, start, end)) return at;
  const today = instantOf(local.year, local.month, local.day, end, timeZone);
  if (today.getTime() > at.getTime()) return today;
  // Past midnight's other side: the end is tomorrow on the local calendar.
  const tomorrow = new Date(Date.UTC(local.year, local.month - 1, local.day + 1));
  return instantOf(tomorrow.getUTCFullYear(), tomorrow.getUTCMonth() + 1, tomorrow.getUTCDate(), end, timeZone);
}
