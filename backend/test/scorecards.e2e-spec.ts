import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Member, signedInMember } from './support/factories';
import { assignKpi, assignObjective, ceoOf, makeFunction, makeKpi, makeObjective } from './support/scorecard-factories';
import { countingQueries } from './support/query-counter';
import { startTestApp, TestApp } from './support/test-app';

type Row = Record<string, unknown> & { id: string };
type Answer = {
  functionId: string;
  year: number;
  frequency: string;
  period: string;
  view: string;
  score: number | null;
  perspectives: {
    key: string;
    name: string;
    score: number | null;
    objectives: { objectiveAssignmentId: string; name: string; weight: number; score: number | null; kpis: { name: string; target: number | null; actual: number | null; score: number | null; status: string }[] }[];
  }[];
};

const kpiOf = (answer: Answer, name: string) => answer.perspectives.flatMap((p) => p.objectives.flatMap((o) => o.kpis)).find((k) => k.name === name)!;
const objectiveOf = (answer: Answer, name: string) => answer.perspectives.flatMap((p) => p.objectives).find((o) => o.name === name)!;
const perspectiveOf = (answer: Answer, key: string) => answer.perspectives.find((p) => p.key === key)!;

/**
 * GET /api/scorecards/:functionId and /corporate: numbers worked out by hand from the rules of
 * scorecard.md section 9 (as libs/scoring implements them), parameters, tenancy and query count.
 */
