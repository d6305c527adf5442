import { DataSource } from 'typeorm';
import { Member, signedInMember } from './support/factories';
import { countingQueries } from './support/query-counter';
import { assignKpi, assignObjective, ceoOf, CURRENT_YEAR, makeFunction, makeKpi, makeObjective } from './support/scorecard-factories';
import { startTestApp, TestApp } from './support/test-app';

/** The organization chart's counts for one assignment year: one call for the whole chart, scoped to the caller's organization. */
describe('function assignment counts', () => {
  let t: TestApp;
  let a: Member;
  let b: Member;

  beforeAll(async () => {
    t = await startTestApp({ role: 'api' });
    a = await signedInMember(t);
    b = await signedInMember(t);
  });
  afterAll(() => t?.stop());

  it('counts objective and KPI assignments per function for the year asked, and every year without one', async () => {
    const ceo = await ceoOf(a.agent);
    const division = await makeFunction(a.agent, { parentId: ceo.id });
    const lastYear = String(Number(CURRENT_YEAR) - 1);
    const objective = await makeObjective(a.agent);
    const top = await assignObjective(a.agent, { objectiveId: objective.id, organizationFunctionId: ceo.id });
    const old = await assignObjective(a.agent, { objectiveId: objective.id, organizationFunctionId: ceo.id, period: lastYear });
    const mid = await assignObjective(a.agent, { objectiveId: objective.id, organizationFunctionId: division.id, parentObjectiveAssignmentId: top.id });
    const kpi = await makeKpi(a.agent);
    await assignKpi(a.agent, { kpiId: kpi.id, objectiveAssignmentId: top.id });
    await assignKpi(a.agent, { kpiId: (await makeKpi(a.agent)).id, objectiveAssignmentId: top.id });
    await assignKpi(a.agent, { kpiId: kpi.id, objectiveAssignmentId: mid.id });
    await assignKpi(a.agent, { kpiId: kpi.id, objectiveAssignmentId: old.id, period: lastYear });
    // another organization's assignments never count
    const bCeo = await ceoOf(b.agent);
    await assignObjective(b.agent, { objectiveId: (await makeObjective(b.agent)).id, organizationFunctionId: bCeo.id });

    const byFunction = (rows: { functionId: string }[]) => Object.fromEntries(rows.map(({ functionId, ...counts }) => [functionId, counts]));
    const thisYear = await a.agent.get(`/api/functions/assignment-counts?period=${CURRENT_YEAR}`).expect(200);
    expect(byFunction(thisYear.body)).toEqual({ [ceo.id]: { objectiveCount: 1, kpiCount: 2 }, [division.id]: { objectiveCount: 1, kpiCount: 1 } });
    const allYears = await a.agent.get('/api/functions/assignment-counts').expect(200);
    expect(byFunction(allYears.body)).toEqual({ [ceo.id]: { objectiveCount: 2, kpiCount: 3 }, [division.id]: { objectiveCount: 1, kpiCount: 1 } });
    expect((await b.agent.get(`/api/functions/assignment-counts?period=${CURRENT_YEAR}`).expect(200)).body).toEqual([
      { functionId: bCeo.id, objectiveCount: 1, kpiCount: 0 },
    ]);
  });

  it('refuses a period that is not a year', async () => {
    expect((await a.agent.get('/api/functions/assignment-counts?period=Q4').expect(400)).body.message).toBe('Period must be a year such as 2026');
  });

  it('lists the functions, and counts the chart, in the same number of queries for 2 functions as for 41', async () => {
    const small = await signedInMember(t);
    const big = await signedInMember(t);
    const bigCeo = await ceoOf(big.agent);
    const divisions = [];
    for (let i = 0; i < 8; i++) divisions.push(await makeFunction(big.agent, { parentId: bigCeo.id }));
    for (let i = 0; i < 32; i++) await makeFunction(big.agent, { parentId: divisions[i % 8]!.id });
    const objective = await makeObjective(big.agent);
    const kpi = await makeKpi(big.agent);
    const top = await assignObjective(big.agent, { objectiveId: objective.id, organizationFunctionId: bigCeo.id, period: CURRENT_YEAR });
    await assignKpi(big.agent, { kpiId: kpi.id, objectiveAssignmentId: top.id });
    for (const division of divisions) {
      const oa = await assignObjective(big.agent, { objectiveId: objective.id, organizationFunctionId: division.id, parentObjectiveAssignmentId: top.id });
      await assignKpi(big.agent, { kpiId: kpi.id, objectiveAssignmentId: oa.id });
    }
    await makeFunction(small.agent, { parentId: (await ceoOf(small.agent)).id });

    const dataSource = t.app.get(DataSource);
    const count = async (m: Member, url: string) => {
      const { result, queries } = await countingQueries(dataSource, () => m.agent.get(url).expect(200));
      return { rows: (result.body as unknown[]).length, queries };
    };
    const few = await count(small, '/api/functions');
    const many = await count(big, '/api/functions');
    expect([few.rows, many.rows]).toEqual([2, 41]);
    // the whole list (no range, so no separate total): the counter really counts, and the number does not grow with the chart
    expect(few.queries).toBeGreaterThanOrEqual(1);
    expect(many.queries).toBe(few.queries);
    // the list carries the functions only: the chart's counts are the year's, from their own call
    expect((await big.agent.get('/api/functions').expect(200)).body[0]).not.toHaveProperty('kpiCount');

    const fewCounts = await count(small, `/api/functions/assignment-counts?period=${CURRENT_YEAR}`);
    const manyCounts = await count(big, `/api/functions/assignment-counts?period=${CURRENT_YEAR}`);
    expect([fewCounts.rows, manyCounts.rows]).toEqual([0, 9]);
    expect(manyCounts.queries).toBeGreaterThanOrEqual(1);
    expect(manyCounts.queries).toBe(fewCounts.queries);
  });
});
