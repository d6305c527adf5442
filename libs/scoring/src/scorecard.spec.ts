import { describe, expect, it } from 'vitest';
import { computeKpiLine, computeScorecard, reportingNote, type ScorecardInput, type ScorecardKpiInput, type ScorecardObjectiveInput } from './scorecard.js';

const objectives: ScorecardObjectiveInput[] = [
  { objectiveAssignmentId: 'oa1', objectiveId: 'o1', name: 'Grow revenue', bscPerspective: 'Financial', weight: 60 },
  { objectiveAssignmentId: 'oa2', objectiveId: 'o2', name: 'Delight customers', bscPerspective: 'Customer', weight: 40 },
  { objectiveAssignmentId: 'oa3', objectiveId: 'o3', name: 'Train staff', bscPerspective: 'Learning_Growth', weight: 0 },
];

const kpi = (fields: Partial<ScorecardKpiInput> & Pick<ScorecardKpiInput, 'kpiAssignmentId' | 'objectiveAssignmentId'>) =>
  ({
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
  }) satisfies ScorecardKpiInput;

const kpis: ScorecardKpiInput[] = [
  // targets arrive as a JSON string, as some stored rows hold them
  kpi({ kpiAssignmentId: 'k1', objectiveAssignmentId: 'oa1', name: 'Revenue', unit: '$', weight: 70, ownerId: 'e1', ownerName: 'Ada Owner',
    targets: '{"q1":100,"q2":200}', actualResults: { q1: 90, q2: 190 } }),
  kpi({ kpiAssignmentId: 'k2', objectiveAssignmentId: 'oa1', name: 'Cost', polarity: 'negative', weight: 30,
    targets: { q2: 50 }, actualResults: { q2: 40 } }),
  kpi({ kpiAssignmentId: 'k3', objectiveAssignmentId: 'oa2', name: 'NPS', frequency: 'Monthly', unit: 'score',
    targets: { april: 10, may: 10, june: 10 }, actualResults: { april: 6, may: 7, june: 8 } }),
  kpi({ kpiAssignmentId: 'k4', objectiveAssignmentId: 'oa2', name: 'Retention', frequency: 'annually', isCumulative: true,
    targets: { annual: 100 }, actualResults: { annual: 90 } }),
  // belongs to no objective assignment of this function: ignored
  kpi({ kpiAssignmentId: 'k5', objectiveAssignmentId: 'elsewhere', targets: { q2: 1 }, actualResults: { q2: 1 } }),
];

// read in January 2027: every period of 2026 has ended, so each line's due periods are its whole window
const afterTheYear = new Date('2027-01-10T09:00:00Z');
const base: ScorecardInput = { functionId: 'f1', year: 2026, frequency: 'quarterly', period: 'Q2', view: 'period', objectives, kpis, now: afterTheYear };