describe('scorecards', () => {
  let t: TestApp;
  let a: Member;
  let ceo: Row;

  beforeAll(async () => {
    t = await startTestApp({ role: 'api' });
    a = await signedInMember(t);
    ceo = await ceoOf(a.agent);
    const year = '2025';
    // O1 Grow revenue (Financial, weight 50): K1 Revenue (quarterly, higher better, weight 70), K2 Cost ratio (quarterly, lower better, weight 30)
    // O2 Delight customers (Customer, weight 40): K3 NPS points (monthly, weight 50), K4 Active customers (monthly, cumulative, weight 50)
    // O3 Faster delivery (Internal_Process, weight 10): K5 Cycle time (annual, lower better, weight 100), no result yet
    const o1 = await makeObjective(a.agent, { name: 'Grow revenue', bscPerspective: 'Financial' });
    const o2 = await makeObjective(a.agent, { name: 'Delight customers', bscPerspective: 'Customer' });
    const o3 = await makeObjective(a.agent, { name: 'Faster delivery', bscPerspective: 'Internal_Process' });
    const k1 = await makeKpi(a.agent, { name: 'Revenue', unit: '$', frequency: 'quarterly' });
    const k2 = await makeKpi(a.agent, { name: 'Cost ratio', unit: '%', frequency: 'quarterly', polarity: 'negative' });
    const k3 = await makeKpi(a.agent, { name: 'NPS points', unit: 'score', frequency: 'monthly' });
    const k4 = await makeKpi(a.agent, { name: 'Active customers', unit: 'count', frequency: 'monthly', isCumulative: true });
    const k5 = await makeKpi(a.agent, { name: 'Cycle time', unit: 'days', frequency: 'annual', polarity: 'negative' });
    const a1 = await assignObjective(a.agent, { objectiveId: o1.id, organizationFunctionId: ceo.id, weight: 50, period: year });
    const a2 = await assignObjective(a.agent, { objectiveId: o2.id, organizationFunctionId: ceo.id, weight: 40, period: year });
    const a3 = await assignObjective(a.agent, { objectiveId: o3.id, organizationFunctionId: ceo.id, weight: 10, period: year });
    await assignKpi(a.agent, { kpiId: k1.id, objectiveAssignmentId: a1.id, weight: 70, targets: { q1: 100, q2: 100, q3: 100, q4: 100 }, actualResults: { q1: 90, q2: 120 } });
    await assignKpi(a.agent, { kpiId: k2.id, objectiveAssignmentId: a1.id, weight: 30, targets: { q1: 50, q2: 50 }, actualResults: { q1: 40, q2: 60 } });
    const sixMonths = { january: 10, february: 10, march: 10, april: 10, may: 10, june: 10 };
    await assignKpi(a.agent, {
      kpiId: k3.id,
      objectiveAssignmentId: a2.id,
      weight: 50,
      targets: sixMonths,
      actualResults: { january: 8, february: 9, march: 10, april: 11, may: 12, june: 13 },
    });
    await assignKpi(a.agent, {
      kpiId: k4.id,
      objectiveAssignmentId: a2.id,
      weight: 50,
      targets: { january: 100, february: 200, march: 300, april: 400, may: 500, june: 600 },
      actualResults: { january: 90, february: 190, march: 310, april: 390 },
    });
    await assignKpi(a.agent, { kpiId: k5.id, objectiveAssignmentId: a3.id, weight: 100, targets: { annual: 5 } });
    // the same objective in another year does not count for 2025
    const other = await assignObjective(a.agent, { objectiveId: o1.id, organizationFunctionId: ceo.id, weight: 100, period: '2024' });
    await assignKpi(a.agent, { kpiId: k1.id, objectiveAssignmentId: other.id, targets: { q2: 1 }, actualResults: { q2: 1000 } });
  });
  afterAll(() => t?.stop());

  const scorecard = async (query: Record<string, string>, path = `/api/scorecards/${ceo.id}`): Promise<Answer> =>
    (await a.agent.get(path).query(query).expect(200)).body as Answer;

  it('computes a quarter in period view', async () => {
    const s = await scorecard({ year: '2025', frequency: 'quarterly', period: 'q2', view: 'period' });
    expect(s).toMatchObject({ functionId: ceo.id, year: 2025, frequency: 'quarterly', period: 'q2', view: 'period' });
    // K1: q2 120 / 100 × 100 = 120 → Exceeds Target (≥ 100)
    expect(kpiOf(s, 'Revenue')).toMatchObject({ target: 100, actual: 120, score: 120, status: 'Exceeds Target' });
    // K2 (lower better): 50 / 60 × 100 = 83.3 → 83 → Near Target (70 ≤ 83 < 90)
    expect(kpiOf(s, 'Cost ratio')).toMatchObject({ target: 50, actual: 60, score: 83, status: 'Near Target' });
    // K3 monthly in a quarter: april + may + june summed: 36 / 30 × 100 = 120
    expect(kpiOf(s, 'NPS points')).toMatchObject({ target: 30, actual: 36, score: 120, status: 'Exceeds Target' });
    // K4 cumulative: latest month of q2 with a result is april: 390 / 400 × 100 = 97.5 → 98 → On Target
    expect(kpiOf(s, 'Active customers')).toMatchObject({ target: 400, actual: 390, score: 98, status: 'On Target' });
    // K5 annual: no annual period ends in q2 → no data
    expect(kpiOf(s, 'Cycle time')).toMatchObject({ target: null, actual: null, score: null, status: 'No Data' });
    // O1 = 120 × 70% + 83 × 30% = 84 + 24.9 = 108.9; O2 = 120 × 50% + 98 × 50% = 109; O3 has no data
    expect(objectiveOf(s, 'Grow revenue')).toMatchObject({ weight: 50, score: 108.9 });
    expect(objectiveOf(s, 'Delight customers')).toMatchObject({ weight: 40, score: 109 });
    expect(objectiveOf(s, 'Faster delivery')).toMatchObject({ weight: 10, score: null });
    // perspectives: plain rounded averages of their KPI scores: (120 + 83) / 2 = 101.5 → 102; (120 + 98) / 2 = 109
    expect(s.perspectives.map((p) => [p.key, p.name, p.score])).toEqual([
      ['Financial', 'Financial', 102],
      ['Customer', 'Customer', 109],
      ['Internal_Process', 'Internal Process', null],
      ['Learning_Growth', 'Learning & Growth', null],
    ]);
    // level: 108.9 × 50% + 109 × 40% = 54.45 + 43.6 = 98.05 over the 90 of 100 weight with data
    // (O3 has no data and does not count against it, decision 14): 98.05 × 100 / 90 = 108.94 → 109
    expect(s.score).toBe(109);
  });

  it('computes year to date', async () => {
    const s = await scorecard({ year: '2025', frequency: 'quarterly', period: 'q2', view: 'ytd' });
    // K1: (90 + 120) / (100 + 100) = 105; K2 (lower better): (50 + 50) / (40 + 60) = 100
    expect(kpiOf(s, 'Revenue')).toMatchObject({ target: 200, actual: 210, score: 105 });
    expect(kpiOf(s, 'Cost ratio')).toMatchObject({ target: 100, actual: 100, score: 100, status: 'Exceeds Target' });
    // K3: january..june: 63 / 60 = 105; K4 cumulative: still april's 390 / 400 = 98
    expect(kpiOf(s, 'NPS points')).toMatchObject({ target: 60, actual: 63, score: 105 });
    expect(kpiOf(s, 'Active customers')).toMatchObject({ target: 400, actual: 390, score: 98 });
    // O1 = 105 × 0.7 + 100 × 0.3 = 103.5; O2 = 105 × 0.5 + 98 × 0.5 = 101.5
    expect(objectiveOf(s, 'Grow revenue').score).toBe(103.5);
    expect(objectiveOf(s, 'Delight customers').score).toBe(101.5);
    // perspectives: (105 + 100) / 2 = 102.5 → 103; (105 + 98) / 2 = 101.5 → 102
    expect(perspectiveOf(s, 'Financial').score).toBe(103);
    expect(perspectiveOf(s, 'Customer').score).toBe(102);
    // level: 103.5 × 0.5 + 101.5 × 0.4 = 51.75 + 40.6 = 92.35 over 90 of 100 weight with data: × 100 / 90 = 102.61 → 103
    expect(s.score).toBe(103);
  });

  it('forces year to date for the annual frequency', async () => {
    const s = await scorecard({ year: '2025', frequency: 'annually', period: 'ANNUAL', view: 'period' });
    expect(s).toMatchObject({ frequency: 'annual', period: 'annual', view: 'ytd' });
    // K1: the year, but only the reported q1 and q2 count (decision 14): 210 / 200 × 100 = 105 → Exceeds Target;
    // 2 of 4 quarters reported, all 4 of 2025 over
    expect(kpiOf(s, 'Revenue')).toMatchObject({ target: 200, actual: 210, score: 105, status: 'Exceeds Target', reportedPeriods: 2, duePeriods: 4 });
    // K5: annual target 5 and no actual → No Data, 0 of 1 reported
    expect(kpiOf(s, 'Cycle time')).toMatchObject({ target: 5, actual: null, score: null, status: 'No Data', reportedPeriods: 0, duePeriods: 1 });
    // O1 = 105 × 0.7 + 100 × 0.3 = 103.5; O2 = 101.5; level 103.5 × 0.5 + 101.5 × 0.4 = 51.75 + 40.6 = 92.35,
    // O3 (no data) left out: × 100 / 90 = 102.61 → 103
    expect(objectiveOf(s, 'Grow revenue').score).toBe(103.5);
    expect(s.score).toBe(103);
  });

  it('computes a month, counting quarterly KPIs at quarter-end months only', async () => {
    const march = await scorecard({ year: '2025', frequency: 'monthly', period: 'March' });
    // K1: march closes q1: 90 / 100 = 90 → On Target; K2: 50 / 40 = 125
    expect(kpiOf(march, 'Revenue')).toMatchObject({ target: 100, actual: 90, score: 90, status: 'On Target' });
    expect(kpiOf(march, 'Cost ratio')).toMatchObject({ score: 125 });
    // K3 march 10 / 10 = 100; K4 cumulative march 310 / 300 = 103.3 → 103
    expect(kpiOf(march, 'NPS points').score).toBe(100);
    expect(kpiOf(march, 'Active customers').score).toBe(103);
    // O1 = 90 × 0.7 + 125 × 0.3 = 100.5; O2 = 100 × 0.5 + 103 × 0.5 = 101.5; level 50.25 + 40.6 = 90.85,
    // O3 (no data) left out: × 100 / 90 = 100.94 → 101
    expect(march.score).toBe(101);
    const april = await scorecard({ year: '2025', frequency: 'monthly', period: 'april' });
    // april is not a quarter end: the quarterly KPIs have no value
    expect(kpiOf(april, 'Revenue')).toMatchObject({ score: null, status: 'No Data' });
  });

  it('decision 14: counts only reported months, says how many were due, names the owner', async () => {
    const m = await signedInMember(t);
    const top = await ceoOf(m.agent);
    const o = await makeObjective(m.agent, { name: 'Sell', bscPerspective: 'Financial' });
    const k = await makeKpi(m.agent, { name: 'Monthly sales', frequency: 'monthly' });
    const owner = (await m.agent.get('/api/employees').expect(200)).body[0] as Row;
    for (const year of ['2025', '2099']) {
      const oa = await assignObjective(m.agent, { objectiveId: o.id, organizationFunctionId: top.id, weight: 100, period: year });
      // january 8, february not reported, march 12; targets 10 a month
      await assignKpi(m.agent, {
        kpiId: k.id, objectiveAssignmentId: oa.id, weight: 100, ownerId: owner.id,
        targets: { january: 10, february: 10, march: 10 }, actualResults: { january: 8, march: 12 },
      });
    }
    const read = async (year: string, query: Record<string, string>) =>
      kpiOf((await m.agent.get('/api/scorecards/corporate').query({ year, ...query }).expect(200)).body as Answer, 'Monthly sales');
    // march YTD 2025: (8 + 12) / (10 + 10) = 100 → Exceeds Target, not 20 / 30 = 67; 2 of 3 due months reported
    expect(await read('2025', { frequency: 'monthly', period: 'march', view: 'ytd' })).toMatchObject({
      target: 20, actual: 20, score: 100, status: 'Exceeds Target', reportedPeriods: 2, duePeriods: 3,
      frequency: 'monthly', ownerId: owner.id, ownerName: owner.name,
    });
    // q1 viewed quarterly is the same window
    expect(await read('2025', { frequency: 'quarterly', period: 'q1' })).toMatchObject({ target: 20, actual: 20, score: 100, reportedPeriods: 2, duePeriods: 3 });
    // the same rows in a year that has not begun: nothing is due yet
    expect(await read('2099', { frequency: 'quarterly', period: 'q1' })).toMatchObject({ score: 100, reportedPeriods: 2, duePeriods: 0 });
  });

  it('answers the same for the corporate scorecard (the CEO-level function)', async () => {
    const query = { year: '2025', frequency: 'quarterly', period: 'q2', view: 'period' };
    expect(await scorecard(query, '/api/scorecards/corporate')).toEqual(await scorecard(query));
    // Once its CEO is known to the process, the corporate scorecard costs the queries of a function's (issue 36).
    const count = async (path: string) => (await countingQueries(t.app.get(DataSource), () => a.agent.get(path).query(query).expect(200))).queries;
    expect(await count('/api/scorecards/corporate')).toBe(await count(`/api/scorecards/${ceo.id}`));
  });

  it("uses the organization's labels, thresholds and score cap", async () => {
    const m = await signedInMember(t);
    const top = await ceoOf(m.agent);
    const o = await makeObjective(m.agent, { name: 'Margin', bscPerspective: 'Financial' });
    const k = await makeKpi(m.agent, { name: 'Gross margin', frequency: 'quarterly' });
    const oa = await assignObjective(m.agent, { objectiveId: o.id, organizationFunctionId: top.id, weight: 100, period: '2025' });
    await assignKpi(m.agent, { kpiId: k.id, objectiveAssignmentId: oa.id, weight: 100, targets: { q1: 40 }, actualResults: { q1: 34 } });
    // 34 / 40 = 85 → Near Target with the defaults (70 ≤ 85 < 90)
    let s = (await m.agent.get('/api/scorecards/corporate').query({ year: '2025', period: 'q1' }).expect(200)).body as Answer;
    expect(kpiOf(s, 'Gross margin')).toMatchObject({ score: 85, status: 'Near Target' });
    await m.agent
      .put('/api/organization-settings')
      .send({ perspectiveFinancialName: 'Money', exceedsTargetThreshold: 95, onTargetThreshold: 80, nearTargetThreshold: 60, atRiskThreshold: 40 })
      .expect(200);
    s = (await m.agent.get('/api/scorecards/corporate').query({ year: '2025', period: 'q1' }).expect(200)).body as Answer;
    expect(kpiOf(s, 'Gross margin')).toMatchObject({ score: 85, status: 'On Target' });
    expect(perspectiveOf(s, 'Financial').name).toBe('Money');
    // a result of 60 is 150 %, capped at 120 once the cap is 120
    await m.agent.put('/api/organization-settings').send({ scoreCapPercentage: 120 }).expect(200);
    const [ka] = (await m.agent.get('/api/kpi-assignments').expect(200)).body as Row[];
    await m.agent.patch(`/api/kpi-assignments/${ka.id}`).send({ actualResults: { q1: 60 } }).expect(200);
    s = (await m.agent.get('/api/scorecards/corporate').query({ year: '2025', period: 'q1' }).expect(200)).body as Answer;
    expect(kpiOf(s, 'Gross margin')).toMatchObject({ score: 120, status: 'Exceeds Target' });
    expect(s.score).toBe(120);
  });

  it('defaults to the current year and quarter in period view', async () => {
    const now = new Date();
    const s = await scorecard({});
    expect(s).toMatchObject({ year: now.getUTCFullYear(), frequency: 'quarterly', period: `q${Math.floor(now.getUTCMonth() / 3) + 1}`, view: 'period', score: null });
    expect(s.perspectives).toHaveLength(4);
    const monthly = await scorecard({ frequency: 'monthly' });
    expect(monthly.period).toBe(['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'][now.getUTCMonth()]);
  });

  it('refuses bad parameters with 400', async () => {
    const bad = async (query: Record<string, string>) => (await a.agent.get(`/api/scorecards/${ceo.id}`).query(query).expect(400)).body.message;
    expect(await bad({ year: 'abc' })).toBe('year must be a year such as 2026');
    expect(await bad({ frequency: 'weekly' })).toBe('frequency must be monthly, quarterly or annual');
    expect(await bad({ period: 'q5' })).toBe("period 'q5' is not a quarterly period (expected q1, q2, q3, q4)");
    expect(await bad({ frequency: 'monthly', period: 'q2' })).toMatch(/^period 'q2' is not a monthly period/);
    expect(await bad({ view: 'all' })).toBe('view must be period or ytd');
    expect(await bad({ color: 'red' })).toBe('property color should not exist');
    await a.agent.get('/api/scorecards/corporate').query({ period: 'june' }).expect(400);
  });

  it("answers 404 for another organization's function and for unknown ids", async () => {
    const b = await signedInMember(t);
    await b.agent.get(`/api/scorecards/${ceo.id}`).expect(404);
    await b.agent.get(`/api/scorecards/${randomUUID()}`).expect(404);
    await b.agent.get('/api/scorecards/not-an-id').expect(404);
    const corporate = (await b.agent.get('/api/scorecards/corporate').expect(200)).body as Answer;
    expect(corporate.functionId).toBe((await ceoOf(b.agent)).id);
    expect(corporate.perspectives.every((p) => p.objectives.length === 0)).toBe(true);
    await t.http.get('/api/scorecards/corporate').expect(401);
  });

  it('reads a function of 10 objectives × 5 KPIs in a small constant number of queries', async () => {
    const m = await signedInMember(t);
    const top = await ceoOf(m.agent);
    const big = await makeFunction(m.agent, { parentId: top.id, name: 'Big' });
    const small = await makeFunction(m.agent, { parentId: top.id, name: 'Small' });
    const parentObjective = await makeObjective(m.agent, { name: 'Parent' });
    const parent = await assignObjective(m.agent, { objectiveId: parentObjective.id, organizationFunctionId: top.id, period: '2025' });
    const kpis = [];
    for (let i = 0; i < 5; i++) kpis.push(await makeKpi(m.agent, { name: `K${i}`, frequency: i % 2 ? 'monthly' : 'quarterly' }));
    const perspectives = ['Financial', 'Customer', 'Internal_Process', 'Learning_Growth'];
    for (let i = 0; i < 10; i++) {
      const o = await makeObjective(m.agent, { name: `O${i}`, bscPerspective: perspectives[i % 4] });
      const oa = await assignObjective(m.agent, { objectiveId: o.id, organizationFunctionId: big.id, parentObjectiveAssignmentId: parent.id, weight: 10, period: '2025' });
      for (const k of kpis) {
        const values =
          k.frequency === 'quarterly'
            ? { targets: { q1: 100 }, actualResults: { q1: 80 + i } }
            : { targets: { january: 30, february: 30, march: 40 }, actualResults: { january: 30, february: 30, march: 30 } };
        await assignKpi(m.agent, { kpiId: k.id, objectiveAssignmentId: oa.id, weight: 20, ...values });
      }
      if (i === 0) {
        const smallOa = await assignObjective(m.agent, { objectiveId: o.id, organizationFunctionId: small.id, parentObjectiveAssignmentId: parent.id, period: '2025' });
        await assignKpi(m.agent, { kpiId: kpis[0].id, objectiveAssignmentId: smallOa.id });
      }
    }

    const dataSource = t.app.get(DataSource);
    const countQueries = async (path: string): Promise<{ body: Answer; queries: number }> => {
      const { result, queries } = await countingQueries(dataSource, () => m.agent.get(path).query({ year: '2025', period: 'q1' }).expect(200));
      return { body: result.body as Answer, queries };
    };

    const bigCard = await countQueries(`/api/scorecards/${big.id}`);
    const smallCard = await countQueries(`/api/scorecards/${small.id}`);
    const objectives = bigCard.body.perspectives.flatMap((p) => p.objectives);
    expect(objectives).toHaveLength(10);
    expect(objectives.flatMap((o) => o.kpis)).toHaveLength(50);
    // every query of the request through TypeORM: settings, and its objective assignments with their
    // KPI assignments in one (2 today: the function is looked up only when it has no objectives); the counter really counts
    expect(bigCard.queries).toBeGreaterThanOrEqual(2);
    expect(bigCard.queries).toBeLessThanOrEqual(6);
    expect(bigCard.queries).toBe(smallCard.queries);
    // quarterly KPIs: (80 + i) / 100; monthly KPIs summed over q1: (30 + 30 + 30) / (30 + 30 + 40) = 90
    expect(objectives.find((o) => o.name === 'O0')!.kpis.map((k) => k.score)).toEqual([80, 90, 80, 90, 80]);
  });
});
