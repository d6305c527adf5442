/**
 * Reporting periods of the period close (DESIGN decision 21): keys `<year>-<period>` ('2026-q1',
 * '2026-march', '2026-annual'), their names ('Q1 2026', 'March 2026', '2026'), which KPI period keys
 * a reporting period covers (the periods whose months it contains), and due dates. Pure: dates are
 * 'YYYY-MM-DD' strings of the organization's calendar, computed without a clock.
 */
import {
  ANNUAL_PERIOD_KEY,
  MONTH_KEYS,
  QUARTER_KEYS,
  type Frequency,
  type PeriodKey,
  type PeriodValues,
  type SubmissionState,
  type Submissions,
} from '@scorecard/contracts';
import { monthSpan } from './periods.js';

export interface ReportingPeriodRef {
  /** '2026-q1' */
  key: string;
  year: number;
  frequency: Frequency;
  /** the KPI period key it is named after ('q1', 'march', 'annual') */
  period: PeriodKey;
}

const MONTH_SET: ReadonlySet<string> = new Set(MONTH_KEYS);
const QUARTER_SET: ReadonlySet<string> = new Set(QUARTER_KEYS);

/** The frequency a KPI period key belongs to ('march' monthly, 'q1' quarterly, 'annual' annual). */
export function frequencyOfPeriod(period: PeriodKey): Frequency {
  if (MONTH_SET.has(period)) return 'monthly';
  if (QUARTER_SET.has(period)) return 'quarterly';
  return 'annual';
}

export function reportingPeriodKey(year: number | string, period: PeriodKey): string {
  return `${year}-${period}`;
}

/** Reads '2026-q1' (any case, trimmed); null for anything else (years 1900..9999). */
export function parseReportingPeriodKey(input: unknown): ReportingPeriodRef | null {
  if (typeof input !== 'string') return null;
  const match = /^(\d{4})-([a-z0-9]+)$/.exec(input.trim().toLowerCase());
  if (!match) return null;
  const year = Number(match[1]);
  const period = match[2]!;
  if (year < 1900) return null;
  if (!MONTH_SET.has(period) && !QUARTER_SET.has(period) && period !== ANNUAL_PERIOD_KEY) return null;
  const key = period as PeriodKey;
  return { key: reportingPeriodKey(year, key), year, frequency: frequencyOfPeriod(key), period: key };
}

/** The 17 reporting periods of a year: 12 months, 4 quarters, the year, in that order. */
export function reportingPeriodsOf(year: number): ReportingPeriodRef[] {
  const keys: PeriodKey[] = [...MONTH_KEYS, ...QUARTER_KEYS, ANNUAL_PERIOD_KEY];
  return keys.map((period) => ({ key: reportingPeriodKey(year, period), year, frequency: frequencyOfPeriod(period), period }));
}

/** 'Q1 2026', 'March 2026', '2026'. */
export function reportingPeriodName(year: number, period: PeriodKey): string {
  if (period === ANNUAL_PERIOD_KEY) return String(year);
  if (QUARTER_SET.has(period)) return `${period.toUpperCase()} ${year}`;
  return `${period[0]!.toUpperCase()}${period.slice(1)} ${year}`;
}

const ALL_KEYS: readonly PeriodKey[] = [...MONTH_KEYS, ...QUARTER_KEYS, ANNUAL_PERIOD_KEY];

function spanOf(period: PeriodKey): { first: number; last: number } {
  return monthSpan(frequencyOfPeriod(period), period);
}

/**
 * The KPI period keys whose values belong to a reporting period: those whose months it contains.
 * 'q1' → january, february, march, q1; 'march' → march; 'annual' → all 17.
 */
export function coveredPeriodKeys(period: PeriodKey): PeriodKey[] {
  const outer = spanOf(period);
  return ALL_KEYS.filter((key) => {
    const inner = spanOf(key);
    return inner.first >= outer.first && inner.last <= outer.last;
  });
}

