import { Member, signedInMember } from './support/factories';
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
});
