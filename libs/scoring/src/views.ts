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
 * Then, over the KPI periods that count (period view: those ending in the selected period;
 * YTD: the first period of the year through the selected one):
 * - non-cumulative: targets and actuals are each summed (null when none of them has a value);
 * - cumulative: the latest period with an actual gives both target and actual (the selected
 *   period's when it has one), so a late report still shows the latest known position against the
 *   target of that same date; with no actual at all, the last period's target and no actual.
 * The annual view frequency forces YTD.
 */
import type { Frequency, PeriodKey, PeriodValues, ViewType } from '@scorecard/contracts';
import { monthSpan, periodsOf, valueAt } from './periods.js';

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
  return total === null ? null : Number(total.toPrecision(15));
}

/** Target and actual of one KPI assignment for the selected period and view. */
export function viewValues(input: ViewInput): ViewValues {
  const periods = kpiPeriodsInView(input.frequency, input.viewFrequency, input.period, input.view);
  if (periods.length === 0) return { target: null, actual: null };
  if (input.isCumulative) {
    for (let i = periods.length - 1; i >= 0; i--) {
      const actual = valueAt(input.actualResults, periods[i]!);
      if (actual !== null) return { target: valueAt(input.targets, periods[i]!), actual };
    }
    return { target: valueAt(input.targets, periods[periods.length - 1]!), actual: null };
  }
  return { target: sumOf(input.targets, periods), actual: sumOf(input.actualResults, periods) };
}
