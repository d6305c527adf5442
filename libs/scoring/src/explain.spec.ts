/**
 * DESIGN decision 22's explain, worked out by hand for the scoring cases of the specification and
 * decision 14: period, YTD, cumulative, negative polarity, cap, no data, weights 0, a calculated KPI.
 * Each answer is also checked against the scorecard computed from the same rows (one formula).
 */
import { describe, expect, it } from 'vitest';
import {
  computeScorecard,
  explainKpi,
  explainLevel,
  explainObjective,
  explainPerspective,
  type ScorecardInput,
  type ScorecardKpiInput,
  type ScorecardObjectiveInput,
} from './scorecard.js';

const objectives: ScorecardObjectiveInput[] = [
  { objectiveAssignmentId: 'oaA', objectiveId: 'oA', name: 'Grow revenue', bscPerspective: 'Financial', weight: 60 },
  { objectiveAssignmentId: 'oaB', objectiveId: 'oB', name: 'Delight customers', bscPerspective: 'Customer', weight: 40 },
  { objectiveAssignmentId: 'oaC', objectiveId: 'oC', name: 'Train staff', bscPerspective: 'Learning_Growth', weight: 0 },
];

const kpi = (fields: Partial<ScorecardKpiInput> & Pick<ScorecardKpiInput, 'kpiAssignmentId' | 'objectiveAssignmentId'>): ScorecardKpiInput => ({
  kpiId: `kpi-${fields.kpiAssignmentId}`,
  name: fields.kpiAssignmentId,
  unit: '%',
  polarity: 'positive',
  frequency: 'quarterly',
  isCumulative: false,
  weight: 50,
  targets: {},
  actualResults: {},
  ...fields,
});

const kpis: ScorecardKpiInput[] = [
  kpi({ kpiAssignmentId: 'revenue', objectiveAssignmentId: 'oaA', name: 'Revenue', unit: '$', weight: 60,
    targets: { q1: 100, q2: 200, q3: 300, q4: 400 }, actualResults: { q1: 90, q2: 210 } }),
  kpi({ kpiAssignmentId: 'cost', objectiveAssignmentId: 'oaA', name: 'Cost', polarity: 'negative', weight: 40,
    targets: { q1: 50, q2: 50 }, actualResults: { q1: 40, q2: 60 } }),
  kpi({ kpiAssignmentId: 'nps', objectiveAssignmentId: 'oaB', name: 'NPS', frequency: 'monthly', isCumulative: true,
    targets: { january: 10, february: 20, march: 30, april: 40, may: 50, june: 60 }, actualResults: { january: 8, february: 19 } }),
  kpi({ kpiAssignmentId: 'churn', objectiveAssignmentId: 'oaB', name: 'Churn', targets: { q1: 70, q2: 80 } }),
  kpi({ kpiAssignmentId: 'train', objectiveAssignmentId: 'oaC', name: 'Training', weight: 0, targets: { q2: 10 }, actualResults: { q2: 8 } }),
  kpi({ kpiAssignmentId: 'mentor', objectiveAssignmentId: 'oaC', name: 'Mentoring', weight: 0, targets: { q2: 10 }, actualResults: { q2: 12 } }),
  kpi({ kpiAssignmentId: 'stray', objectiveAssignmentId: 'elsewhere', targets: { q2: 1 }, actualResults: { q2: 1 } }),
];

const defaults = { exceedsTargetThreshold: 100, onTargetThreshold: 90, nearTargetThreshold: 70, atRiskThreshold: 50 };
const input = (over: Partial<ScorecardInput> = {}): ScorecardInput => ({
  functionId: 'f1', year: 2026, frequency: 'quarterly', period: 'q2', view: 'period', objectives, kpis, now: new Date('2027-01-10T00:00:00Z'), ...over,
});

