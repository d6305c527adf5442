import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Member, signedInMember } from './support/factories';
import { assignKpi, assignObjective, ceoOf, makeFunction, makeKpi, makeObjective, seedTenThousandAssignments } from './support/scorecard-factories';
import { countingQueries } from './support/query-counter';
import { startTestApp, TestApp } from './support/test-app';

type Row = Record<string, unknown> & { id: string };
type OverviewRow = {
  id: string;
  name: string;
  description: string | null;
  functionId: string;
  functionName: string;
  objectiveName: string;
  perspective: string;
  perspectiveName: string;
  frequency: string;
  ownerId: string | null;
  ownerName: string | null;
  target: number | null;
  actual: number | null;
  score: number | null;
  status: string;
  reportedPeriods: number;
  duePeriods: number;
};

/**
 * GET /api/kpi-overview: every KPI assignment of the organization scored for a view (numbers worked
 * out by hand from scorecard.md section 9 and DESIGN decision 14), filters, server sort, paging,
 * tenancy and a constant number of queries at 10,000 assignments.
 */
describe('kpi-overview', () => {
  let t: TestApp;
  let a: Member;
  let ceo: Row;
  let sales: Row;
  let grow: Row;
  let delight: Row;
  let other: Row;

  beforeAll(async () => {
    t = await startTestApp({ role: 'api' });
    a = await signedInMember(t);
    ceo = await ceoOf(a.agent);
    sales = await makeFunction(a.agent, { parentId: ceo.id, name: 'Sales Division' });
    other = (await a.agent.post('/api/employees').send({ name: 'Olga Other' }).expect(201)).body as Row;
    grow = await makeObjective(a.agent, { name: 'Grow revenue', bscPerspective: 'Financial' });
    delight = await makeObjective(a.agent, { name: 'Delight customers', bscPerspective: 'Customer' });
    const revenue = await makeKpi(a.agent, { name: 'Revenue', description: 'Money in from invoices', unit: '$', frequency: 'quarterly' });
    const churn = await makeKpi(a.agent, { name: 'Churn', unit: '%', frequency: 'quarterly', polarity: 'negative' });
    const nps = await makeKpi(a.agent, { name: 'NPS', unit: 'score', frequency: 'monthly' });
    const year = '2025';
    const ceoGrow = await assignObjective(a.agent, { objectiveId: grow.id, organizationFunctionId: ceo.id, weight: 60, period: year });
    const ceoDelight = await assignObjective(a.agent, { objectiveId: delight.id, organizationFunctionId: ceo.id, weight: 40, period: year });
    const salesGrow = await assignObjective(a.agent, { objectiveId: grow.id, organizationFunctionId: sales.id, parentObjectiveAssignmentId: ceoGrow.id, period: year });
    // CEO · Grow revenue · Revenue: q2 120 / 100 → 120, Exceeds Target
    await assignKpi(a.agent, { kpiId: revenue.id, objectiveAssignmentId: ceoGrow.id, weight: 50, ownerId: a.employee!.id, targets: { q1: 100, q2: 100 }, actualResults: { q1: 80, q2: 120 } });
    // CEO · Grow revenue · Churn (lower better): q2 10 / 20 → 50, At Risk; owned by Olga
    await assignKpi(a.agent, { kpiId: churn.id, objectiveAssignmentId: ceoGrow.id, weight: 50, ownerId: other.id, targets: { q1: 10, q2: 10 }, actualResults: { q1: 10, q2: 20 } });
    // CEO · Delight customers · NPS (monthly): q2 = april 9 only reported (may, june not) → 9 / 10 = 90, On Target (decision 14)
    await assignKpi(a.agent, { kpiId: nps.id, objectiveAssignmentId: ceoDelight.id, weight: 100, ownerId: null, targets: { april: 10, may: 10, june: 10 }, actualResults: { april: 9 } });
    // Sales Division · Grow revenue · Revenue: no result → No Data
    await assignKpi(a.agent, { kpiId: revenue.id, objectiveAssignmentId: salesGrow.id, weight: 100, ownerId: other.id, targets: { q2: 50 } });
    // another year: not listed for 2025
    const later = await assignObjective(a.agent, { objectiveId: grow.id, organizationFunctionId: ceo.id, period: '2026' });
    await assignKpi(a.agent, { kpiId: revenue.id, objectiveAssignmentId: later.id, targets: { q2: 1 }, actualResults: { q2: 1 } });
  });
  afterAll(() => t?.stop());

  const q2 = { year: '2025', frequency: 'quarterly', period: 'q2', view: 'period' };
  const list = async (filter: Record<string, unknown>, extra: Record<string, string> = {}, agent = a.agent) => {
    const res = await agent.get('/api/kpi-overview').query({ filter: JSON.stringify({ ...q2, ...filter }), ...extra }).expect(200);
    return { rows: res.body as OverviewRow[], range: res.headers['content-range'] as string };
  };
  const names = (rows: OverviewRow[]) => rows.map((r) => `${r.name} @ ${r.functionName}`);

  it('lists every KPI assignment of the year scored for the view, sorted by name', async () => {
    const { rows, range } = await list({});
    expect(range).toBe('kpi-overview 0-3/4');
    expect(names(rows)).toEqual(['Churn @ CEO Office', 'NPS @ CEO Office', 'Revenue @ CEO Office', 'Revenue @ Sales Division']);
    const [churn, nps, revenue, salesRevenue] = rows;
    expect(revenue).toMatchObject({
      description: 'Money in from invoices', objectiveName: 'Grow revenue', perspective: 'Financial', perspectiveName: 'Financial',
      frequency: 'quarterly', target: 100, actual: 120, score: 120, status: 'Exceeds Target', ownerName: a.employee!.name, reportedPeriods: 1, duePeriods: 1,
    });
    expect(churn).toMatchObject({ target: 10, actual: 20, score: 50, status: 'At Risk', ownerId: other.id, ownerName: 'Olga Other' });
    // april reported, may and june not: only april counts → 9 / 10 = 90, and 1 of 3 reported
    expect(nps).toMatchObject({ objectiveName: 'Delight customers', perspective: 'Customer', target: 10, actual: 9, score: 90, status: 'On Target', reportedPeriods: 1, duePeriods: 3 });
    expect(salesRevenue).toMatchObject({ functionId: sales.id, target: 50, actual: null, score: null, status: 'No Data', reportedPeriods: 0 });
  });

  it('reads the view: year to date, and annual forces it', async () => {
    const ytd = await list({ view: 'ytd' });
    // Revenue q1..q2: 200 / 200 = 100; Churn (lower better) 20 / 30 = 66.7 → 67 → At Risk (50 ≤ 67 < 70)
    expect(ytd.rows.find((r) => r.name === 'Revenue' && r.functionName === 'CEO Office')).toMatchObject({ target: 200, actual: 200, score: 100, status: 'Exceeds Target' });
    expect(ytd.rows.find((r) => r.name === 'Churn')).toMatchObject({ target: 20, actual: 30, score: 67, status: 'At Risk' });
    const annual = await list({ frequency: 'annual', period: 'annual', view: 'period' });
    expect(annual.rows.find((r) => r.name === 'Revenue' && r.functionName === 'CEO Office')).toMatchObject({ target: 200, actual: 200, score: 100, reportedPeriods: 2, duePeriods: 4 });
    const other = await list({ year: '2026' });
    expect(other.range).toBe('kpi-overview 0-0/1');
  });

  it('filters by search, function, objective and owner, alone and together', async () => {
    expect(names((await list({ q: 'INVOICES' })).rows)).toEqual(['Revenue @ CEO Office', 'Revenue @ Sales Division']);
    expect(names((await list({ q: 'olga' })).rows)).toEqual(['Churn @ CEO Office', 'Revenue @ Sales Division']);
    expect(names((await list({ q: '100%_' })).rows)).toEqual([]);
    expect(names((await list({ functionId: sales.id })).rows)).toEqual(['Revenue @ Sales Division']);
    expect(names((await list({ objectiveId: delight.id })).rows)).toEqual(['NPS @ CEO Office']);
    expect(names((await list({ ownerId: other.id, functionId: ceo.id })).rows)).toEqual(['Churn @ CEO Office']);
    expect(names((await list({ objectiveId: grow.id, q: 'churn' })).rows)).toEqual(['Churn @ CEO Office']);
    // plain query parameters work too, and a select's 'all' means no filter
    const res = await a.agent.get('/api/kpi-overview').query({ ...q2, q: 'nps', functionId: 'all' }).expect(200);
    expect(names(res.body)).toEqual(['NPS @ CEO Office']);
  });

  it('sorts on the server, computed values with No Data last in both directions', async () => {
    const by = async (field: string, order: string) => names((await list({}, { sort: JSON.stringify([field, order]) })).rows);
    expect(await by('score', 'DESC')).toEqual(['Revenue @ CEO Office', 'NPS @ CEO Office', 'Churn @ CEO Office', 'Revenue @ Sales Division']);
    expect(await by('score', 'ASC')).toEqual(['Churn @ CEO Office', 'NPS @ CEO Office', 'Revenue @ CEO Office', 'Revenue @ Sales Division']);
    expect(await by('status', 'ASC')).toEqual(await by('score', 'ASC'));
    expect(await by('actual', 'DESC')).toEqual(['Revenue @ CEO Office', 'Churn @ CEO Office', 'NPS @ CEO Office', 'Revenue @ Sales Division']);
    expect(await by('functionName', 'DESC')).toEqual(['Revenue @ Sales Division', 'Churn @ CEO Office', 'NPS @ CEO Office', 'Revenue @ CEO Office']);
    // Olga Other, then Test User …, then no owner
    expect(await by('ownerName', 'ASC')).toEqual(['Churn @ CEO Office', 'Revenue @ Sales Division', 'Revenue @ CEO Office', 'NPS @ CEO Office']);
    expect(await by('frequency', 'ASC')).toEqual(['NPS @ CEO Office', 'Churn @ CEO Office', 'Revenue @ CEO Office', 'Revenue @ Sales Division']);
    expect(await by('name', 'DESC')).toEqual(['Revenue @ CEO Office', 'Revenue @ Sales Division', 'NPS @ CEO Office', 'Churn @ CEO Office']);
  });

  it('pages with Content-Range, in database and computed sorts alike', async () => {
    const first = await list({}, { range: '[0,1]' });
    expect(first.range).toBe('kpi-overview 0-1/4');
    expect(names(first.rows)).toEqual(['Churn @ CEO Office', 'NPS @ CEO Office']);
    const second = await list({}, { range: '[2,3]', sort: '["score","DESC"]' });
    expect(second.range).toBe('kpi-overview 2-3/4');
    expect(names(second.rows)).toEqual(['Churn @ CEO Office', 'Revenue @ Sales Division']);
    const past = await list({}, { range: '[10,19]' });
    expect(past.rows).toEqual([]);
    expect(past.range).toBe('kpi-overview 10-10/4');
  });

  it('refuses bad parameters with 400 and a clear message', async () => {
    const bad = async (query: Record<string, string>) => (await a.agent.get('/api/kpi-overview').query(query).expect(400)).body.message;
    expect(await bad({ sort: '["password","ASC"]' })).toMatch(/^sort field must be one of name, functionName/);
    expect(await bad({ filter: '{"secret":1}' })).toBe('Cannot filter by secret');
    expect(await bad({ filter: '{"q":{"$ne":1}}' })).toBe('q must be text');
    expect(await bad({ filter: '{"period":"q5"}' })).toBe("period 'q5' is not a quarterly period (expected q1, q2, q3, q4)");
    expect(await bad({ filter: '{"frequency":"weekly"}' })).toBe('frequency must be monthly, quarterly or annual');
    expect(await bad({ filter: '{"view":"all-time"}' })).toBe('view must be period or ytd');
    expect(await bad({ filter: '{"year":"12"}' })).toBe('year must be a year such as 2026');
    expect(await bad({ range: '[5,1]' })).toBe('range must look like [0,24]');
  });

  it("answers 404 for another organization's or an unknown function, objective or owner, and shows only its own rows", async () => {
    const b = await signedInMember(t);
    await b.agent.get('/api/kpi-overview').query({ filter: JSON.stringify({ functionId: sales.id }) }).expect(404, /Function not found/);
    await b.agent.get('/api/kpi-overview').query({ filter: JSON.stringify({ objectiveId: grow.id }) }).expect(404, /Objective not found/);
    await b.agent.get('/api/kpi-overview').query({ filter: JSON.stringify({ ownerId: other.id }) }).expect(404, /Employee not found/);
    await a.agent.get('/api/kpi-overview').query({ filter: JSON.stringify({ functionId: randomUUID() }) }).expect(404);
    await a.agent.get('/api/kpi-overview').query({ filter: JSON.stringify({ functionId: 'not-an-id' }) }).expect(404);
    const theirs = await list({}, {}, b.agent);
    expect(theirs.rows).toEqual([]);
    expect(theirs.range).toBe('kpi-overview 0-0/0');
    await t.http.get('/api/kpi-overview').expect(401);
  });

  it('answers a page of 10,000 KPI assignments in a constant number of queries', async () => {
    const m = await signedInMember(t);
    const top = await ceoOf(m.agent);
    const dataSource = t.app.get(DataSource);
    await seedTenThousandAssignments(dataSource, m.organizationId, top.id, {
      targets: `'{"january":10,"february":10,"march":10,"april":10,"may":10,"june":10}'::jsonb`,
      actualResults: `jsonb_build_object('january', (abs(hashtext(k."id"::text || oa."id"::text)) % 15)::int, 'february', 9)`,
    });
    const timed = async (query: Record<string, string>) => {
      const started = performance.now();
      const { result: res, queries } = await countingQueries(dataSource, () =>
        m.agent.get('/api/kpi-overview').query({ ...query, filter: JSON.stringify({ ...q2, period: 'q1' }) }).expect(200),
      );
      return { rows: res.body as OverviewRow[], range: res.headers['content-range'] as string, queries, ms: performance.now() - started };
    };
    const byName = await timed({ sort: '["name","ASC"]', range: '[0,24]' });
    const byScore = await timed({ sort: '["score","DESC"]', range: '[0,24]' });
    expect(byName.range).toBe('kpi-overview 0-24/10000');
    expect(byScore.range).toBe('kpi-overview 0-24/10000');
    // january (0..14) + february 9 against 20: the best is (14 + 9) / 20 = 115
    expect(byScore.rows[0]).toMatchObject({ score: 115, reportedPeriods: 2 });
    // either sort: the session's user, settings, the page's ids, their rows and the total (and
    // nothing per row); by score the ids come from the stored view values (issue 36), no longer
    // from every line of the year scored per request
    expect(byName.queries).toBeLessThanOrEqual(5);
    expect(byScore.queries).toBe(byName.queries);
    // the query count is the guarantee; times are printed, not bounded (a busy CI machine would make a
    // bound flaky), and `make bench` measures this call on an enterprise tenant
    console.log(`kpi-overview at 10,000 assignments: by name ${Math.round(byName.ms)} ms, by score ${Math.round(byScore.ms)} ms, ${byName.queries} queries`);
  }, 240_000); // the seed writes the 330,000 stored view values of 10,000 assignments (issue 36)
});