describe('computeScorecard, quarterly q2 period view, cap 120, custom labels', () => {
  const answer = computeScorecard({
    ...base,
    settings: {
      scoreCapPercentage: 120,
      perspectiveFinancialName: 'Money',
      perspectiveCustomerName: null,
      perspectiveInternalProcessName: '  ',
    },
  });

  it('answers the DESIGN section 5 shape with every number worked out by hand', () => {
    expect(answer).toEqual({
      functionId: 'f1',
      year: 2026,
      frequency: 'quarterly',
      period: 'q2',
      view: 'period',
      // level: 102.5*60/100 + 70*40/100 = 61.5 + 28 = 89.5 → 90 (Train staff has no data and weight 0)
      score: 90,
      // 3 of 4 KPIs; weight: Grow revenue 60 × 2/2 + Delight customers 40 × 50/100 + Train staff 0 = 80 of 100
      coverage: { scored: 3, total: 4, weightPercent: 80 },
      perspectives: [
        {
          key: 'Financial',
          name: 'Money',
          // (95 + 120) / 2 = 107.5 → 108
          score: 108,
          coverage: { scored: 2, total: 2, weightPercent: 100 },
          objectives: [
            {
              objectiveAssignmentId: 'oa1',
              objectiveId: 'o1',
              name: 'Grow revenue',
              weight: 60,
              // 95*70/100 + 120*30/100 = 66.5 + 36 = 102.5
              score: 102.5,
              coverage: { scored: 2, total: 2, weightPercent: 100 },
              kpis: [
                // positive: 190/200*100 = 95 → On Target (90 ≤ 95 < 100)
                { kpiAssignmentId: 'k1', kpiId: 'kpi-k1', name: 'Revenue', weight: 70, unit: '$', polarity: 'positive',
                  isCumulative: false, frequency: 'quarterly', ownerId: 'e1', ownerName: 'Ada Owner',
                  target: 200, actual: 190, score: 95, status: 'On Target', reportedPeriods: 1, duePeriods: 1 },
                // negative: 50/40*100 = 125 → cap 120 → Exceeds Target
                { kpiAssignmentId: 'k2', kpiId: 'kpi-k2', name: 'Cost', weight: 30, unit: '%', polarity: 'negative',
                  isCumulative: false, frequency: 'quarterly', ownerId: null, ownerName: null,
                  target: 50, actual: 40, score: 120, status: 'Exceeds Target', reportedPeriods: 1, duePeriods: 1 },
              ],
            },
          ],
        },
        {
          key: 'Customer',
          name: 'Customer', // null label → default
          // (70) / 1: Retention has no data in q2 and is left out
          score: 70,
          coverage: { scored: 1, total: 2, weightPercent: 50 },
          objectives: [
            {
              objectiveAssignmentId: 'oa2',
              objectiveId: 'o2',
              name: 'Delight customers',
              weight: 40,
              // 70*50/100 = 35 over the 50 of 100 weight with data (Retention: no data, decision 14) = 70
              score: 70,
              coverage: { scored: 1, total: 2, weightPercent: 50 },
              kpis: [
                // monthly viewed quarterly q2: targets 10+10+10 = 30, actuals 6+7+8 = 21; 21/30*100 = 70 → Near Target
                { kpiAssignmentId: 'k3', kpiId: 'kpi-k3', name: 'NPS', weight: 50, unit: 'score', polarity: 'positive',
                  isCumulative: false, frequency: 'monthly', ownerId: null, ownerName: null,
                  target: 30, actual: 21, score: 70, status: 'Near Target', reportedPeriods: 3, duePeriods: 3 },
                // annual KPI viewed in q2: only q4 shows its value → No Data
                { kpiAssignmentId: 'k4', kpiId: 'kpi-k4', name: 'Retention', weight: 50, unit: '%', polarity: 'positive',
                  isCumulative: true, frequency: 'annual', ownerId: null, ownerName: null,
                  target: null, actual: null, score: null, status: 'No Data', reportedPeriods: 0, duePeriods: 0 },
              ],
            },
          ],
        },
        { key: 'Internal_Process', name: 'Internal Process', score: null, coverage: { scored: 0, total: 0, weightPercent: 0 }, objectives: [] }, // blank label → default
        {
          key: 'Learning_Growth',
          name: 'Learning & Growth',
          score: null,
          coverage: { scored: 0, total: 0, weightPercent: 0 },
          objectives: [
            { objectiveAssignmentId: 'oa3', objectiveId: 'o3', name: 'Train staff', weight: 0, score: null, coverage: { scored: 0, total: 0, weightPercent: 0 }, kpis: [] },
          ],
        },
      ],
    });
  });
});