describe('explainKpi, Q2 2026 period view (default cap 150)', () => {
  it('period, positive: 210 / 200 × 100 = 105, Exceeds Target; 105 × 60 / 100 = 63 of its objective', () => {
    expect(explainKpi(input(), 'revenue')).toEqual({
      kind: 'kpi', kpiAssignmentId: 'revenue', objectiveAssignmentId: 'oaA', name: 'Revenue', unit: '$', frequency: 'quarterly',
      periodsUsed: [{ period: 'q2', target: 200, actual: 210 }], periodsSkipped: [],
      targetSum: 200, actualSum: 210, polarity: 'positive', isCumulative: false,
      rawScore: 105, cap: 150, score: 105, status: 'Exceeds Target', thresholds: defaults,
      weight: 60, weightInForce: 60, contribution: 63,
    });
  });

  it('negative polarity: 50 / 60 × 100 = 83.33… → 83, Near Target; 83 × 40 / 100 = 33.2', () => {
    expect(explainKpi(input(), 'cost')).toMatchObject({
      periodsUsed: [{ period: 'q2', target: 50, actual: 60 }], targetSum: 50, actualSum: 60, polarity: 'negative',
      rawScore: 83.3333333333333, score: 83, status: 'Near Target', weight: 40, weightInForce: 40, contribution: 33.2,
    });
  });

  it('no data: a cumulative monthly KPI with nothing in April-June; the window ends at June target 60, no score, no contribution', () => {
    expect(explainKpi(input(), 'nps')).toMatchObject({
      periodsUsed: [], periodsSkipped: ['april', 'may', 'june'], targetSum: 60, actualSum: null,
      rawScore: null, score: null, status: 'No Data', weightInForce: null, contribution: null,
    });
    expect(explainKpi(input(), 'churn')).toMatchObject({ periodsUsed: [], periodsSkipped: ['q2'], targetSum: 80, actualSum: null, score: null });
  });

  it('weights 0: each of two KPIs weighs 50 in force (a plain average); 80 → 40 and 120 → 60', () => {
    expect(explainKpi(input(), 'train')).toMatchObject({ score: 80, weight: 0, weightInForce: 50, contribution: 40 });
    expect(explainKpi(input(), 'mentor')).toMatchObject({ score: 120, weight: 0, weightInForce: 50, contribution: 60 });
  });

  it('answers null for a KPI assignment not on the scorecard', () => {
    expect(explainKpi(input(), 'stray')).toBeNull();
    expect(explainKpi(input(), 'nope')).toBeNull();
  });
});

describe('explainKpi, year to date through Q2 (decision 14)', () => {
  it('YTD sums the reported periods: targets 100 + 200 = 300, actuals 90 + 210 = 300 → 100', () => {
    expect(explainKpi(input({ view: 'ytd' }), 'revenue')).toMatchObject({
      periodsUsed: [{ period: 'q1', target: 100, actual: 90 }, { period: 'q2', target: 200, actual: 210 }], periodsSkipped: [],
      targetSum: 300, actualSum: 300, rawScore: 100, score: 100, status: 'Exceeds Target',
    });
  });

  it('periods without a result are skipped, not counted: YTD Q4 uses q1 and q2 only', () => {
    expect(explainKpi(input({ view: 'ytd', period: 'q4' }), 'revenue')).toMatchObject({
      periodsUsed: [{ period: 'q1', target: 100, actual: 90 }, { period: 'q2', target: 200, actual: 210 }], periodsSkipped: ['q3', 'q4'],
      targetSum: 300, actualSum: 300, score: 100,
    });
  });

  it('cumulative: the latest month with a result (February: 19 of 20) → 95, On Target; the others skipped', () => {
    expect(explainKpi(input({ view: 'ytd' }), 'nps')).toMatchObject({
      periodsUsed: [{ period: 'february', target: 20, actual: 19 }], periodsSkipped: ['january', 'march', 'april', 'may', 'june'],
      targetSum: 20, actualSum: 19, isCumulative: true, rawScore: 95, score: 95, status: 'On Target',
      // NPS is the only KPI of Delight customers with data: its 50 weighs 50 × 100 / 50 = 100
      weight: 50, weightInForce: 100, contribution: 95,
    });
  });
});

