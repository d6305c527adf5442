import { parsePeriodValues, periodLabel, periodsOf, scoreFor, statusFor, valueAt } from '@scorecard/scoring';
import type { Frequency, PerformanceStatus, Polarity, ScoringSettings } from '../../lib/shared';

export interface TrendPoint {
  label: string;
  target: number | null;
  actual: number | null;
  score: number | null;
  status: PerformanceStatus;
  /** the period's first target (DESIGN decision 22), when the assignment's baselineTargets were given */
  baseline?: number | null;
}

/** One point per period of the KPI's own frequency: its stored target and actual, scored with libs/scoring. */
export function trendPoints(
  kpi: { frequency: Frequency; polarity: Polarity; targets: unknown; actualResults: unknown; baselineTargets?: unknown },
  settings?: Partial<ScoringSettings> | null,
): TrendPoint[] {
  const targets = parsePeriodValues(kpi.targets);
  const actuals = parsePeriodValues(kpi.actualResults);
  const baseline = kpi.baselineTargets === undefined ? null : parsePeriodValues(kpi.baselineTargets);
  return periodsOf(kpi.frequency).map((key) => {
    const target = valueAt(targets, key);
    const actual = valueAt(actuals, key);
    const score = scoreFor(kpi.polarity, target, actual, settings?.scoreCapPercentage);
    const point: TrendPoint = { label: periodLabel(key), target, actual, score, status: statusFor(score, settings) };
    if (baseline) point.baseline = valueAt(baseline, key);
    return point;
  });
}

/** The chart's text alternative: what a sighted reader takes from it in one sentence. */
export function trendSummary(name: string, points: readonly TrendPoint[]): string {
  const reported = points.filter((p) => p.actual !== null);
  if (reported.length === 0) return `${name}: no actual results recorded yet this year.`;
  const last = reported[reported.length - 1]!;
  return `${name}: ${reported.length} of ${points.length} periods reported; latest ${last.label}, actual ${last.actual} against target ${last.target ?? 'not set'}, ${last.status}.`;
}