describe('computeScorecard, quarterly q2 YTD, custom thresholds (130 / 100 / 90 / 60), default cap', () => {
  const answer = computeScorecard({
    ...base,
    view: 'ytd',
    settings: { exceedsTargetThreshold: 130, onTargetThreshold: 100, nearTargetThreshold: 90, atRiskThreshold: 60 },
  });
  const byId = Object.fromEntries(answer.perspectives.flatMap((p) => p.objectives.flatMap((o) => o.kpis)).map((k) => [k.kpiAssignmentId, k]));

  it('sums q1..q2 for non-cumulative KPIs', () => {
    // Revenue: targets 100+200 = 300, actuals 90+190 = 280; 280/300*100 = 93.3 → 93 → Near Target (90 ≤ 93 < 100)
    expect(byId.k1).toMatchObject({ target: 300, actual: 280, score: 93, status: 'Near Target' });
    // Cost: targets 50 (q1 empty), actuals 40; 50/40*100 = 125 → On Target (100 ≤ 125 < 130)
    expect(byId.k2).toMatchObject({ target: 50, actual: 40, score: 125, status: 'On Target' });
    // NPS: january..june, only april..june present: 30 / 21 → 70 → At Risk (60 ≤ 70 < 90)
    expect(byId.k3).toMatchObject({ target: 30, actual: 21, score: 70, status: 'At Risk' });
    expect(byId.k4).toMatchObject({ score: null, status: 'No Data' });
  });

  it('rolls up', () => {
    // Grow revenue: 93*70/100 + 125*30/100 = 65.1 + 37.5 = 102.6; Delight customers: 70*50/100 × 100/50 = 70
    expect(answer.perspectives[0]!.objectives[0]!.score).toBe(102.6);
    expect(answer.perspectives[1]!.objectives[0]!.score).toBe(70);
    // Financial: (93 + 125) / 2 = 109
    expect(answer.perspectives[0]!.score).toBe(109);
    // level: 102.6*60/100 + 70*40/100 = 61.56 + 28 = 89.56 → 90
    expect(answer.score).toBe(90);
  });
});

describe('computeScorecard, annual view', () => {
  const answer = computeScorecard({ ...base, frequency: 'Annually', period: 'Annual', view: 'period' });

  it("normalises the frequency and period and forces 'ytd'", () => {
    expect(answer).toMatchObject({ frequency: 'annual', period: 'annual', view: 'ytd' });
  });

  it('uses the whole year', () => {
    const customer = answer.perspectives[1]!;
    // Retention (annual): 90/100*100 = 90 → On Target
    expect(customer.objectives[0]!.kpis[1]).toMatchObject({ target: 100, actual: 90, score: 90, status: 'On Target' });
    // Delight customers: 70*50/100 + 90*50/100 = 35 + 45 = 80; perspective (70 + 90) / 2 = 80
    expect(customer.objectives[0]!.score).toBe(80);
    expect(customer.score).toBe(80);
    // Cost: 125 under the default cap 150 → Exceeds; Grow revenue: 93*0.7 + 125*0.3 = 65.1 + 37.5 = 102.6
    expect(answer.perspectives[0]!.objectives[0]!.score).toBe(102.6);
    // level: 102.6*60/100 + 80*40/100 = 61.56 + 32 = 93.56 → 94
    expect(answer.score).toBe(94);
  });
});

describe('computeScorecard, edge cases', () => {
  it('no objectives: every perspective present, empty, no score', () => {
    const answer = computeScorecard({ ...base, objectives: [], kpis: [] });
    expect(answer.score).toBeNull();
    expect(answer.perspectives.map((p) => [p.key, p.name, p.score, p.objectives.length])).toEqual([
      ['Financial', 'Financial', null, 0],
      ['Customer', 'Customer', null, 0],
      ['Internal_Process', 'Internal Process', null, 0],
      ['Learning_Growth', 'Learning & Growth', null, 0],
    ]);
  });

  it('objective weights totalling 0 give a level score of 0 when there is data', () => {
    const answer = computeScorecard({ ...base, objectives: objectives.map((o) => ({ ...o, weight: 0 })), settings: null });
    expect(answer.score).toBe(0);
  });

  it('refuses an unknown view frequency, a period of another frequency and an unknown KPI frequency', () => {
    expect(() => computeScorecard({ ...base, frequency: 'weekly' })).toThrow("Unknown view frequency 'weekly'");
    expect(() => computeScorecard({ ...base, period: 'june' })).toThrow("'june' is not a quarterly period");
    expect(() =>
      computeScorecard({ ...base, kpis: [kpi({ kpiAssignmentId: 'bad', objectiveAssignmentId: 'oa1', frequency: 'daily' })] }),
    ).toThrow("Unknown KPI 'bad' frequency 'daily'");
  });
});

