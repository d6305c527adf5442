/**
 * Every view a KPI line can be read in for its year (a frequency, one of its periods, period or
 * year-to-date; the annual frequency has its year-to-date only), and the line's sortable values in
 * each: what the server keeps on write so that a list sorted by score, target or actual is an index
 * walk (issue 36). The values are computeKpiLine's, so they cannot differ from the screens'.
 */
import { FREQUENCIES, type Frequency, type PeriodKey, type ViewType } from '@scorecard/contracts';
import { periodsOf } from './periods.js';
import { computeKpiLine, type KpiInputValues, type ScorecardKpiInput, type ScorecardSettings } from './scorecard.js';
import { effectiveView } from './views.js';

export interface StoredViewKey {
  frequency: Frequency;
  period: PeriodKey;
  view: ViewType;
}

export interface StoredViewValues extends StoredViewKey {
  score: number | null;
  target: number | null;
  actual: number | null;
}

/** The distinct views of a year: 12 × 2 monthly, 4 × 2 quarterly, 1 annual (33). */
export const STORED_VIEWS: readonly StoredViewKey[] = FREQUENCIES.flatMap((frequency) =>
  periodsOf(frequency).flatMap((period) => [...new Set((['period', 'ytd'] as const).map((view) => effectiveView(frequency, view)))].map((view) => ({ frequency, period, view }))),
);

/** A fixed instant: the stored values do not depend on it (only the due periods, which are not stored, do). */
const ANY_INSTANT = new Date(0);

/**
 * The line's score, target and actual in every stored view. Of the settings, only the score cap and
 * requireApproval change them; the thresholds give the status, which follows the score.
 */
export function kpiLineInEveryView(
  kpi: Omit<ScorecardKpiInput, 'objectiveAssignmentId'>,
  year: number,
  settings: ScorecardSettings | null | undefined,
  inputs?: KpiInputValues,
): StoredViewValues[] {
  return STORED_VIEWS.map((key) => {
    const line = computeKpiLine(kpi, { year, frequency: key.frequency, period: key.period, view: key.view, now: ANY_INSTANT, settings }, inputs);
    return { ...key, score: line.score, target: line.target, actual: line.actual };
  });
}
