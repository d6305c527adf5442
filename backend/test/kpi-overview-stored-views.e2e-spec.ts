import { STORED_VIEWS } from '@scorecard/scoring';
import { DataSource } from 'typeorm';
import { Member, signedInMember } from './support/factories';
import { assignKpi, assignObjective, ceoOf, makeFunction, makeKpi, makeObjective } from './support/scorecard-factories';
import { startTestApp, TestApp } from './support/test-app';

type Row = Record<string, unknown> & { id: string };
type Line = { id: string; kpiId: string; name: string; functionName: string; score: number | null; status: string; target: number | null; actual: number | null };

/**
 * The KPI Overview's sorts on computed values (score, status, target, actual) page over the values
 * the assignments context keeps on write in kpi_assignment_view_score (issue 36). These tests hold
 * that store to computeKpiLine in every view of the year, that every page of every such sort is the
 * page the whole list sorted by the screen's rule gives (missing values last in both directions,
 * ties by KPI name, KPI, function name and id), and that a read right after a committed write (a
 * result, a target, a review, a setting, a KPI's polarity, a formula's input, a deletion, a KPI or
 * function renamed) never serves a value or an order that write made stale.
 */
describe('kpi-overview sorted on stored view values', () => {
  let t: TestApp;
  let a: Member;
  let db: DataSource;
  const year = '2025';
  const lines: Record<string, Row> = {};
  let kpis: Record<string, Row>;
  let alpha: Row;

  beforeAll(async () => {
    t = await startTestApp({ role: 'api' });
    a = await signedInMember(t);
    db = t.app.get(DataSource);
    const ceo = await ceoOf(a.agent);
    alpha = await makeFunction(a.agent, { parentId: ceo.id, name: 'Alpha Division' });
    const beta = await makeFunction(a.agent, { parentId: ceo.id, name: 'Beta Division' });
    const grow = await makeObjective(a.agent, { name: 'Grow', bscPerspective: 'Financial' });
    const sales = await makeKpi(a.agent, { name: 'Sales', frequency: 'monthly' });
    const margin = await makeKpi(a.agent, { name: 'Margin', frequency: 'quarterly' });
    kpis = {
      sales,
      margin,
      cost: await makeKpi(a.agent, { name: 'Cost', frequency: 'quarterly', polarity: 'negative' }),
      stock: await makeKpi(a.agent, { name: 'Stock', frequency: 'monthly', isCumulative: true }),
      yearly: await makeKpi(a.agent, { name: 'Yearly', frequency: 'annual' }),
      ratio: await makeKpi(a.agent, { name: 'Ratio', frequency: 'quarterly', formula: `{KPI:${margin.id}} * 2` }),
    };
    const values: Record<string, [Record<string, number>, Record<string, number>][]> = {
      // [targets, actuals] for CEO, Alpha, Beta: equal values in two functions make ties broken by the function's name
      sales: [
        [{ january: 10, february: 10, march: 10, april: 10 }, { january: 8, february: 12, march: 10 }],
        [{ january: 10, february: 10, march: 10 }, { january: 8, february: 12, march: 10 }],
        [{ january: 10, february: 10 }, { january: 5 }],
      ],
      margin: [
        [{ q1: 100, q2: 100 }, { q1: 80, q2: 120 }],
        [{ q1: 100, q2: 100 }, { q1: 100 }],
        [{ q1: 50 }, {}],
      ],
      cost: [
        [{ q1: 10, q2: 10 }, { q1: 10, q2: 20 }],
        [{ q1: 10 }, { q1: 8 }],
        [{ q1: 10 }, { q1: 10 }],
      ],
      stock: [
        [{ january: 5, february: 10, march: 15 }, { january: 4, february: 11 }],
        [{ march: 15 }, { march: 15 }],
        [{}, {}],
      ],
      yearly: [
        [{ annual: 100 }, { annual: 90 }],
        [{ annual: 100 }, { annual: 100 }],
        [{ annual: 100 }, {}],
      ],
      ratio: [
        [{ q1: 100, q2: 200 }, {}],
        [{ q1: 200 }, {}],
        [{}, {}],
      ],
    };
    let ceoOa: Row | undefined;
    for (const [i, fn] of [ceo, alpha, beta].entries()) {
      const oa = await assignObjective(a.agent, { objectiveId: grow.id, organizationFunctionId: fn.id, weight: 100, period: year, ...(ceoOa ? { parentObjectiveAssignmentId: ceoOa.id } : {}) });
      ceoOa ??= oa;
      for (const [key, kpi] of Object.entries(kpis)) {
        const [targets, actualResults] = values[key]![i]!;
        lines[`${key}@${i}`] = await assignKpi(a.agent, { kpiId: kpi.id, objectiveAssignmentId: oa.id, weight: 10, targets, ...(key === 'ratio' ? {} : { actualResults }) });
      }
    }
  });
  afterAll(() => t?.stop());

  const get = async (filter: Record<string, unknown>, query: Record<string, string> = {}) => {
    const res = await a.agent.get('/api/kpi-overview').query({ filter: JSON.stringify({ year, ...filter }), ...query }).expect(200);
    return { rows: res.body as Line[], total: Number(String(res.headers['content-range']).split('/')[1]) };
  };

  /** The screen's order: missing values last in both directions, then KPI name, KPI, function name and id (the database's byte order). */
  const bytes = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  const ties = (p: Line, q: Line) => bytes(p.name, q.name) || bytes(p.kpiId, q.kpiId) || bytes(p.functionName, q.functionName) || bytes(p.id, q.id);
  const sorted = (rows: Line[], value: (l: Line) => number | null, order: 'ASC' | 'DESC') =>
    [...rows].sort((p, q) => {
      const x = value(p);
      const y = value(q);
      if (x !== y) {
        if (x === null) return 1;
        if (y === null) return -1;
        return (x - y) * (order === 'ASC' ? 1 : -1);
      }
      return ties(p, q);
    });
  const VALUE = { score: (l: Line) => l.score, status: (l: Line) => l.score, target: (l: Line) => l.target, actual: (l: Line) => l.actual };

  /** Every stored view value of the organization against computeKpiLine's (the overview computes the lines it shows with it). */
  async function expectStoredMatchesComputed(): Promise<void> {
    const stored = (await db.query(`SELECT v.* FROM "kpi_assignment_view_score" v WHERE v."organizationId" = $1`, [a.organizationId])) as {
      kpiAssignmentId: string;
      kpiId: string;
      kpiName: string;
      functionName: string;
      frequency: string;
      periodKey: string;
      view: string;
      score: number | null;
      target: number | null;
      actual: number | null;
    }[];
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM "kpi_assignment" WHERE "organizationId" = $1`, [a.organizationId]);
    expect(stored).toHaveLength(n * STORED_VIEWS.length);
    for (const key of STORED_VIEWS) {
      const { rows } = await get({ frequency: key.frequency, period: key.period, view: key.view }, { sort: '["name","ASC"]' });
      expect(rows).toHaveLength(n);
      const mine = new Map(stored.filter((s) => s.frequency === key.frequency && s.periodKey === key.period && s.view === key.view).map((s) => [s.kpiAssignmentId, s]));
      for (const line of rows) {
        const s = mine.get(line.id);
        // with the tie-breaks the sorts read off the index: the line's KPI and function as they are named now
        expect({ view: key, id: line.id, score: s?.score, target: s?.target, actual: s?.actual, kpiId: s?.kpiId, kpiName: s?.kpiName, functionName: s?.functionName }).toEqual({
          view: key,
          id: line.id,
          score: line.score,
          target: line.target,
          actual: line.actual,
          kpiId: line.kpiId,
          kpiName: line.name,
          functionName: line.functionName,
        });
      }
    }
  }

  /** Every page of every computed sort, in pages of `size`, is the whole list sorted by the rule. */
  async function expectPagesSorted(filter: Record<string, unknown>, size = 4): Promise<void> {
    const all = (await get(filter, { sort: '["name","ASC"]' })).rows;
    // by name, the lines of a KPI in function-name order (the name the line keeps)
    expect(all.map((l) => l.id)).toEqual([...all].sort(ties).map((l) => l.id));
    for (const field of ['score', 'status', 'target', 'actual'] as const) {
      for (const order of ['ASC', 'DESC'] as const) {
        const expected = sorted(all, VALUE[field], order).map((l) => l.id);
        const paged: string[] = [];
        for (let start = 0; start < all.length + size; start += size) {
          const page = await get(filter, { sort: JSON.stringify([field, order]), range: JSON.stringify([start, start + size - 1]) });
          expect(page.total).toBe(all.length);
          paged.push(...page.rows.map((r) => r.id));
        }
        expect({ filter, field, order, ids: paged }).toEqual({ filter, field, order, ids: expected });
        // unpaged, too
        expect((await get(filter, { sort: JSON.stringify([field, order]) })).rows.map((r) => r.id)).toEqual(expected);
      }
    }
  }

  it('keeps every view of every line equal to computeKpiLine', async () => {
    await expectStoredMatchesComputed();
  });

  it('pages every computed sort in the rule order, ties and missing values included, with and without filters', async () => {
    await expectPagesSorted({ frequency: 'quarterly', period: 'q1', view: 'period' });
    await expectPagesSorted({ frequency: 'quarterly', period: 'q2', view: 'ytd' }, 3);
    await expectPagesSorted({ frequency: 'monthly', period: 'february', view: 'period' }, 5);
    await expectPagesSorted({ frequency: 'annual', period: 'annual' }, 7);
    await expectPagesSorted({ frequency: 'quarterly', period: 'q1', view: 'period', q: 'a' });
    await expectPagesSorted({ frequency: 'quarterly', period: 'q1', view: 'period', functionId: (await ceoOf(a.agent)).id }, 2);
  });

  it('never serves a value a committed write made stale', async () => {
    const q1 = { frequency: 'quarterly', period: 'q1', view: 'period' };
    const first = async (field = 'score', order = 'DESC') => (await get(q1, { sort: JSON.stringify([field, order]), range: '[0,0]' })).rows[0]!;
    // A result recorded: the line leads the page read right after.
    const cost = lines['cost@2']!;
    await a.agent.patch(`/api/kpi-assignments/${cost.id}`).send({ actualResults: { q1: 1 } }).expect(200);
    expect(await first()).toMatchObject({ id: cost.id, score: 150 }); // 10 / 1 capped at the default 150%
    // The score cap: the same read is capped at once.
    await a.agent.put('/api/organization-settings').send({ scoreCapPercentage: 120 }).expect(200);
    expect(await first()).toMatchObject({ name: 'Cost', functionName: 'Alpha Division', score: 120 }); // 10 / 8 = 125, capped; tied with Beta's, ordered by function
    // The function renamed: the tie follows its new name at once, sorted by score and by name.
    await a.agent.patch(`/api/functions/${alpha.id}`).send({ name: 'Zulu Division' }).expect(200);
    expect(await first()).toMatchObject({ name: 'Cost', functionName: 'Beta Division', score: 120 });
    expect((await get(q1, { sort: '["name","ASC"]', range: '[0,2]' })).rows.map((r) => r.functionName)).toEqual(['Beta Division', 'CEO Office', 'Zulu Division']);
    // A KPI renamed: its lines move in both orders at once.
    await a.agent.patch(`/api/kpis/${kpis.stock!.id}`).send({ name: 'Abacus' }).expect(200);
    expect((await get(q1, { sort: '["name","ASC"]', range: '[0,0]' })).rows[0]).toMatchObject({ name: 'Abacus', functionName: 'Beta Division' });
    await expectStoredMatchesComputed();
    await expectPagesSorted(q1);
    // A target changed.
    const yearly = lines['yearly@2']!;
    await a.agent.patch(`/api/kpi-assignments/${yearly.id}`).send({ targets: { annual: 1 }, actualResults: { annual: 1000 }, reason: 'test' }).expect(200);
    expect((await get({ frequency: 'annual', period: 'annual' }, { sort: '["target","ASC"]', range: '[0,0]' })).rows[0]).toMatchObject({ id: yearly.id, target: 1 });
    // A KPI's polarity flipped: its lines' scores follow.
    await a.agent.patch(`/api/kpis/${kpis.cost!.id}`).send({ polarity: 'positive' }).expect(200);
    expect(await first('score', 'ASC')).toMatchObject({ id: cost.id, score: 10 });
    // requireApproval: a value recorded and not yet approved does not count; approved, it does.
    await a.agent.put('/api/organization-settings').send({ requireApproval: true }).expect(200);
    const margin = lines['margin@2']!;
    await a.agent.patch(`/api/kpi-assignments/${margin.id}`).send({ actualResults: { q1: 5000 } }).expect(200);
    const top = async (q: string) => (await get({ ...q1, q }, { sort: '["actual","DESC"]', range: '[0,0]' })).rows.map((r) => [r.name, r.functionName, r.actual])[0];
    expect(await top('Margin')).toEqual(['Margin', 'Zulu Division', 100]);
    // (the calculated Ratio = Margin × 2 on the same function reads its input's value as recorded, as computeKpiLine does)
    expect(await top('Ratio')).toEqual(['Ratio', 'Beta Division', 10000]);
    await a.agent.post(`/api/kpi-assignments/${margin.id}/review`).send({ period: 'q1', decision: 'approve' }).expect(200);
    expect(await top('Margin')).toEqual(['Margin', 'Beta Division', 5000]);
    // Turning requireApproval off again counts every value at once.
    await a.agent.put('/api/organization-settings').send({ requireApproval: false }).expect(200);
    // A line deleted leaves the sorted pages with it.
    await a.agent.delete(`/api/kpi-assignments/${margin.id}`).expect(200);
    expect((await get(q1, { sort: '["actual","DESC"]' })).rows.map((r) => r.id)).not.toContain(margin.id);
    await expectStoredMatchesComputed();
    await expectPagesSorted(q1);
    // A KPI a formula reads deleted, its assignments with it: the calculated lines' year to date (the formula over the inputs' sums) follows.
    const ytd = { frequency: 'quarterly', period: 'q2', view: 'ytd' };
    const ratioYtd = async () => (await get({ ...ytd, q: 'Ratio' }, { sort: '["actual","DESC"]', range: '[0,0]' })).rows[0]!.actual;
    expect(await ratioYtd()).not.toBeNull();
    await a.agent.delete(`/api/kpis/${kpis.margin!.id}`).expect(200);
    expect(await ratioYtd()).toBeNull();
    await expectStoredMatchesComputed();
  });
});