/** The reporting periods (as KPI period keys of the same year) a value of `period` belongs to: 'march' → march, q1, annual. */
export function containingPeriodKeys(period: PeriodKey): PeriodKey[] {
  const inner = spanOf(period);
  return ALL_KEYS.filter((key) => {
    const outer = spanOf(key);
    return inner.first >= outer.first && inner.last <= outer.last;
  });
}

/**
 * The locked reporting period a value of (`year`, `period`) falls in, or null. `locked` holds
 * reporting period keys ('2026-q1'). The finest locked period is answered (its own, then quarter, then year).
 */
export function lockedPeriodFor(year: number | string, period: PeriodKey, locked: Iterable<string>): ReportingPeriodRef | null {
  const keys = new Set(locked);
  for (const key of containingPeriodKeys(period)) {
    const candidate = reportingPeriodKey(year, key);
    if (keys.has(candidate)) return parseReportingPeriodKey(candidate);
  }
  return null;
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

function toDate(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

function fromDate(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** 'YYYY-MM-DD' plus `days` (may be negative). */
export function addDays(date: string, days: number): string {
  const value = toDate(date);
  value.setUTCDate(value.getUTCDate() + days);
  return fromDate(value);
}

/** Whole days from `from` to `to` ('YYYY-MM-DD'): positive when `to` is later. */
export function daysBetween(from: string, to: string): number {
  return Math.round((toDate(to).getTime() - toDate(from).getTime()) / 86_400_000);
}

/** The last day of a period: '2026-03-31' for (2026, 'q1'). */
export function periodLastDay(year: number, period: PeriodKey): string {
  const { last } = spanOf(period);
  // Day 0 of the next month is the last day of this one.
  return fromDate(new Date(Date.UTC(year, last + 1, 0)));
}

/** When results of a period are due: its last day plus `resultsDueDays` ('2026-04-10' for Q1 with 10). */
export function periodDueDate(year: number, period: PeriodKey, resultsDueDays: number): string {
  return addDays(periodLastDay(year, period), resultsDueDays);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date ('YYYY-MM-DD') of an instant in `timeZone`: an organization's "today". */
export function calendarDate(instant: Date, timeZone = 'UTC'): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: 'year' | 'month' | 'day') => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const MONTH_NAMES = MONTH_KEYS.map((m) => `${m[0]!.toUpperCase()}${m.slice(1)}`);

/** '10 April' for '2026-04-10' (the reminder's wording). */
export function formatDueDate(date: string): string {
  const [, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTH_NAMES[m - 1]}`;
}

/**
 * A value's review state (DESIGN decision 21): no number → 'missing'; else its submission's state,
 * 'approved' when it has none (values recorded before the period close existed).
 */
export function submissionStateOf(actualResults: PeriodValues | null | undefined, submissions: Submissions | null | undefined, period: PeriodKey): SubmissionState {
  const value = actualResults?.[period];
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'missing';
  const state = submissions?.[period]?.state;
  return state === 'submitted' || state === 'returned' || state === 'approved' ? state : 'approved';
}

/** The results a scorecard counts with requireApproval: approved values only. */
export function approvedResults(actualResults: PeriodValues, submissions: Submissions | null | undefined): PeriodValues {
  const out: PeriodValues = {};
  for (const [period, value] of Object.entries(actualResults) as [PeriodKey, number | null][]) {
    if (value !== null && submissionStateOf(actualResults, submissions, period) === 'approved') out[period] = value;
  }
  return out;
}

/**
 * Whether a period of a year has begun at `now` on the calendar of `timeZone` (DESIGN decision 22:
 * changing the target of a period that has started needs a reason). Q2 2026 has started from 1 April.
 */
export function periodHasStarted(year: number | string, period: PeriodKey, now: Date, timeZone = 'UTC'): boolean {
  const today = calendarDate(now, timeZone);
  const first = `${pad(Number(year), 4)}-${pad(spanOf(period).first + 1)}-01`;
  return today >= first;
}
