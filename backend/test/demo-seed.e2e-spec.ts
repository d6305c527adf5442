import { DataSource } from 'typeorm';
import { DemoSeedResult, DemoSeedService } from '../src/modules/demo/demo-seed.service';
import { signIn } from './support/factories';
import { countingQueries } from './support/query-counter';
import { startTestApp, TestApp } from './support/test-app';
import type TestAgent from 'supertest/lib/agent';

type Row = Record<string, unknown> & { id: string };

/**
 * SEED_DEMO on an empty database: the demo organization, seeded through the services at start.
 * The checks of its data run on a seed of a pinned day (the seed takes its "now"), so the ones about
 * the current year's results run every month: on a real January the year has no reported month.
 */
describe('demo seed', () => {
  let t: TestApp;
  let agent: TestAgent;
  let startSeed: DemoSeedResult | null;
  let pinnedSeed: { result: DemoSeedResult | null; queries: number };
  // mid-month and mid-day, so the month is June in every time zone; results are in for January to May
  const now = new Date('2026-06-15T12:00:00Z');
  const thisYear = now.getUTCFullYear();
  const monthsDone = 5;
  const lastMonth = 'may';

  beforeAll(async () => {
    t = await startTestApp({ role: 'api', env: { SEED_DEMO: 'true' } });
    startSeed = t.app.get(DemoSeedService).lastSeed;
    // the same seed again on the pinned day (it is also the seed whose queries are counted)
    const dataSource = t.app.get(DataSource);
    await dataSource.query('DELETE FROM "organization"');
    pinnedSeed = await countingQueries(dataSource, () => t.app.get(DemoSeedService).seedIfEmpty(now));
    agent = await signIn(t, 'demo@scorecard.local', 'demo-password');
  });
  afterAll(() => t?.stop());

  it('seeds at start, once, and signs the demo admin in', async () => {
    expect(startSeed).toMatchObject({ email: 'demo@scorecard.local', password: 'demo-password', functions: 19, objectives: 16, kpis: 33 });
    const seed = pinnedSeed.result;
    expect(seed).toMatchObject({ email: 'demo@scorecard.local', password: 'demo-password', functions: 19, objectives: 16, kpis: 33, kpiAssignments: startSeed!.kpiAssignments });
    expect(seed!.resultUpdates).toBeGreaterThan(0);
    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body).toMatchObject({ email: 'demo@scorecard.local', role: 'admin', emailVerified: true, organizationId: seed!.organizationId });
    // a second start finds an organization and seeds nothing
    expect(await t.app.get(DemoSeedService).seedIfEmpty()).toBeNull();
  });

  it('has an organization chart: one CEO, three divisions, general departments and departments', async () => {
    const functions = (await agent.get('/api/functions').expect(200)).body as Row[];
    const count = (level: string) => functions.filter((f) => f.level === level).length;
    expect([count('ceo'), count('division'), count('general-department'), count('department')]).toEqual([1, 3, 6, 9]);
    const counts = (await agent.get('/api/functions/assignment-counts').query({ period: thisYear }).expect(200)).body as Row[];
    expect(counts).toHaveLength(functions.length);
    expect(counts.every((c) => (c.objectiveCount as number) > 0 && (c.kpiCount as number) > 0)).toBe(true);
  });

  it('has a library across the four perspectives, every frequency and both polarities', async () => {
    const themes = (await agent.get('/api/themes').expect(200)).body as Row[];
    const objectives = (await agent.get('/api/objectives').expect(200)).body as Row[];
    const kpis = (await agent.get('/api/kpis').expect(200)).body as Row[];
    expect(themes.length).toBeGreaterThanOrEqual(4);
    expect(objectives.length).toBeGreaterThanOrEqual(12);
    expect(new Set(objectives.map((o) => o.bscPerspective))).toEqual(new Set(['Financial', 'Customer', 'Internal_Process', 'Learning_Growth']));
    expect(objectives.every((o) => o.themeId !== null && o.ownerId !== null)).toBe(true);
    expect(kpis.length).toBeGreaterThanOrEqual(30);
    expect(new Set(kpis.map((k) => k.frequency))).toEqual(new Set(['monthly', 'quarterly', 'annual']));
    expect(new Set(kpis.map((k) => k.polarity))).toEqual(new Set(['positive', 'negative']));
    expect(kpis.some((k) => k.isCumulative)).toBe(true);
  });

  it('cascades with balanced weights for the previous and the current year', async () => {
    const oas = (await agent.get('/api/objective-assignments').expect(200)).body as Row[];
    const kas = (await agent.get('/api/kpi-assignments').expect(200)).body as Row[];
    expect(new Set(oas.map((o) => o.period))).toEqual(new Set([String(thisYear - 1), String(thisYear)]));
    const sums = new Map<string, number>();
    for (const o of oas) sums.set(`${o.organizationFunctionId}:${o.period}`, (sums.get(`${o.organizationFunctionId}:${o.period}`) ?? 0) + (o.weight as number));
    expect([...new Set(sums.values())]).toEqual([100]);
    const kpiSums = new Map<string, number>();
    for (const k of kas) kpiSums.set(k.objectiveAssignmentId as string, (kpiSums.get(k.objectiveAssignmentId as string) ?? 0) + (k.weight as number));
    expect(kpiSums.size).toBe(oas.length);
    expect([...new Set(kpiSums.values())]).toEqual([100]);
    expect(oas.filter((o) => o.organizationLevel !== 'ceo').every((o) => o.parentObjectiveAssignmentId !== null)).toBe(true);
    expect(kas.length).toBeGreaterThanOrEqual(60);
  });

  it('has targets for every period and results up to last month', async () => {
    const kpis = new Map(((await agent.get('/api/kpis').expect(200)).body as Row[]).map((k) => [k.id, k]));
    const kas = (await agent.get('/api/kpi-assignments').expect(200)).body as Row[];
    const lastYear = kas.filter((k) => k.period === String(thisYear - 1));
    const current = kas.filter((k) => k.period === String(thisYear));
    // the loops below check something only if there are rows to check
    expect({ lastYear: lastYear.length > 0, current: current.length > 0 }).toEqual({ lastYear: true, current: true });
    const periodsIn = { monthly: 12, quarterly: 4, annual: 1 } as Record<string, number>;
    for (const ka of lastYear) {
      const frequency = kpis.get(ka.kpiId as string)!.frequency as string;
      expect(Object.keys(ka.targets as object)).toHaveLength(periodsIn[frequency]);
      expect(Object.keys(ka.actualResults as object)).toHaveLength(periodsIn[frequency]);
      expect(ka.score).not.toBeNull();
    }
    for (const ka of current) {
      const frequency = kpis.get(ka.kpiId as string)!.frequency as string;
      const expected = frequency === 'monthly' ? monthsDone : frequency === 'quarterly' ? Math.floor(monthsDone / 3) : 0;
      expect(Object.keys(ka.targets as object)).toHaveLength(periodsIn[frequency]);
      expect(Object.keys(ka.actualResults as object)).toHaveLength(expected);
    }
  });

  it('answers a corporate scorecard with a score', async () => {
    const lastYear = (await agent.get('/api/scorecards/corporate').query({ year: thisYear - 1, frequency: 'annual' }).expect(200)).body;
    expect(lastYear.score).toEqual(expect.any(Number));
    expect(lastYear.score).toBeGreaterThan(50);
    expect(lastYear.perspectives.every((p: { score: number | null }) => typeof p.score === 'number')).toBe(true);
    const statuses = new Set(lastYear.perspectives.flatMap((p: { objectives: { kpis: { status: string }[] }[] }) => p.objectives.flatMap((o) => o.kpis.map((k) => k.status))));
    expect(statuses.size).toBeGreaterThanOrEqual(2);
    const thisYearCard = (await agent.get('/api/scorecards/corporate').query({ year: thisYear, frequency: 'monthly', period: lastMonth, view: 'ytd' }).expect(200)).body;
    expect(thisYearCard.score).toEqual(expect.any(Number));
  });

  it('has activities, including result updates', async () => {
    const updates = (await agent.get('/api/activities').query({ limit: 100, category: 'Actual Result Update' }).expect(200)).body as Row[];
    expect(updates.length).toBeGreaterThan(0);
    const library = (await agent.get('/api/activities').query({ limit: 100, category: 'Library' }).expect(200)).body as Row[];
    expect(library.length).toBeGreaterThanOrEqual(50);
  });

  it('has a team: three more members linked to their employees, one deactivated (Settings → Team)', async () => {
    expect(pinnedSeed.result!.members).toBe(4);
    const members = (await agent.get('/api/members').expect(200)).body as Array<Row & { email: string; status: string; role: string; employeeId: string | null; lastSignInAt: string | null }>;
    expect(members).toHaveLength(4);
    expect(members.filter((m) => m.status === 'deactivated').map((m) => m.email)).toEqual(['lucas.martin@demo.scorecard.example']);
    expect(members.filter((m) => m.role === 'admin')).toHaveLength(2);
    expect(members.every((m) => m.employeeId !== null)).toBe(true);
    const marcus = members.find((m) => m.email === 'marcus.reed@demo.scorecard.example')!;
    expect(marcus.lastSignInAt).toBe(new Date(now.getTime() - 2 * 86_400_000).toISOString());
    await signIn(t, 'priya.natarajan@demo.scorecard.example', 'demo-password');
    await t.agent().post('/api/auth/login').send({ email: 'lucas.martin@demo.scorecard.example', password: 'demo-password' }).expect(401);
  });

  it('has a handful of initiatives with milestones, each tied to objectives of the CEO scorecard (DESIGN decision 24)', async () => {
    expect(pinnedSeed.result!.initiatives).toBe(5);
    const initiatives = (await agent.get('/api/initiatives').expect(200)).body as Array<Row & { objectiveAssignmentIds: string[]; milestones: unknown[]; status: string }>;
    expect(initiatives).toHaveLength(5);
    expect(initiatives.every((i) => i.objectiveAssignmentIds.length > 0 && i.milestones.length >= 2)).toBe(true);
    const card = (await agent.get('/api/scorecards/corporate').query({ year: thisYear, frequency: 'quarterly', period: 'q2', view: 'period' }).expect(200)).body;
    const ceoObjectives = new Set(card.perspectives.flatMap((p: { objectives: { objectiveAssignmentId: string }[] }) => p.objectives.map((o) => o.objectiveAssignmentId)));
    expect(initiatives.every((i) => i.objectiveAssignmentIds.every((id) => ceoObjectives.has(id)))).toBe(true);
    expect(new Set(initiatives.map((i) => i.status)).size).toBe(5);
  });

  it('seeds in a bounded number of queries (no query per row beyond the services own writes)', () => {
    // about 1,600 for the scorecard part (each KPI assignment's creation also writes its first
    // history entry, DESIGN decision 22: one statement per create, the service's own write) and 900
    // for employees and requests; 3,077 measured when this bound was set. Each creation then also
    // writes its values in every view for the KPI Overview (issue 36: the calculated lines beside it,
    // its row, one upsert): 3,505 measured
    expect(pinnedSeed.queries).toBeLessThan(3800);
  });
});