describe('explainKpi, the cap', () => {
  it('Q1, cap 120: 50 / 40 × 100 = 125 → capped at 120', () => {
    const settings = { scoreCapPercentage: 120, exceedsTargetThreshold: 110 };
    expect(explainKpi(input({ period: 'q1', settings }), 'cost')).toMatchObject({
      rawScore: 125, cap: 120, score: 120, status: 'Exceeds Target', thresholds: { ...defaults, exceedsTargetThreshold: 110 },
    });
  });

  it("a 'lower is better' actual of 0 scores the cap, with no ratio", () => {
    const zero = kpis.map((k) => (k.kpiAssignmentId === 'cost' ? { ...k, actualResults: { q2: 0 } } : k));
    expect(explainKpi(input({ kpis: zero }), 'cost')).toMatchObject({ rawScore: null, cap: 150, score: 150 });
  });
});

describe('explainObjective and explainLevel, Q2 2026 period view', () => {
  it('an objective: 105 × 60 / 100 + 83 × 40 / 100 = 63 + 33.2 = 96.2', () => {
    const answer = explainObjective(input(), 'oaA');
    expect(answer).toEqual({
      kind: 'objective', id: 'oaA', name: 'Grow revenue',
      items: [
        { kind: 'kpi', id: 'revenue', name: 'Revenue', weight: 60, score: 105, included: true, weightInForce: 60, contribution: 63 },
        { kind: 'kpi', id: 'cost', name: 'Cost', weight: 40, score: 83, included: true, weightInForce: 40, contribution: 33.2 },
      ],
      coverage: { scored: 2, total: 2, weightPercent: 100 }, method: 'weighted', rawScore: 96.2, score: 96.2, status: 'On Target', thresholds: defaults,
    });
  });

  it('an objective without data: null, nothing included, coverage 0 of 2', () => {
    expect(explainObjective(input(), 'oaB')).toMatchObject({
      method: 'none', rawScore: null, score: null, status: 'No Data', coverage: { scored: 0, total: 2, weightPercent: 0 },
      items: [{ id: 'nps', included: false, contribution: null }, { id: 'churn', included: false, contribution: null }],
    });
    expect(explainObjective(input(), 'nope')).toBeNull();
  });

  it('weights 0: the plain average (80 + 120) / 2 = 100', () => {
    expect(explainObjective(input(), 'oaC')).toMatchObject({ method: 'average', score: 100, coverage: { scored: 2, total: 2, weightPercent: 100 } });
  });

  it('the level: Delight customers has no data, so Grow revenue weighs 60 × 100 / 60 = 100: 96.2 → 96, based on 4 of 6 KPIs, 60% of the weight', () => {
    const answer = explainLevel(input(), 'Chief Executive');
    expect(answer).toEqual({
      kind: 'level', id: 'f1', name: 'Chief Executive',
      items: [
        { kind: 'objective', id: 'oaA', name: 'Grow revenue', weight: 60, score: 96.2, included: true, weightInForce: 100, contribution: 96.2 },
        { kind: 'objective', id: 'oaB', name: 'Delight customers', weight: 40, score: null, included: false, weightInForce: null, contribution: null },
        { kind: 'objective', id: 'oaC', name: 'Train staff', weight: 0, score: 100, included: true, weightInForce: 0, contribution: 0 },
      ],
      coverage: { scored: 4, total: 6, weightPercent: 60 }, method: 'weighted', rawScore: 96.2, score: 96, status: 'On Target', thresholds: defaults,
    });
    const scorecard = computeScorecard(input());
    expect(scorecard.score).toBe(answer.score);
    expect(scorecard.coverage).toEqual(answer.coverage);
  });

  it('a level whose objective weights total 0 scores 0 (the specification), each objective contributing 0', () => {
    const flat = objectives.map((o) => ({ ...o, weight: 0 }));
    expect(explainLevel(input({ objectives: flat }), 'CEO')).toMatchObject({
      method: 'zero-weights', rawScore: 0, score: 0, status: 'Below Target',
      items: [{ contribution: 0 }, { contribution: null }, { contribution: 0 }],
      // weights total 0: each KPI the same, 4 of 6
      coverage: { scored: 4, total: 6, weightPercent: 67 },
    });
  });
});

