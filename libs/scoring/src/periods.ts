/**
 * Periods of a KPI year: keys per frequency, the month a period ends in, the current period for a
 * date, and reading of stored period maps. The key lists themselves are contracts vocabulary.
 */
import {
  ANNUAL_PERIOD_KEY,
  DEFAULT_TIME_ZONE,
  FREQUENCIES,
  MONTH_KEYS,
  QUARTER_KEYS,
  type Frequency,
  type MonthKey,
  type PeriodKey,
  type PeriodValues,
  type QuarterKey,
} from '@scorecard/contracts';

export {
  ANNUAL_PERIOD_KEY,
  FREQUENCIES,
  MONTH_KEYS,
  QUARTER_KEYS,
  type AnnualKey,
  type Frequency,
  type MonthKey,
  type PeriodKey,
  type PeriodValues,
  type QuarterKey,
} from '@scorecard/contracts';

export const PERIODS_BY_FREQUENCY: Readonly<Record<Frequency, readonly PeriodKey[]>> = {
  monthly: MONTH_KEYS,
  quarterly: QUARTER_KEYS,
  annual: [ANNUAL_PERIOD_KEY],
};

/** Periods a year: monthly 12, quarterly 4, annual 1. */
export const PERIOD_COUNTS: Readonly<Record<Frequency, number>> = {
  monthly: MONTH_KEYS.length,
  quarterly: QUARTER_KEYS.length,
  annual: 1,
};

/** Quarter-end months: the only months in which a quarterly KPI shows a value in a monthly view. */
export const QUARTER_END_MONTHS: Readonly<Record<QuarterKey, MonthKey>> = {
  q1: 'march',
  q2: 'june',
  q3: 'september',
  q4: 'december',
};

/** Each key's position by frequency: a scorecard asks for thousands of them (issue 36). */
const PERIOD_INDEXES: Readonly<Record<Frequency, ReadonlyMap<string, number>>> = {
  monthly: new Map(MONTH_KEYS.map((key, i) => [key, i])),
  quarterly: new Map(QUARTER_KEYS.map((key, i) => [key, i])),
  annual: new Map([[ANNUAL_PERIOD_KEY, 0]]),
};

export function periodsOf(frequency: Frequency): readonly PeriodKey[] {
  return PERIODS_BY_FREQUENCY[frequency];
}

export function periodCount(frequency: Frequency): number {
  return PERIOD_COUNTS[frequency];
}

/**
 * Reads a frequency as entered: trimmed, any case, and 'annually' (the library form's spelling)
 * stored as 'annual' (DESIGN decision 2). Unknown input gives null.
 */
export function normalizeFrequency(input: string): Frequency | null {
  const value = input.trim().toLowerCase();
  if (value === 'annually') return 'annual';
  return (FREQUENCIES as readonly string[]).includes(value) ? (value as Frequency) : null;
}

export function isPeriodKey(frequency: Frequency, key: unknown): key is PeriodKey {
  return typeof key === 'string' && (periodsOf(frequency) as readonly string[]).includes(key);
}

/** A period key as entered ('Q2', ' June ') for a frequency, or null when it is not one of its keys. */
export function normalizePeriodKey(frequency: Frequency, input: string): PeriodKey | null {
  const key = input.trim().toLowerCase();
  return isPeriodKey(frequency, key) ? key : null;
}

/** Position of a key within its frequency (0-based). Throws on a key of another frequency: a caller bug. */
export function periodIndex(frequency: Frequency, key: string): number {
  const index = PERIOD_INDEXES[frequency].get(key);
  if (index === undefined) throw new RangeError(`'${key}' is not a ${frequency} period (expected one of ${periodsOf(frequency).join(', ')})`);
  return index;
}

/** The keys from the first period of the year through `key`, in order. */
export function periodsThrough(frequency: Frequency, key: string): PeriodKey[] {
  return periodsOf(frequency).slice(0, periodIndex(frequency, key) + 1);
}

export function monthToQuarter(month: MonthKey): QuarterKey {
  return QUARTER_KEYS[Math.floor(MONTH_KEYS.indexOf(month) / 3)]!;
}

/** The quarter a month closes (march → q1, june → q2, september → q3, december → q4), else null. */
export function quarterEndingIn(month: MonthKey): QuarterKey | null {
  const quarter = monthToQuarter(month);
  return QUARTER_END_MONTHS[quarter] === month ? quarter : null;
}

