import { describe, expect, it } from 'vitest';
import * as scoring from './index.js';

describe('package entry', () => {
  it('exposes the public API', () => {
    const expected = [
      'PERIODS_BY_FREQUENCY', 'PERIOD_COUNTS', 'QUARTER_END_MONTHS', 'MONTH_KEYS', 'QUARTER_KEYS', 'ANNUAL_PERIOD_KEY', 'FREQUENCIES',
      'periodsOf', 'periodCount', 'normalizeFrequency', 'isPeriodKey', 'normalizePeriodKey', 'periodIndex', 'periodsThrough',
      'monthToQuarter', 'quarterEndingIn', 'monthSpan', 'calendarMonth', 'currentPeriod', 'defaultViewPeriod',
      'defaultAssignmentPeriod', 'periodLabel', 'parsePeriodValues', 'valueAt',
      'scoreFor', 'scoreOrZero', 'clampScore', 'effectiveCap', 'finiteOrNull',
      'effectiveView', 'kpiPeriodsInView', 'viewValues', 'valuesOver', 'reportedPeriodsOf', 'periodHasEnded', 'duePeriodCount',
      'statusFor', 'resolveThresholds', 'statusGroup', 'summarizeStatuses', 'STATUS_COLORS', 'statusColor',
      'SCORE_COLOR_BANDS', 'scoreColor', 'checkScoringSettings',
      'averageScore', 'objectiveScore', 'perspectiveScore', 'levelScore', 'objectiveBreakdown', 'levelBreakdown',
      'sharePercent', 'objectiveCoverage', 'perspectiveCoverage', 'levelCoverage', 'isPartialCoverage', 'coverageNote',
      'scoreBreakdown', 'windowValues', 'explainKpi', 'explainObjective', 'explainLevel', 'explainPerspective', 'perspectiveBreakdown',
      'weightTotal', 'checkObjectiveWeights', 'checkKpiWeights', 'checkScorecardWeights', 'checkAssignmentWeight',
      'isValidAssignmentWeight',
      'runningTotals', 'targetsTotal',
      'computeScorecard', 'computeKpiLine', 'reportingNote',
      'frequencyOfPeriod', 'reportingPeriodKey', 'parseReportingPeriodKey', 'reportingPeriodsOf', 'reportingPeriodName',
      'coveredPeriodKeys', 'containingPeriodKeys', 'lockedPeriodFor', 'addDays', 'daysBetween', 'periodLastDay', 'periodDueDate',
      'calendarDate', 'formatDueDate', 'submissionStateOf', 'approvedResults',
      'KPI_REFERENCE', 'FormulaError', 'formulaReferences', 'parseFormula', 'formulaProblem', 'evaluateFormula', 'computePeriodValues',
      'formulaGraphProblem', 'findCycleFrom', 'dependentsInOrder', 'defaultYtdAggregation', 'calculatedYtd', 'formulaToNames',
      'formulaFromNames', 'inputValuesOf', 'calculatedValuesOver', 'latestFormulaValue',
      'periodHasStarted',
      'STORED_VIEWS', 'kpiLineInEveryView',
    ];
    expect(Object.keys(scoring).sort()).toEqual([...expected].sort());
  });
});
