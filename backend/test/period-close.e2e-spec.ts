import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { NotificationClock } from '../src/modules/notifications/clock';
import { PeriodLocksService } from '../src/modules/period-close/period-locks.service';
import { signedInMember, type Member } from './support/factories';
import { type Chain, makeChain, YEAR } from './support/period-close-factories';
import { activities, assignKpi, assignObjective, ceoOf, makeKpi, makeObjective } from './support/scorecard-factories';
import { startTestApp, usingPglite, type TestApp } from './support/test-app';

/**
 * The period close (DESIGN decision 21), part 1: settings, reporting periods and their counts,
 * locks through every door (PATCH, the dialog's PUT, the spreadsheet import) and their race, the
 * review and its approver rule, requireApproval on the scorecard, My Work. Reminders and escalation
 * are in period-close-reminders.e2e-spec.ts.
 */

describe('period close', () => {
  let t: TestApp;
  let ds: DataSource;
  let A: Chain;
  let B: Member; // another organization
  let bAssignment: Record<string, any>;

  const get = async (agent: TestAgent, id: string) => (await agent.get(`/api/kpi-assignments/${id}`).expect(200)).body;
  const periods = async (agent: TestAgent, year = YEAR) => (await agent.get('/api/reporting-periods').query({ year }).expect(200)).body as Record<string, any>[];
  const period = async (agent: TestAgent, key: string) => (await periods(agent, key.slice(0, 4))).find((p) => p.key === key)!;
  const settings = (agent: TestAgent, body: Record<string, unknown>) => agent.put('/api/organization-settings').send(body);

  beforeAll(async () => {
    t = await startTestApp({ env: { NOTIFICATION_RETRY_MS: '20' } });
    ds = t.app.get(DataSource);
    t.app.get(NotificationClock).now = () => new Date('2026-11-20T12:00:00Z');
    A = await makeChain(t);
    B = await signedInMember(t);
    const bOa = await assignObjective(B.agent, { objectiveId: (await makeObjective(B.agent)).id, organizationFunctionId: (await ceoOf(B.agent)).id, period: YEAR });
    bAssignment = await assignKpi(B.agent, { kpiId: (await makeKpi(B.agent, { frequency: 'quarterly' })).id, objectiveAssignmentId: bOa.id });
  });
  afterAll(() => t?.stop());

  it('settings: the five fields with their defaults, validated, saved by admins only', async () => {
    const read = (await A.admin.agent.get('/api/organization-settings').expect(200)).body;
    expect(read).toMatchObject({ resultsDueDays: 10, reminderDaysBefore: 3, reminderDaysAfter: 2, escalationDaysAfter: 5, requireApproval: false });
    const bad = await settings(A.admin.agent, { resultsDueDays: -1, reminderDaysBefore: 2.5, reminderDaysAfter: 'x', escalationDaysAfter: 366, requireApproval: 'yes' }).expect(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        'resultsDueDays must be a whole number of days from 0 to 365',
        'reminderDaysBefore must be a whole number of days from 0 to 365',
        'reminderDaysAfter must be a whole number of days from 0 to 365',
        'escalationDaysAfter must be a whole number of days from 0 to 365',
        'requireApproval must be true or false',
      ]),
    );
    await settings(A.owner.agent, { resultsDueDays: 12 }).expect(403);
    expect((await A.admin.agent.get('/api/organization-settings').expect(200)).body.resultsDueDays).toBe(10);
    const saved = (await settings(A.admin.agent, { resultsDueDays: 12 }).expect(200)).body;
    expect(saved.resultsDueDays).toBe(12);
    expect((await period(A.admin.agent, '2026-q1')).dueDate).toBe('2026-04-12');
    expect((await B.agent.get('/api/organization-settings').expect(200)).body.resultsDueDays).toBe(10);
    await settings(A.admin.agent, { resultsDueDays: 10 }).expect(200);
  });

  it('reporting periods: 17 of a year with names, due dates and counts; completion per function', async () => {
    await A.owner.agent.patch(`/api/kpi-assignments/${A.quarterly.id}`).send({ actualResults: { q1: 90 } }).expect(200);
    await A.owner.agent.patch(`/api/kpi-assignments/${A.monthly.id}`).send({ actualResults: { january: 9, february: 11 } }).expect(200);
    const list = await periods(A.owner.agent);
    expect(list).toHaveLength(17);
    expect(list.map((p) => p.name).slice(0, 3)).toEqual(['January 2026', 'February 2026', 'March 2026']);
    expect(list.map((p) => p.name).slice(12)).toEqual(['Q1 2026', 'Q2 2026', 'Q3 2026', 'Q4 2026', '2026']);
    const byKey = Object.fromEntries(list.map((p) => [p.key, p]));
    // Q1 covers january, february, march (monthly) and q1 (quarterly): 4 values, 3 recorded (approved at once).
    expect(byKey['2026-q1']).toMatchObject({ name: 'Q1 2026', state: 'open', dueDate: '2026-04-10', due: 4, submitted: 0, approved: 3, missing: 1 });
    expect(byKey['2026-march']).toMatchObject({ due: 1, approved: 0, missing: 1, dueDate: '2026-04-10' });
    expect(byKey['2026-annual']).toMatchObject({ name: '2026', due: 16, approved: 3, missing: 13, dueDate: '2027-01-10' });
    // Another organization counts only its own.
    expect((await period(B.agent, '2026-q1')).due).toBe(1);

    const completion = (await A.owner.agent.get('/api/reporting-periods/2026-q1/completion').expect(200)).body as Record<string, any>[];
    expect(completion).toHaveLength(4);
    expect(completion.find((c) => c.functionId === A.functions.dept)).toMatchObject({ parentId: A.functions.gen, due: 4, approved: 3, missing: 1, submitted: 0 });
    expect(completion.find((c) => c.functionId === A.functions.ceo)).toMatchObject({ parentId: null, due: 0, missing: 0 });
    await A.owner.agent.get('/api/reporting-periods/2026-q9/completion').expect(404);
    await A.owner.agent.get('/api/reporting-periods').query({ year: 'soon' }).expect(400);
  });

  it('lock and unlock: admins only, a reason to unlock, both audited; another organization is not touched', async () => {
    await A.owner.agent.post('/api/reporting-periods/2026-q2/lock').send({}).expect(403);
    const locked = (await A.admin.agent.post('/api/reporting-periods/2026-q2/lock').send({ reason: 'Board pack sent' }).expect(200)).body;
    expect(locked).toMatchObject({ key: '2026-q2', name: 'Q2 2026', state: 'locked', lockReason: 'Board pack sent', lockedById: A.admin.user.id });
    expect((await A.admin.agent.post('/api/reporting-periods/2026-q2/lock').send({}).expect(409)).body.message).toBe('Q2 2026 is already locked');
    expect((await period(B.agent, '2026-q2')).state).toBe('open');
    expect((await A.admin.agent.post('/api/reporting-periods/2026-q2/unlock').send({}).expect(400)).body.message).toBe('A reason is required to unlock a period');
    await A.admin.agent.post('/api/reporting-periods/2026-q2/unlock').send({ reason: '   ' }).expect(400);
    await A.owner.agent.post('/api/reporting-periods/2026-q2/unlock').send({ reason: 'x' }).expect(403);
    await A.admin.agent.post('/api/reporting-periods/2026-q2/lock').send({ unknown: 1 }).expect(400);
    expect((await period(A.owner.agent, '2026-q2')).state).toBe('locked');
    const unlocked = (await A.admin.agent.post('/api/reporting-periods/2026-q2/unlock').send({ reason: 'Late correction' }).expect(200)).body;
    expect(unlocked).toMatchObject({ state: 'open', lockReason: null });
    expect((await A.admin.agent.post('/api/reporting-periods/2026-q2/unlock').send({ reason: 'again' }).expect(409)).body.message).toBe('Q2 2026 is not locked');
    const log = (await activities(A.admin.agent)).filter((a) => a.entityType === 'reporting_period');
    expect(log.map((a) => a.action).slice(0, 2)).toEqual(['unlocked', 'locked']);
    expect(log[0]).toMatchObject({ entityName: 'Q2 2026', details: expect.objectContaining({ reason: 'Late correction' }) });
    expect(log[1]).toMatchObject({ details: expect.objectContaining({ reason: 'Board pack sent' }) });
  });

  it('a locked period refuses targets and results through PATCH and the dialog PUT with 409, first, changing nothing', async () => {
    await A.admin.agent.post('/api/reporting-periods/2026-q1/lock').send({ reason: 'Closed' }).expect(200);
    try {
      const before = await get(A.owner.agent, A.quarterly.id);
      const refused = async (req: Promise<{ status: number; body: { message: string } }>) => {
        const res = await req;
        expect({ status: res.status, message: res.body.message }).toEqual({ status: 409, message: 'Q1 2026 is locked' });
      };
      await refused(A.owner.agent.patch(`/api/kpi-assignments/${A.quarterly.id}`).send({ actualResults: { q1: 95 } }));
      await refused(A.owner.agent.patch(`/api/kpi-assignments/${A.quarterly.id}`).send({ targets: { q1: 120 } }));
      await refused(A.owner.agent.patch(`/api/kpi-assignments/${A.quarterly.id}`).send({ actualResult: 95, resultPeriod: 'q1' }));
      // The dialog's PUT of the whole record, with an edited value in the locked quarter.
      await refused(A.owner.agent.put(`/api/kpi-assignments/${A.quarterly.id}`).send({ ...before, actualResults: { ...before.actualResults, q1: 96 } }));
      // A monthly value inside the quarter, and the lock before another rule (a wrong score echo is 422 otherwise).
      await refused(A.owner.agent.patch(`/api/kpi-assignments/${A.monthly.id}`).send({ actualResults: { march: 12 } }));
      await refused(A.owner.agent.patch(`/api/kpi-assignments/${A.quarterly.id}`).send({ actualResults: { q1: 97 }, score: 12345 }));
      const after = await get(A.owner.agent, A.quarterly.id);
      expect(after).toEqual(before);
      // Values outside the lock still go in, even when the dialog sends the locked ones unchanged.
      const put = (await A.owner.agent.put(`/api/kpi-assignments/${A.quarterly.id}`).send({ ...before, actualResults: { ...before.actualResults, q2: 80 } }).expect(200)).body;
      expect(put.actualResults).toEqual({ q1: 90, q2: 80 });
      await A.owner.agent.patch(`/api/kpi-assignments/${A.monthly.id}`).send({ actualResults: { april: 10 } }).expect(200);
      // Creating an assignment with values in the locked quarter is refused too.
      const kpi = await makeKpi(A.admin.agent, { frequency: 'quarterly' });
      await refused(A.admin.agent.post('/api/kpi-assignments').send({ kpiId: kpi.id, objectiveAssignmentId: A.oa.dept, targets: { q1: 5 } }));
      const created = (await A.admin.agent.post('/api/kpi-assignments').send({ kpiId: kpi.id, objectiveAssignmentId: A.oa.dept, targets: { q2: 5 } }).expect(201)).body;
      // Deleting an assignment with values in the locked quarter is refused; one without is not.
      await refused(A.admin.agent.delete(`/api/kpi-assignments/${A.quarterly.id}`));
      await A.admin.agent.delete(`/api/kpi-assignments/${created.id}`).expect(200);
      // So is every delete that cascades to those values: the objective assignment, the function (or
      // an ancestor), the library objective and the library KPI; each leaves the values in place.
      const dept = (await A.admin.agent.get(`/api/objective-assignments/${A.oa.dept}`).expect(200)).body;
      const held = await get(A.owner.agent, A.quarterly.id);
      await refused(A.admin.agent.delete(`/api/objective-assignments/${A.oa.dept}`));
      await refused(A.admin.agent.delete(`/api/functions/${A.functions.dept}`));
      await refused(A.admin.agent.delete(`/api/functions/${A.functions.div}`));
      await refused(A.admin.agent.delete(`/api/objectives/${dept.objectiveId}`));
      await refused(A.admin.agent.delete(`/api/kpis/${A.quarterly.kpiId}`));
      expect(await get(A.owner.agent, A.quarterly.id)).toEqual(held);
      // A cascade over values outside the lock goes through.
      const spare = await assignObjective(A.admin.agent, { objectiveId: (await makeObjective(A.admin.agent)).id, organizationFunctionId: A.functions.ceo, period: YEAR });
      const spareKpi = await makeKpi(A.admin.agent, { frequency: 'quarterly' });
      await A.admin.agent.post('/api/kpi-assignments').send({ kpiId: spareKpi.id, objectiveAssignmentId: spare.id, targets: { q2: 5 } }).expect(201);
      await A.admin.agent.delete(`/api/objective-assignments/${spare.id}`).expect(200);
      // Another organization's same period is open.
      await B.agent.patch(`/api/kpi-assignments/${bAssignment.id}`).send({ actualResults: { q1: 1 } }).expect(200);
    } finally {
      await A.admin.agent.post('/api/reporting-periods/2026-q1/unlock').send({ reason: 'test over' }).expect(200);
    }
  });

  it('the spreadsheet import: the preview lists locked cells as problems, the commit is refused with 409', async () => {
    const res = await A.admin.agent.get('/api/spreadsheets/template').query({ functionId: A.functions.dept, year: YEAR, format: 'csv' }).buffer(true);
    expect(res.status).toBe(200);
    const csv = (Buffer.isBuffer(res.body) ? res.body.toString('utf8') : res.text).replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r?\n/);
    const header = lines[0]!.split(',');
    const q1At = header.indexOf('Q1');
    expect(q1At).toBeGreaterThan(0);
    const edited = lines.map((line, i) => {
      if (i === 0 || !line.includes(A.quarterly.id) || !line.includes('Actual Results')) return line;
      const cells = line.split(',');
      cells[q1At] = '77';
      return cells.join(',');
    });
    const file = Buffer.from(edited.join('\n'));
    const clean = (await A.admin.agent.post('/api/spreadsheets/import/preview').attach('file', file, 'edit.csv').expect(201)).body;
    expect(clean).toMatchObject({ changes: 1, problems: 0 });

    await A.admin.agent.post('/api/reporting-periods/2026-q1/lock').send({}).expect(200);
    try {
      const preview = (await A.admin.agent.post('/api/spreadsheets/import/preview').attach('file', file, 'edit.csv').expect(201)).body;
      expect(preview).toMatchObject({ changes: 0, problems: 1 });
      expect(preview.previewRows[0].problems).toEqual([{ column: 'Q1', message: 'Q1 2026 is locked' }]);
      const commit = await A.admin.agent.post('/api/spreadsheets/import/commit').field('fingerprint', clean.fingerprint).attach('file', file, 'edit.csv');
      expect({ status: commit.status, message: commit.body.message }).toEqual({ status: 409, message: 'Q1 2026 is locked' });
      expect((await get(A.admin.agent, A.quarterly.id)).actualResults.q1).toBe(90);
    } finally {
      await A.admin.agent.post('/api/reporting-periods/2026-q1/unlock').send({ reason: 'test over' }).expect(200);
    }
  });

  it('a lock racing result writes never leaves a value written in the locked period', async () => {
    // Real parallel requests: writes of distinct values into q3 around a lock of Q3.
    const writes = Array.from({ length: 16 }, (_, i) => 300 + i);
    const started: Promise<{ value: number; status: number; at: number }>[] = [];
    let lockAnsweredAt = 0;
    for (const [i, value] of writes.entries()) {
      if (i === 8) {
        started.push(
          A.admin.agent
            .post('/api/reporting-periods/2026-q3/lock')
            .send({})
            .then((r) => {
              expect(r.status).toBe(200);
              lockAnsweredAt = Date.now();
              return { value: -1, status: r.status, at: lockAnsweredAt };
            }),
        );
      }
      started.push(A.owner.agent.patch(`/api/kpi-assignments/${A.quarterly.id}`).send({ actualResults: { q3: value } }).then((r) => ({ value, status: r.status, at: Date.now() })));
    }
    const results = (await Promise.all(started)).filter((r) => r.value !== -1);
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const accepted = results.filter((r) => r.status === 200);
    const stored = (await get(A.owner.agent, A.quarterly.id)).actualResults.q3 ?? null;
    // What is stored is a value some write was told was saved (none that was refused)...
    if (accepted.length > 0) expect(accepted.map((r) => r.value)).toContain(stored);
    else expect(stored).toBeNull();
    for (const r of results.filter((x) => x.status === 409)) expect(stored).not.toBe(r.value);
    // ...and after the lock has answered, every write is refused and nothing changes.
    await A.owner.agent.patch(`/api/kpi-assignments/${A.quarterly.id}`).send({ actualResults: { q3: 999 } }).expect(409);
    expect((await get(A.owner.agent, A.quarterly.id)).actualResults.q3 ?? null).toBe(stored);
    await A.admin.agent.post('/api/reporting-periods/2026-q3/unlock').send({ reason: 'race over' }).expect(200);
  });

  (usingPglite ? it.skip : it)('a lock waits for a write in flight to commit; a write after it sees the lock', async () => {
    const locks = t.app.get(PeriodLocksService);
    const runner = ds.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      // A write in flight: it passed the lock check (shared) and has not committed yet.
      await locks.guardWrites(runner.manager, A.admin.organizationId, [{ year: YEAR, period: 'q4' }]);
      let lockStatus = 0;
      const lock = A.admin.agent.post('/api/reporting-periods/2026-q4/lock').send({}).then((r) => (lockStatus = r.status));
      await new Promise((r) => setTimeout(r, 300));
      expect(lockStatus).toBe(0); // waiting for the write
      await runner.query(`UPDATE "kpi_assignment" SET "actualResults" = "actualResults" || '{"q4": 44}' WHERE "id" = $1`, [A.quarterly.id]);
      await runner.commitTransaction();
      await lock;
      expect(lockStatus).toBe(200);
    } finally {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      await runner.release();
    }
    expect((await get(A.owner.agent, A.quarterly.id)).actualResults.q4).toBe(44);
    await A.owner.agent.patch(`/api/kpi-assignments/${A.quarterly.id}`).send({ actualResults: { q4: 45 } }).expect(409);
    await A.admin.agent.post('/api/reporting-periods/2026-q4/unlock').send({ reason: 'over' }).expect(200);
    await A.owner.agent.patch(`/api/kpi-assignments/${A.quarterly.id}`).send({ actualResults: { q4: null } }).expect(200);
  });

  it('review: the approver rule, return needs a comment and notifies the owner, approve twice changes nothing', async () => {
    await settings(A.admin.agent, { requireApproval: true }).expect(200);
    try {
      const submitted = (await A.owner.agent.patch(`/api/kpi-assignments/${A.quarterly.id}`).send({ actualResults: { q3: 110 } }).expect(200)).body;
      expect(submitted.submissions.q3).toMatchObject({ state: 'submitted', by: A.owner.user.id, comment: null });
      expect(submitted.submissions.q1).toMatchObject({ state: 'approved' }); // recorded without approval required
      // The list answers the same map.
      const listed = (await A.owner.agent.get('/api/kpi-assignments').query({ filter: JSON.stringify({ id: A.quarterly.id }) }).expect(200)).body;
      expect(listed[0].submissions).toEqual(submitted.submissions);

      // Scorecard of the department, Q3: the submitted value does not count and awaits approval.
      const line = async () => {
        const card = (await A.dept.agent.get(`/api/scorecards/${A.functions.dept}`).query({ year: YEAR, frequency: 'quarterly', period: 'q3', view: 'period' }).expect(200)).body;
        return card.perspectives.flatMap((p: any) => p.objectives.flatMap((o: any) => o.kpis)).find((k: any) => k.kpiAssignmentId === A.quarterly.id);
      };
      expect(await line()).toMatchObject({ actual: null, status: 'No Data', awaitingApproval: true });

      const review = (agent: TestAgent, body: Record<string, unknown>, id = A.quarterly.id) => agent.post(`/api/kpi-assignments/${id}/review`).send(body);
      // Not the parent owner: the department's own owner, the division owner, the value's owner.
      for (const m of [A.dept, A.div, A.owner]) await review(m.agent, { period: 'q3', decision: 'approve' }).expect(403);
      await review(B.agent, { period: 'q3', decision: 'approve' }).expect(404);
      await review(A.gen.agent, { period: 'q3', decision: 'maybe' }).expect(400);
      await review(A.gen.agent, { period: 'march', decision: 'approve' }).expect(400);
      expect((await review(A.gen.agent, { period: 'q4', decision: 'approve' }).expect(422)).body.message).toBe('There is no result for this period to review');
      expect((await review(A.gen.agent, { period: 'q3', decision: 'return' }).expect(422)).body.message).toBe('A comment is required to return a result');

      const approved = (await review(A.gen.agent, { period: 'q3', decision: 'approve' }).expect(200)).body;
      expect(approved.submissions.q3).toMatchObject({ state: 'approved', by: A.gen.user.id });
      const again = (await review(A.gen.agent, { period: 'q3', decision: 'approve' }).expect(200)).body;
      expect(again.submissions.q3).toEqual(approved.submissions.q3);
      expect(await line()).toMatchObject({ actual: 110, awaitingApproval: false });

      // Return (the admin may review any value): the owner is told in the app and by e-mail.
      await A.owner.agent.patch(`/api/kpi-assignments/${A.quarterly.id}`).send({ actualResults: { q2: 70 } }).expect(200);
      const returned = (await review(A.admin.agent, { period: 'q2', decision: 'return', comment: 'Use the audited figure' }).expect(200)).body;
      expect(returned.submissions.q2).toMatchObject({ state: 'returned', comment: 'Use the audited figure', by: A.admin.user.id });
      const bell = (await A.owner.agent.get('/api/notifications').expect(200)).body;
      expect(bell[0]).toMatchObject({ type: 'result_returned', title: 'Result returned: Revenue, Q2 2026', message: 'Use the audited figure', actionUrl: '/my-work' });
      const mail = await t.smtp.waitFor(A.owner.user.email, (m) => m.subject.includes('Result returned'));
      expect(mail.body).toContain('/my-work');
      expect((await activities(A.admin.agent)).find((a) => a.action === 'returned')).toMatchObject({ entityName: 'Revenue', details: expect.objectContaining({ period: 'q2', comment: 'Use the audited figure' }) });

      // My Work: the owner's due and returned values; the parent owner's values to review.
      await A.owner.agent.patch(`/api/kpi-assignments/${A.monthly.id}`).send({ actualResults: { may: 9 } }).expect(200);
      const mine = (await A.owner.agent.get('/api/my-work').expect(200)).body;
      expect(mine.returned).toEqual([expect.objectContaining({ kpiAssignmentId: A.quarterly.id, period: 'q2', periodName: 'Q2 2026', state: 'returned', comment: 'Use the audited figure', actual: 70, target: 100, unit: '$', kpiName: 'Revenue', dueDate: '2026-07-10' })]);
      // Ended periods with no value (november and q4 are due after reminderDaysBefore days from 20 November).
      expect(mine.due.map((d: any) => `${d.kpiName} ${d.period} ${d.dueDate}`)).toEqual([
        'Visits march 2026-04-10', 'Visits june 2026-07-10', 'Visits july 2026-08-10', 'Visits august 2026-09-10', 'Visits september 2026-10-10', 'Visits october 2026-11-10',
      ]);
      expect(mine.due.every((d: any) => d.state === 'missing')).toBe(true);
      expect(mine.toReview).toEqual([]);
      const reviewer = (await A.gen.agent.get('/api/my-work').expect(200)).body;
      expect(reviewer.toReview).toEqual([expect.objectContaining({ kpiAssignmentId: A.monthly.id, period: 'may', state: 'submitted', actual: 9, ownerName: A.owner.employee!.name })]);
      expect((await A.div.agent.get('/api/my-work').expect(200)).body.toReview).toEqual([]);
      // The other organization's admin sees only their own values (q1 was recorded above).
      const other = (await B.agent.get('/api/my-work').expect(200)).body;
      expect(other.due.map((d: any) => `${d.kpiAssignmentId} ${d.period}`)).toEqual([`${bAssignment.id} q2`, `${bAssignment.id} q3`]);
      expect([...other.returned, ...other.toReview]).toEqual([]);
    } finally {
      await settings(A.admin.agent, { requireApproval: false }).expect(200);
    }
    // Without requireApproval a recorded value is approved at once.
    const direct = (await A.owner.agent.patch(`/api/kpi-assignments/${A.monthly.id}`).send({ actualResults: { june: 8 } }).expect(200)).body;
    expect(direct.submissions.june).toMatchObject({ state: 'approved', by: A.owner.user.id });
  });

  it('a locked period refuses reviews too', async () => {
    await A.admin.agent.post('/api/reporting-periods/2026-annual/lock').send({ reason: 'Year closed' }).expect(200);
    const res = await A.admin.agent.post(`/api/kpi-assignments/${A.quarterly.id}/review`).send({ period: 'q2', decision: 'approve' });
    expect({ status: res.status, message: res.body.message }).toEqual({ status: 409, message: '2026 is locked' });
    await A.admin.agent.post('/api/reporting-periods/2026-annual/unlock').send({ reason: 'over' }).expect(200);
  });
});