/** Months of the year (0..11) a period covers, first and last inclusive. */
export function monthSpan(frequency: Frequency, key: string): { first: number; last: number } {
  const index = periodIndex(frequency, key);
  const length = 12 / PERIOD_COUNTS[frequency];
  return { first: index * length, last: index * length + length - 1 };
}

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per time zone: building one costs far more than using it (scorecards read thousands of lines). */
function monthFormat(timeZone: string): Intl.DateTimeFormat {
  let format = monthFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric' });
    monthFormats.set(timeZone, format);
  }
  return format;
}

/** Year and month (0..11) of an instant as a calendar in `timeZone` shows it. */
export function calendarMonth(date: Date, timeZone: string = DEFAULT_TIME_ZONE): { year: number; month: number } {
  // A scorecard asks for the same instant once per line: answer a repeat from the last reading.
  const key = `${date.getTime()}|${timeZone}`;
  if (lastReading?.key === key) return { ...lastReading.value };
  // Intl (not getUTCMonth) because the organization's time zone decides when its month turns.
  const parts = monthFormat(timeZone).formatToParts(date);
  const part = (type: 'year' | 'month') => Number(parts.find((p) => p.type === type)!.value);
  const value = { year: part('year'), month: part('month') - 1 };
  lastReading = { key, value };
  return { ...value };
}

let lastReading: { key: string; value: { year: number; month: number } } | null = null;

/** The period of `frequency` containing `date` (in the organization's time zone). */
export function currentPeriod(frequency: Frequency, date: Date, timeZone?: string): PeriodKey {
  const { month } = calendarMonth(date, timeZone);
  return periodsOf(frequency)[Math.floor(month / (12 / PERIOD_COUNTS[frequency]))]!;
}

export interface ViewPeriod {
  year: number;
  frequency: Frequency;
  period: PeriodKey;
}

/**
 * Default view period: the current quarter of the current year (DESIGN decision 3; the
 * specification's 'Q4 2024' was a stale sample).
 */
export function defaultViewPeriod(date: Date, timeZone?: string): ViewPeriod {
  return { year: calendarMonth(date, timeZone).year, frequency: 'quarterly', period: currentPeriod('quarterly', date, timeZone) };
}

/** Default assignment period: the current year as a string, e.g. '2026' (DESIGN decision 3). */
export function defaultAssignmentPeriod(date: Date, timeZone?: string): string {
  return String(calendarMonth(date, timeZone).year);
}

/** Display label of a period, e.g. 'Q2 2026', 'June', 'Annual 2026'. */
export function periodLabel(key: PeriodKey, year?: number): string {
  const name = key.startsWith('q') && key.length === 2 ? key.toUpperCase() : key[0]!.toUpperCase() + key.slice(1);
  return year === undefined ? name : `${name} ${year}`;
}

const ALL_PERIOD_KEYS: ReadonlySet<string> = new Set([...MONTH_KEYS, ...QUARTER_KEYS, ANNUAL_PERIOD_KEY]);

function readValue(value: unknown): number | null | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') {
    if (value.trim() === '') return null; // an empty input means "no value"
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

/**
 * Reads a stored targets / actualResults map. It may arrive as a JSON string (scorecard.md
 * section 3) or hold numeric strings. Keys are matched case-insensitively; unknown keys and
 * unreadable values are dropped, empty values become null. Anything unreadable gives {}.
 */
export function parsePeriodValues(input: unknown): PeriodValues {
  let source = input;
  if (typeof source === 'string') {
    try {
      source = JSON.parse(source) as unknown;
    } catch {
      return {};
    }
  }
  if (typeof source !== 'object' || source === null || Array.isArray(source)) return {};
  const result: PeriodValues = {};
  for (const rawKey of Object.keys(source)) {
    // Stored maps hold the keys as written (a scorecard reads two maps a line): only others are normalized.
    const key = ALL_PERIOD_KEYS.has(rawKey) ? rawKey : rawKey.trim().toLowerCase();
    if (!ALL_PERIOD_KEYS.has(key)) continue;
    const value = readValue((source as Record<string, unknown>)[rawKey]);
    if (value !== undefined) result[key as PeriodKey] = value;
  }
  return result;
}

/** A finite number stored for `key`, else null (missing, null or unreadable). */
export function valueAt(values: PeriodValues | null | undefined, key: PeriodKey): number | null {
  const value = values?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
