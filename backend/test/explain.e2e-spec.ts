import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Member, signedInMember } from './support/factories';
import { assignKpi, assignObjective, ceoOf, makeKpi, makeObjective } from './support/scorecard-factories';
import { countingQueries } from './support/query-counter';
import { startTestApp, TestApp } from './support/test-app';

type Row = Record<string, unknown> & { id: string };
type Coverage = { scored: number; total: number; weightPercent: number };
type Answer = {
  score: number | null;
  coverage: Coverage;
  perspectives: { key: string; score: number | null; coverage: Coverage; objectives: { name: string; score: number | null; coverage: Coverage; kpis: { name: string; score: number | null }[] }[] }[];
};

const defaults = { exceedsTargetThreshold: 100, onTargetThreshold: 90, nearTargetThreshold: 70, atRiskThreshold: 50 };

/**
 * DESIGN decisions 19 and 22 on the real database: coverage on every roll-up of a scorecard answer
 * and its export, and the explain of a KPI line, an objective and the level, worked out by hand for
 * the scoring cases of the specification and decision 14 (period, YTD, cumulative, negative
 * polarity, cap, no data; weights of 0 cannot be stored, the database's checks refuse them, and libs/scoring's
 * explain.spec.ts works that case). Tenancy: another organization's ids answer 404.
 */
