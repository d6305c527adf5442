/**
 * Targets as entered in Set and Cascade (scorecard.md section 5): one value per period of the KPI's
 * frequency, shown with a running total, except for cumulative KPIs, whose periods already carry
 * the year-to-date figure and must not be added up.
 */
import type { Frequency, PeriodKey, PeriodValues } from '@scorecard/contracts';
import { periodsOf, valueAt } from './periods.js';

export interface RunningTotal {
  period: PeriodKey;
  /** the period's own value, null when empty */
  value: number | null;
  /** sum of the values from the first period through this one (empty periods count 0), to two decimals */
  total: number;
}

const twoDecimals = (value: number) => Math.round(value * 100) / 100 + 0;

/** The running total per period of `frequency`, in period order. */
export function runningTotals(frequency: Frequency, values: PeriodValues | null | undefined): RunningTotal[] {
  let sum = 0;
  return periodsOf(frequency).map((period) => {
    const value = valueAt(values, period);
    sum += value ?? 0;
    return { period, value, total: twoDecimals(sum) };
  });
}

/**
 * The total the target form shows: the sum of the year's targets, or null for a cumulative KPI
 * (its targets are not summed) and when no period has a value yet.
 */
export function targetsTotal(frequency: Frequency, values: PeriodValues | null | undefined, isCumulative: boolean): number | null {
  if (isCumulative) return null;
  const totals = runningTotals(frequency, values);
  return totals.some((t) => t.value !== null) ? totals[totals.length - 1]!.total : null;
}
