/**
 * Period and year-to-date views of one KPI assignment (scorecard.md section 9).
 *
 * A view period (in the view's frequency) and a KPI period (in the KPI's frequency) are compared by
 * the months they cover. A KPI period counts in a view period when it ENDS inside it; this gives:
 * - same frequency: the selected period itself;
 * - quarterly KPI viewed monthly: only at quarter-end months (march → q1, june → q2,
 *   september → q3, december → q4), other months have no value (as specified);
 * - annual KPI viewed monthly or quarterly: only in december / q4 (same rule, a gap in the spec);
 * - monthly KPI viewed quarterly: the three months of the quarter (a gap in the spec: aggregated
 *   like a year-to-date, so the quarter shows the quarter's totals).
 * If no KPI period ends in the selected period there is no value, in both views.
 *
 * Then, over the KPI periods that count (the window; period view: those ending in the selected
 * period; YTD: the first period of the year through the selected one):
 * - non-cumulative (DESIGN decision 14): targets and actuals are summed over the periods of the
 *   window that have an actual result only, so a month not reported yet neither counts its target
 *   against the score nor hides in a low one; with no result in the window, the window's target
 *   and no actual ('No Data'). A one-period window is the same rule;
 * - cumulative: the latest period with an actual gives both target and actual (the selected
 *   period's when it has one), so a late report still shows the latest known position against the
 *   target of that same date; with no actual at all, the last period's target and no actual.
 * The annual view frequency forces YTD.
 */
import type { Frequency, PeriodKey, PeriodValues, ViewType } from '@scorecard/contracts';
import { calendarMonth, monthSpan, periodsOf, valueAt } from './periods.js';

export interface ViewInput {
  /** the KPI's frequency */
  frequency: Frequency;
  isCumulative: boolean;
  targets: PeriodValues | null | undefined;
  actualResults: PeriodValues | null | undefined;
  /** frequency of the screen's period selector */
  viewFrequency: Frequency;
  /** selected period, a key of `viewFrequency` */
  period: string;
  view: ViewType;
}

export interface ViewValues {
  target: number | null;
  actual: number | null;
}

/** The view actually applied: the annual frequency forces YTD. */
export function effectiveView(viewFrequency: Frequency, view: ViewType): ViewType {
  return viewFrequency === 'annual' ? 'ytd' : view;
}

/**
 * The KPI periods whose values count for the selected view period, in order; empty when the KPI
 * has no value there. Throws a RangeError when `period` is not a key of `viewFrequency`.
 */
export function kpiPeriodsInView(
  kpiFrequency: Frequency,
  viewFrequency: Frequency,
  period: string,
  view: ViewType,
): PeriodKey[] {
  // A scorecard asks the same few questions once per line (issue 36); a bad period throws before it is kept.
  const key = `${kpiFrequency}|${viewFrequency}|${period}|${view}`;
  let window = windows.get(key);
  if (window === undefined) windows.set(key, (window = periodsInView(kpiFrequency, viewFrequency, period, view)));
  return [...window];
}

/** At most 3 × 3 frequencies × 17 periods × 2 views. */
const windows = new Map<string, readonly PeriodKey[]>();

function periodsInView(kpiFrequency: Frequency, viewFrequency: Frequency, period: string, view: ViewType): PeriodKey[] {
  const selected = monthSpan(viewFrequency, period);
  const endMonth = (key: PeriodKey) => monthSpan(kpiFrequency, key).last;
  const kpiPeriods = periodsOf(kpiFrequency);
  const endingInSelected = kpiPeriods.filter((key) => endMonth(key) >= selected.first && endMonth(key) <= selected.last);
  if (endingInSelected.length === 0 || effectiveView(viewFrequency, view) === 'period') return endingInSelected;
  return kpiPeriods.filter((key) => endMonth(key) <= selected.last);
}

/** Sum of the values present, null when none is; toPrecision(15) drops floating-point noise (0.1 + 0.2). */
function sumOf(values: PeriodValues | null | undefined, keys: readonly PeriodKey[]): number | null {
  let total: number | null = null;
  for (const key of keys) {
    const value = valueAt(values, key);
    if (value !== null) total = (total ?? 0) + value;
  }
  if (total === null) return null;
  // An integer of up to 15 digits is what toPrecision(15) would give back (and costs a string less).
  return Number.isInteger(total) && Math.abs(total) < 1e15 ? total : Number(total.toPrecision(15));
}

/** Target and actual of one KPI assignment for the selected period and view. */
export function viewValues(input: ViewInput): ViewValues {
  const periods = kpiPeriodsInView(input.frequency, input.viewFrequency, input.period, input.view);
  return valuesOver(periods, input.isCumulative, input.targets, input.actualResults);
}

/** The KPI periods of `periods` that have an actual result, in order. */
export function reportedPeriodsOf(actualResults: PeriodValues | null | undefined, periods: readonly PeriodKey[]): PeriodKey[] {
  return periods.filter((key) => valueAt(actualResults, key) !== null);
}

/** Target and actual over a window of KPI periods (see the rules at the top of this file). */
export function valuesOver(
  periods: readonly PeriodKey[],
  isCumulative: boolean,
  targets: PeriodValues | null | undefined,
  actualResults: PeriodValues | null | undefined,
): ViewValues {
  const { target, actual } = windowValues(periods, isCumulative, targets, actualResults);
  return { target, actual };
}

/** valuesOver's answer with the periods whose values make it (`used`; none without a result). */
export function windowValues(
  periods: readonly PeriodKey[],
  isCumulative: boolean,
  targets: PeriodValues | null | undefined,
  actualResults: PeriodValues | null | undefined,
): ViewValues & { used: PeriodKey[] } {
  if (periods.length === 0) return { target: null, actual: null, used: [] };
  const reported = reportedPeriodsOf(actualResults, periods);
  if (isCumulative) {
    const latest = reported[reported.length - 1];
    if (latest !== undefined) return { target: valueAt(targets, latest), actual: valueAt(actualResults, latest), used: [latest] };
    return { target: valueAt(targets, periods[periods.length - 1]!), actual: null, used: [] };
  }
  if (reported.length === 0) return { target: sumOf(targets, periods), actual: null, used: [] };
  return { target: sumOf(targets, reported), actual: sumOf(actualResults, reported), used: reported };
}

/**
 * Whether a KPI period of `year` has ended at `now`, as a calendar in the organization's time zone
 * shows it: its last month is over. `now` is an argument so that the rule never reads a clock.
 */
export function periodHasEnded(frequency: Frequency, key: PeriodKey, year: number, now: Date, timeZone?: string): boolean {
  return endedBy(frequency, key, year, calendarMonth(now, timeZone));
}

function endedBy(frequency: Frequency, key: PeriodKey, year: number, today: { year: number; month: number }): boolean {
  return today.year > year || (today.year === year && today.month > monthSpan(frequency, key).last);
}

/** How many periods of the window have ended at `now` (DESIGN decision 14's duePeriods). */
export function duePeriodCount(frequency: Frequency, periods: readonly PeriodKey[], year: number, now: Date, timeZone?: string): number {
  if (periods.length === 0) return 0;
  const today = calendarMonth(now, timeZone);
  return periods.filter((key) => endedBy(frequency, key, year, today)).length;
}