describe('explain and coverage', () => {
  let t: TestApp;
  let a: Member;
  let ceo: Row;
  const id: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp({ role: 'api' });
    a = await signedInMember(t);
    ceo = await ceoOf(a.agent);
    const year = '2025';
    // Grow revenue (Financial, 60): Revenue (quarterly, 60), Cost ratio (quarterly, lower better, 40)
    // Delight customers (Customer, 40): Active customers (monthly, cumulative, 50), Churn (quarterly, 50, never reported)
    const o1 = await makeObjective(a.agent, { name: 'Grow revenue', bscPerspective: 'Financial' });
    const o2 = await makeObjective(a.agent, { name: 'Delight customers', bscPerspective: 'Customer' });
    const kpi = (name: string, body: Record<string, unknown> = {}) => makeKpi(a.agent, { name, frequency: 'quarterly', ...body });
    const oa1 = await assignObjective(a.agent, { objectiveId: o1.id, organizationFunctionId: ceo.id, weight: 60, period: year });
    const oa2 = await assignObjective(a.agent, { objectiveId: o2.id, organizationFunctionId: ceo.id, weight: 40, period: year });
    Object.assign(id, { oa1: oa1.id, oa2: oa2.id });
    id.revenue = (await assignKpi(a.agent, { kpiId: (await kpi('Revenue', { unit: '$' })).id, objectiveAssignmentId: oa1.id, weight: 60,
      targets: { q1: 100, q2: 200, q3: 300, q4: 400 }, actualResults: { q1: 90, q2: 210 } })).id;
    id.cost = (await assignKpi(a.agent, { kpiId: (await kpi('Cost ratio', { polarity: 'negative' })).id, objectiveAssignmentId: oa1.id, weight: 40,
      targets: { q1: 50, q2: 50 }, actualResults: { q1: 40, q2: 60 } })).id;
    id.active = (await assignKpi(a.agent, { kpiId: (await kpi('Active customers', { frequency: 'monthly', isCumulative: true })).id, objectiveAssignmentId: oa2.id, weight: 50,
      targets: { january: 10, february: 20, march: 30, april: 40, may: 50, june: 60 }, actualResults: { january: 8, february: 19 } })).id;
    id.churn = (await assignKpi(a.agent, { kpiId: (await kpi('Churn')).id, objectiveAssignmentId: oa2.id, weight: 50, targets: { q1: 70, q2: 80 } })).id;
  });
  afterAll(() => t?.stop());

  const q2 = { year: '2025', frequency: 'quarterly', period: 'q2', view: 'period' };
  const ytd = { ...q2, view: 'ytd' };
  const explain = async (query: Record<string, string>, agent = a.agent, status = 200, functionId = ceo.id) =>
    (await agent.get(`/api/scorecards/${functionId}/explain`).query(query).expect(status)).body as Record<string, unknown>;
  const scorecard = async (query: Record<string, string>) => (await a.agent.get(`/api/scorecards/${ceo.id}`).query(query).expect(200)).body as Answer;

  it('coverage on every roll-up: Q2 period view', async () => {
    const s = await scorecard(q2);
    // Grow revenue 96.2 (2 of 2); Delight customers nothing in Q2; level 96.2 × 60 / 100 over the 60 of 100 with data = 96.2 → 96
    expect(s.score).toBe(96);
    expect(s.coverage).toEqual({ scored: 2, total: 4, weightPercent: 60 });
    expect(s.perspectives.map((p) => [p.key, p.score, p.coverage])).toEqual([
      ['Financial', 94, { scored: 2, total: 2, weightPercent: 100 }],
      ['Customer', null, { scored: 0, total: 2, weightPercent: 0 }],
      ['Internal_Process', null, { scored: 0, total: 0, weightPercent: 0 }],
      ['Learning_Growth', null, { scored: 0, total: 0, weightPercent: 0 }],
    ]);
    expect(s.perspectives.flatMap((p) => p.objectives.map((o) => [o.name, o.score, o.coverage]))).toEqual([
      ['Grow revenue', 96.2, { scored: 2, total: 2, weightPercent: 100 }],
      ['Delight customers', null, { scored: 0, total: 2, weightPercent: 0 }],
    ]);
  });

  it('coverage on every roll-up: YTD through Q2, and in the export beside the score', async () => {
    const s = await scorecard(ytd);
    // level: 100 × 60% + 95 × 40% = 98; weight with data: 60 × 2/2 + 40 × 1/2 = 80
    expect([s.score, s.coverage]).toEqual([98, { scored: 3, total: 4, weightPercent: 80 }]);
    expect(s.perspectives[1]).toMatchObject({ key: 'Customer', score: 95, coverage: { scored: 1, total: 2, weightPercent: 50 } });
    expect(s.perspectives[1]!.objectives[0]).toMatchObject({ score: 95, coverage: { scored: 1, total: 2, weightPercent: 50 } });

    const csv = (await a.agent.get(`/api/spreadsheets/export/scorecards/${ceo.id}`).query({ ...ytd, format: 'csv' }).buffer(true)).text;
    expect(csv).toContain('Score: 98% (based on 3 of 4 KPIs, 80% of the weight)');
    expect(csv).toMatch(/\nCustomer,,,,,,,95,,,,"?based on 1 of 2 KPIs, 50% of the weight"?\r?\n/);
    expect(csv).toMatch(/\nCustomer,Delight customers,,,40,,,95,,,,"?based on 1 of 2 KPIs, 50% of the weight"?\r?\n/);
    // a full roll-up carries no note
    expect(csv).toMatch(/\nFinancial,,,,,,,100,,,,\r?\n/);
  });

  it('explains a KPI line: period, positive polarity', async () => {
    expect(await explain({ ...q2, kpiAssignmentId: id.revenue! })).toEqual({
      kind: 'kpi', kpiAssignmentId: id.revenue, objectiveAssignmentId: id.oa1, name: 'Revenue', unit: '$', frequency: 'quarterly',
      periodsUsed: [{ period: 'q2', target: 200, actual: 210 }], periodsSkipped: [],
      targetSum: 200, actualSum: 210, polarity: 'positive', isCumulative: false,
      // 210 / 200 × 100 = 105 → Exceeds Target; 105 × 60 / 100 = 63 points of Grow revenue
      rawScore: 105, cap: 150, score: 105, status: 'Exceeds Target', thresholds: defaults,
      weight: 60, weightInForce: 60, contribution: 63,
    });
  });

  it('explains negative polarity, YTD, cumulative and no data', async () => {
    // lower is better: 50 / 60 × 100 = 83.33 → 83, Near Target; 83 × 40 / 100 = 33.2
    expect(await explain({ ...q2, kpiAssignmentId: id.cost! })).toMatchObject({
      polarity: 'negative', rawScore: 83.3333333333333, score: 83, status: 'Near Target', contribution: 33.2,
    });
    // YTD: (90 + 210) / (100 + 200) = 100
    expect(await explain({ ...ytd, kpiAssignmentId: id.revenue! })).toMatchObject({
      periodsUsed: [{ period: 'q1', target: 100, actual: 90 }, { period: 'q2', target: 200, actual: 210 }], periodsSkipped: [], targetSum: 300, actualSum: 300, score: 100,
    });
    // decision 14: the year to Q4 uses the two reported quarters only
    expect(await explain({ ...ytd, period: 'q4', kpiAssignmentId: id.revenue! })).toMatchObject({ periodsSkipped: ['q3', 'q4'], targetSum: 300, actualSum: 300 });
    // cumulative: the latest month with a result, February 19 of 20 → 95; alone with data in its objective: weight 50 in force 100
    expect(await explain({ ...ytd, kpiAssignmentId: id.active! })).toMatchObject({
      isCumulative: true, periodsUsed: [{ period: 'february', target: 20, actual: 19 }], periodsSkipped: ['january', 'march', 'april', 'may', 'june'],
      rawScore: 95, score: 95, status: 'On Target', weight: 50, weightInForce: 100, contribution: 95,
    });
    expect(await explain({ ...q2, kpiAssignmentId: id.churn! })).toMatchObject({
      periodsUsed: [], periodsSkipped: ['q2'], targetSum: 80, actualSum: null, rawScore: null, score: null, status: 'No Data', contribution: null,
    });
  });

  it('explains an objective and the level with the scorecard’s own numbers', async () => {
    expect(await explain({ ...q2, objectiveAssignmentId: id.oa1! })).toEqual({
      kind: 'objective', id: id.oa1, name: 'Grow revenue',
      items: [
        { kind: 'kpi', id: id.revenue, name: 'Revenue', weight: 60, score: 105, included: true, weightInForce: 60, contribution: 63 },
        { kind: 'kpi', id: id.cost, name: 'Cost ratio', weight: 40, score: 83, included: true, weightInForce: 40, contribution: 33.2 },
      ],
      coverage: { scored: 2, total: 2, weightPercent: 100 }, method: 'weighted', rawScore: 96.2, score: 96.2, status: 'On Target', thresholds: defaults,
    });
    // no data in Q2: nothing included
    expect(await explain({ ...q2, objectiveAssignmentId: id.oa2! })).toMatchObject({
      method: 'none', score: null, status: 'No Data', coverage: { scored: 0, total: 2, weightPercent: 0 }, items: [{ included: false }, { included: false }],
    });
    // a perspective: the plain average of its KPI lines, (100 + 100) / 2 = 100
    expect(await explain({ ...ytd, perspective: 'Financial' })).toMatchObject({
      kind: 'perspective', id: 'Financial', name: 'Financial', method: 'average', score: 100, coverage: { scored: 2, total: 2, weightPercent: 100 },
      items: [{ kind: 'kpi', id: id.revenue, weightInForce: 50, contribution: 50 }, { kind: 'kpi', id: id.cost, weightInForce: 50, contribution: 50 }],
    });
    const level = await explain(ytd);
    const s = await scorecard(ytd);
    expect(level).toMatchObject({
      kind: 'level', id: ceo.id, name: ceo.name, method: 'weighted', rawScore: 98, score: s.score, coverage: s.coverage,
      items: [
        { kind: 'objective', id: id.oa1, weight: 60, score: 100, included: true, weightInForce: 60, contribution: 60 },
        { kind: 'objective', id: id.oa2, weight: 40, score: 95, included: true, weightInForce: 40, contribution: 38 },
      ],
    });
  });

  it('the cap: Q1, cap 120: 50 / 40 × 100 = 125 → 120', async () => {
    const m = await signedInMember(t);
    const top = await ceoOf(m.agent);
    const o = await makeObjective(m.agent, { name: 'Costs' });
    const oa = await assignObjective(m.agent, { objectiveId: o.id, organizationFunctionId: top.id, weight: 100, period: '2025' });
    const k = await makeKpi(m.agent, { name: 'Cost', frequency: 'quarterly', polarity: 'negative' });
    const ka = await assignKpi(m.agent, { kpiId: k.id, objectiveAssignmentId: oa.id, weight: 100, targets: { q1: 50 }, actualResults: { q1: 40 } });
    await m.agent.put('/api/organization-settings').send({ scoreCapPercentage: 120 }).expect(200);
    expect(await explain({ ...q2, period: 'q1', kpiAssignmentId: ka.id }, m.agent, 200, top.id)).toMatchObject({ rawScore: 125, cap: 120, score: 120, status: 'Exceeds Target' });
  });

  it('answers 404 for another organization’s function or assignment, 400 for both ids or a bad view', async () => {
    const b = await signedInMember(t);
    const theirs = await ceoOf(b.agent);
    expect((await explain(q2, b.agent, 404)).message).toBe('Function not found');
    expect((await explain({ ...q2, kpiAssignmentId: id.revenue! }, b.agent, 404, theirs.id)).message).toBe('KPI assignment not found');
    expect((await explain({ ...q2, objectiveAssignmentId: id.oa1! }, b.agent, 404, theirs.id)).message).toBe('Objective assignment not found');
    await explain({ ...q2, kpiAssignmentId: randomUUID() }, a.agent, 404);
    await explain({ ...q2, kpiAssignmentId: 'not-an-id' }, a.agent, 404);
    await explain(q2, a.agent, 404, 'not-an-id');
    // a KPI of another year is not on this year's scorecard
    await explain({ ...q2, year: '2024', kpiAssignmentId: id.revenue! }, a.agent, 404);
    expect((await explain({ ...q2, kpiAssignmentId: id.revenue!, objectiveAssignmentId: id.oa1! }, a.agent, 400)).message).toBe('Give one of kpiAssignmentId, objectiveAssignmentId or perspective, not more');
    expect((await explain({ ...q2, perspective: 'Money' }, a.agent, 400)).message).toBe('perspective must be one of Financial, Customer, Internal_Process, Learning_Growth');
    expect((await explain({ ...q2, period: 'q5' }, a.agent, 400)).message).toMatch(/^period 'q5' is not a quarterly period/);
    expect((await explain({ ...q2, color: 'red' }, a.agent, 400)).message).toBe('property color should not exist');
    await t.http.get(`/api/scorecards/${ceo.id}/explain`).expect(401);
  });

  it('costs the scorecard call’s queries, no more', async () => {
    const dataSource = t.app.get(DataSource);
    const card = await countingQueries(dataSource, () => a.agent.get(`/api/scorecards/${ceo.id}`).query(q2).expect(200));
    const line = await countingQueries(dataSource, () => a.agent.get(`/api/scorecards/${ceo.id}/explain`).query({ ...q2, kpiAssignmentId: id.revenue! }).expect(200));
    expect(card.queries).toBeGreaterThanOrEqual(2);
    expect(line.queries).toBe(card.queries);
  });
});