describe('explainPerspective: the plain average of its KPI lines', () => {
  it('Financial, Q2: (105 + 83) / 2 = 94, each KPI 50% in force', () => {
    expect(explainPerspective(input(), 'Financial')).toEqual({
      kind: 'perspective', id: 'Financial', name: 'Financial',
      items: [
        { kind: 'kpi', id: 'revenue', name: 'Revenue', weight: 60, score: 105, included: true, weightInForce: 50, contribution: 52.5 },
        { kind: 'kpi', id: 'cost', name: 'Cost', weight: 40, score: 83, included: true, weightInForce: 50, contribution: 41.5 },
      ],
      coverage: { scored: 2, total: 2, weightPercent: 100 }, method: 'average', rawScore: 94, score: 94, status: 'On Target', thresholds: defaults,
    });
  });

  it('rounds the average (the YTD Customer perspective: 95 alone) and answers none or null', () => {
    expect(explainPerspective(input({ view: 'ytd' }), 'Customer')).toMatchObject({ method: 'average', score: 95, coverage: { scored: 1, total: 2, weightPercent: 50 } });
    expect(explainPerspective(input(), 'Customer')).toMatchObject({ method: 'none', score: null, status: 'No Data' });
    expect(explainPerspective(input(), 'Internal_Process')).toMatchObject({ items: [], score: null });
    expect(explainPerspective(input(), 'Nope')).toBeNull();
  });
});

describe('explainKpi, a calculated KPI (DESIGN decision 25)', () => {
  it('adds the formula and its inputs over the window', () => {
    const calc: ScorecardKpiInput[] = [
      kpi({ kpiAssignmentId: 'profit', objectiveAssignmentId: 'oaA', kpiId: 'P', name: 'Profit', targets: {}, actualResults: { q1: 10, q2: 30 } }),
      kpi({ kpiAssignmentId: 'sales', objectiveAssignmentId: 'oaA', kpiId: 'S', name: 'Sales', targets: {}, actualResults: { q2: 100 } }),
      kpi({ kpiAssignmentId: 'margin', objectiveAssignmentId: 'oaA', kpiId: 'M', name: 'Margin', formula: '{KPI:P} / {KPI:S} * 100',
        targets: { q2: 25 }, actualResults: { q2: 30 } }),
    ];
    const answer = explainKpi(input({ kpis: calc }), 'margin')!;
    expect(answer).toMatchObject({ periodsUsed: [{ period: 'q2', target: 25, actual: 30 }], targetSum: 25, actualSum: 30, score: 120 });
    expect(answer.formula).toBe('{KPI:P} / {KPI:S} * 100');
    expect(answer.formulaInputs).toEqual([
      { kpiId: 'P', name: 'Profit', values: [{ period: 'q2', actual: 30 }] },
      { kpiId: 'S', name: 'Sales', values: [{ period: 'q2', actual: 100 }] },
    ]);
    // 30 / 100 × 100 = 30 against 25 → 120
    const orphan = [...calc, kpi({ kpiAssignmentId: 'ghost', objectiveAssignmentId: 'oaA', kpiId: 'G', formula: '{KPI:X} * 2' })];
    expect(explainKpi(input({ kpis: orphan }), 'ghost')!.formulaInputs).toEqual([{ kpiId: 'X', name: 'Unknown', values: [{ period: 'q2', actual: null }] }]);
    expect(explainKpi(input({ kpis: calc }), 'profit')).not.toHaveProperty('formula');
  });
});
