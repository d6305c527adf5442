import { describe, expect, it } from 'vitest';
import {
  checkAssignmentWeight,
  checkKpiWeights,
  checkObjectiveWeights,
  checkScorecardWeights,
  isValidAssignmentWeight,
  weightTotal,
} from './weights.js';

describe('checkObjectiveWeights', () => {
  it('40 + 30 + 20 = 90: error, add 100 − 90 = 10', () => {
    expect(checkObjectiveWeights([40, 30, 20])).toEqual({
      state: 'error',
      total: 90,
      difference: 10,
      message: 'Objective weights total 90%. Add 10% more weight to reach 100%.',
    });
  });

  it('60 + 50 = 110: error, remove 110 − 100 = 10', () => {
    expect(checkObjectiveWeights([60, 50])).toEqual({
      state: 'error',
      total: 110,
      difference: -10,
      message: 'Objective weights total 110%. Remove 10% to reach 100%.',
    });
  });

  it('50 + 25 + 25 = 100: success', () => {
    expect(checkObjectiveWeights([50, 25, 25])).toEqual({
      state: 'success',
      total: 100,
      difference: 0,
      message: 'Objective weights are perfectly balanced at 100%',
    });
  });

  it('33.33 + 33.33 + 33.34 = 100 despite floating-point sums', () => {
    expect(checkObjectiveWeights([33.33, 33.33, 33.34]).state).toBe('success');
  });

  it('decimals in the message: 33.33 + 33.33 = 66.66, add 33.34', () => {
    expect(checkObjectiveWeights([33.33, 33.33]).message).toBe(
      'Objective weights total 66.66%. Add 33.34% more weight to reach 100%.',
    );
  });

  it('no objectives: total 0, add 100', () => {
    expect(checkObjectiveWeights([]).message).toBe('Objective weights total 0%. Add 100% more weight to reach 100%.');
  });
});

describe('checkKpiWeights', () => {
  it("no KPIs: warning 'No KPIs assigned to this objective yet'", () => {
    expect(checkKpiWeights([])).toEqual({
      state: 'warning',
      total: 0,
      difference: 100,
      message: 'No KPIs assigned to this objective yet',
    });
  });

  it('70: error, add 30', () => {
    expect(checkKpiWeights([70])).toMatchObject({
      state: 'error',
      message: 'KPI weights total 70%. Add 30% more weight to reach 100%.',
    });
  });

  it('70 + 40 = 110: error, remove 10', () => {
    expect(checkKpiWeights([70, 40])).toMatchObject({
      state: 'error',
      message: 'KPI weights total 110%. Remove 10% to reach 100%.',
    });
  });

  it('60 + 40 = 100: success', () => {
    expect(checkKpiWeights(new Set([60, 40]))).toMatchObject({
      state: 'success',
      message: 'KPI weights are perfectly balanced at 100%',
    });
  });

  it('a missing weight counts as 0: 100 + null = 100', () => {
    expect(checkKpiWeights([100, null]).state).toBe('success');
  });
});

describe('weightTotal', () => {
  it('sums to two decimals, missing as 0', () => {
    expect(weightTotal([0.1, 0.2])).toBe(0.3);
    expect(weightTotal([10, undefined, Number.NaN, 5])).toBe(15);
  });
});

describe('checkScorecardWeights: objectives valid and every KPI set valid or empty', () => {
  it('50 + 50 objectives, KPI sets [100] and [] (empty) → valid', () => {
    const result = checkScorecardWeights([50, 50], [[100], []]);
    expect(result.valid).toBe(true);
    expect(result.kpiSets.map((s) => s.state)).toEqual(['success', 'warning']);
  });

  it('a KPI set of 90 → invalid', () => {
    expect(checkScorecardWeights([50, 50], [[100], [90]]).valid).toBe(false);
  });

  it('objectives of 50 → invalid even with valid KPI sets', () => {
    const result = checkScorecardWeights([50], [[100]]);
    expect(result.valid).toBe(false);
    expect(result.objectives.state).toBe('error');
  });

  it('objectives of 100 and no objectives with KPIs → valid', () => {
    expect(checkScorecardWeights([100], []).valid).toBe(true);
  });
});

describe('checkAssignmentWeight: 1 to 100', () => {
  it.each([1, 25, 50.5, 100, '50', ' 75 '])('%s is valid', (weight) => {
    expect(checkAssignmentWeight(weight)).toBeNull();
    expect(isValidAssignmentWeight(weight)).toBe(true);
  });

  it.each([0, 0.5, 100.5, 101, -5, Number.NaN, Number.POSITIVE_INFINITY, '', 'abc', null, undefined, {}])(
    "%s → 'Weight must be between 1 and 100'",
    (weight) => {
      expect(checkAssignmentWeight(weight)).toBe('Weight must be between 1 and 100');
      expect(isValidAssignmentWeight(weight)).toBe(false);
    },
  );
});
