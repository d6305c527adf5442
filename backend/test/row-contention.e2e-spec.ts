import { Client } from 'pg';
import { ROW_BUSY } from '../src/common/error-body';
import { Member, signedInMember } from './support/factories';
import { assignKpi, assignObjective, ceoOf, makeKpi, makeObjective } from './support/scorecard-factories';
import { startTestApp, TestApp, usingPglite } from './support/test-app';

/**
 * Many people writing one row at once (a KPI assignment's results): a write that waits for the row
 * longer than the lock timeout (3 s, DATABASE_TIMEOUTS.lockMs) answers 409 with a message a person
 * can act on and changes nothing, where it used to wait for the 5 s statement timeout and answer
 * 503 as if the database were down. Another connection of the test's own holds the row.
 */
(usingPglite ? describe.skip : describe)('a row held by another write', () => {
  let t: TestApp;
  let a: Member;
  beforeAll(async () => {
    t = await startTestApp({ role: 'api' });
    a = await signedInMember(t);
  });
  afterAll(() => t?.stop());

  it('answers 409 "try again" when the row stays held past the lock timeout, changes nothing, and saves once it is free', async () => {
    const ceo = await ceoOf(a.agent);
    const objective = await makeObjective(a.agent, { name: 'Grow', bscPerspective: 'Financial' });
    const kpi = await makeKpi(a.agent, { name: 'Revenue', frequency: 'quarterly' });
    const oa = await assignObjective(a.agent, { objectiveId: objective.id, organizationFunctionId: ceo.id, weight: 100, period: '2025' });
    const line = await assignKpi(a.agent, { kpiId: kpi.id, objectiveAssignmentId: oa.id, weight: 100, targets: { q1: 100 }, actualResults: { q1: 80 } });

    const holder = new Client({ connectionString: t.database.url });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM "kpi_assignment" WHERE "id" = $1 FOR UPDATE', [line.id]);
      const busy = await a.agent.patch(`/api/kpi-assignments/${line.id}`).send({ actualResults: { q1: 95 } });
      expect({ status: busy.status, body: busy.body }).toEqual({ status: 409, body: { statusCode: 409, message: ROW_BUSY } });
    } finally {
      await holder.query('ROLLBACK').catch(() => undefined);
      await holder.end();
    }
    expect((await a.agent.get(`/api/kpi-assignments/${line.id}`).expect(200)).body.actualResults).toMatchObject({ q1: 80 });
    const saved = await a.agent.patch(`/api/kpi-assignments/${line.id}`).send({ actualResults: { q1: 95 } }).expect(200);
    expect(saved.body.actualResults).toMatchObject({ q1: 95 });
  });
});