describe('decision 14: a period without a result does not count against a score', () => {
  const monthlyTen = { january: 10, february: 10, march: 10, april: 10, may: 10, june: 10, july: 10, august: 10, september: 10, october: 10, november: 10, december: 10 };
  const sales = (actualResults: Record<string, number>, fields: Partial<ScorecardKpiInput> = {}) =>
    kpi({ kpiAssignmentId: 's1', objectiveAssignmentId: 'oa1', name: 'Sales', frequency: 'monthly', weight: 100, targets: monthlyTen, actualResults, ...fields });
  const one = (k: ScorecardKpiInput, view: Partial<ScorecardInput>) =>
    computeScorecard({ ...base, objectives: [{ ...objectives[0]!, weight: 100 }], kpis: [k], ...view });

  it('a monthly KPI viewed quarterly in mid-quarter counts only its reported month', () => {
    // 20 May 2026, q2: april reported 9 (target 10); may not over yet, june to come.
    // Before: (10+10+10) = 30 against 9 → 30, Below Target. Now: 9 / 10 × 100 = 90 → On Target.
    const answer = one(sales({ january: 10, february: 10, march: 10, april: 9 }), { now: new Date('2026-05-20T12:00:00Z') });
    const line = answer.perspectives[0]!.objectives[0]!.kpis[0]!;
    expect(line).toMatchObject({ target: 10, actual: 9, score: 90, status: 'On Target', reportedPeriods: 1, duePeriods: 1 });
    expect(reportingNote(line)).toBeNull();
    // the level reads like the past quarter (q1: 30 / 30 = 100), not like a collapse: 90 × 100 / 100 = 90
    expect(answer.score).toBe(90);
  });

  it('YTD with an unreported past month sums the reported months only and says so', () => {
    // monthly view, march YTD, read on 5 April 2026: january 8, february missing, march 12.
    // Before: targets 30 against 20 → 67, At Risk. Now: (8 + 12) / (10 + 10) = 100 → Exceeds Target; 2 of 3 reported.
    const answer = one(sales({ january: 8, march: 12 }), { frequency: 'monthly', period: 'march', view: 'ytd', now: new Date('2026-04-05T08:00:00Z') });
    const line = answer.perspectives[0]!.objectives[0]!.kpis[0]!;
    expect(line).toMatchObject({ target: 20, actual: 20, score: 100, status: 'Exceeds Target', reportedPeriods: 2, duePeriods: 3 });
    expect(reportingNote(line)).toBe('2 of 3 reported');
  });

  it('a cumulative KPI keeps its rule: the latest reported month against its own target', () => {
    // q1 period view on 15 March 2026: running totals targets 100, 200, 300; actuals 90, 190 (march not in yet)
    // 190 / 200 × 100 = 95 → On Target; january and february due and reported
    const cumulative = sales({ january: 90, february: 190 }, { isCumulative: true, targets: { january: 100, february: 200, march: 300 } });
    const line = one(cumulative, { period: 'q1', now: new Date('2026-03-15T12:00:00Z') }).perspectives[0]!.objectives[0]!.kpis[0]!;
    expect(line).toMatchObject({ target: 200, actual: 190, score: 95, status: 'On Target', reportedPeriods: 2, duePeriods: 2 });
  });

  it('with no result in the window the line is No Data and shows its window target', () => {
    const line = one(sales({}), { period: 'q1', now: afterTheYear }).perspectives[0]!.objectives[0]!.kpis[0]!;
    expect(line).toMatchObject({ target: 30, actual: null, score: null, status: 'No Data', reportedPeriods: 0, duePeriods: 3 });
    expect(reportingNote(line)).toBe('0 of 3 reported');
  });

  it('due periods follow the organization time zone', () => {
    // 23:30 UTC on 31 March is 1 April in Tokyo: march is due there
    const now = new Date('2026-03-31T23:30:00Z');
    const at = (timeZone: string) => one(sales({}), { period: 'q1', now, settings: { timeZone } }).perspectives[0]!.objectives[0]!.kpis[0]!.duePeriods;
    expect(at('UTC')).toBe(2);
    expect(at('Asia/Tokyo')).toBe(3);
  });

  it('results entered before a period ends are not a gap', () => {
    expect(reportingNote({ reportedPeriods: 2, duePeriods: 1 })).toBeNull();
  });

  it('computeKpiLine serves a single line with the same rules', () => {
    const line = computeKpiLine(sales({ april: 9 }), { year: 2026, frequency: 'quarterly', period: 'q2', view: 'period', now: new Date('2026-05-20T12:00:00Z') });
    expect(line).toMatchObject({ target: 10, actual: 9, score: 90, status: 'On Target', frequency: 'monthly', ownerId: null });
  });
});
