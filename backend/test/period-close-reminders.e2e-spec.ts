import { DataSource } from 'typeorm';
import { NotificationClock } from '../src/modules/notifications/clock';
import { NotificationSchedules } from '../src/modules/notifications/notification-schedules';
import { ResultReminders } from '../src/modules/period-close/result-reminders';
import { makeUser, type Member, signedInMember } from './support/factories';
import { type Chain, makeChain } from './support/period-close-factories';
import { countingQueries } from './support/query-counter';
import { MONTH_KEYS } from '@scorecard/contracts';
import { assignKpi, assignObjective, ceoOf, makeKpi, makeObjective, seedTenThousandAssignments } from './support/scorecard-factories';
import { deleteRedisPrefix, startTestApp, type TestApp } from './support/test-app';

/**
 * The period close, part 2 (DESIGN decision 21): reminders and escalation of missing results, with
 * the clock moved. Mails are counted per person with the SMTP capture: one reminder a day at most,
 * one escalation per value, up a three-level cascade to an admin; a Redis flush between a reminder
 * and its send loses nothing; a firing run twice mails once; the computation's query count does not
 * grow with the organization.
 */
describe('period close: reminders and escalation', () => {
  let t: TestApp;
  let ds: DataSource;
  let reminders: ResultReminders;
  let A: Chain;
  let B: Chain;
  const at = (iso: string) => (t.app.get(NotificationClock).now = () => new Date(iso));
  const mailsTo = (m: Member, kind?: 'due' | 'overdue') =>
    t.smtp.mails.filter((mail) => mail.to.includes(m.user.email.toLowerCase()) && (kind === undefined || (kind === 'due' ? / due( by|$)/.test(mail.subject) : mail.subject.startsWith('Result overdue'))));
  /** Waits until each person has exactly the mails expected (and a moment more, to see no extra one arrive). */
  async function expectMails(expected: [Member, 'due' | 'overdue', number][]): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && expected.some(([m, kind, n]) => mailsTo(m, kind).length < n)) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 300));
    expect(expected.map(([m, kind]) => mailsTo(m, kind).length)).toEqual(expected.map(([, , n]) => n));
  }
  const fire = () => reminders.process({ id: `test-${Date.now()}`, name: 'reminders', data: {}, attemptsMade: 0 });

  /** Values of January and February recorded; march and q1 left missing (due 10 April). */
  async function prepare(chain: Chain): Promise<void> {
    await chain.owner.agent.patch(`/api/kpi-assignments/${chain.monthly.id}`).send({ actualResults: { january: 1, february: 2 } }).expect(200);
    // One quarterly KPI owned by the department's owner at each level above the department.
    const kpi = await makeKpi(chain.admin.agent, { name: 'Margin', frequency: 'quarterly' });
    for (const oa of [chain.oa.gen, chain.oa.div, chain.oa.ceo]) {
      await assignKpi(chain.admin.agent, { kpiId: kpi.id, objectiveAssignmentId: oa, ownerId: chain.dept.employee!.id });
    }
  }

  beforeAll(async () => {
    t = await startTestApp({ env: { NOTIFICATION_RETRY_MS: '20' } });
    ds = t.app.get(DataSource);
    reminders = t.app.get(ResultReminders);
    at('2026-04-01T10:00:00Z');
    A = await makeChain(t);
    B = await makeChain(t);
    await prepare(A);
    await prepare(B);
  });
  afterAll(() => t?.stop());

  it('reminds each owner once a day, reminderDaysBefore before and reminderDaysAfter after the due date, listing every missing value', async () => {
    at('2026-04-06T10:00:00Z'); // 4 days before: nothing
    await fire();
    // Each organization on its own calendar: B on Kiritimati's (UTC+14) is already at 7 April, 08:00.
    await B.admin.agent.put('/api/organization-settings').send({ timeZone: 'Pacific/Kiritimati' }).expect(200);
    at('2026-04-06T18:00:00Z');
    await fire();
    const dueRows = (m: Member) => ds.query(`SELECT "title" FROM "notification" WHERE "userId" = $1 AND "type" = 'results_due'`, [m.user.id]);
    expect(await dueRows(B.owner)).toEqual([{ title: '2 results due by 10 April' }]);
    expect(await dueRows(A.owner)).toEqual([]);
    at('2026-04-07T10:00:00Z'); // 3 days before 10 April (B is at 8 April: not a reminder day)
    await fire();
    await fire(); // the same firing twice (or a second process): one mail
    await expectMails([
      [A.owner, 'due', 1],
      [A.dept, 'due', 1],
      [B.owner, 'due', 1],
      [A.gen, 'due', 0],
    ]);
    const [mail] = mailsTo(A.owner, 'due');
    expect(mail!.subject).toBe('2 results due by 10 April');
    expect(mail!.body).toContain('Revenue');
    expect(mail!.body).toContain('Visits');
    expect(mail!.body).toContain('http://127.0.0.1/my-work');
    expect(mail!.body).not.toContain('Margin');
    expect(mailsTo(A.dept, 'due')[0]!.subject).toBe('3 results due by 10 April');
    // Another organization's values never appear in A's mails.
    expect(mailsTo(B.owner, 'due')[0]!.body).not.toContain(A.owner.employee!.name);

    at('2026-04-08T10:00:00Z'); // not a reminder day
    await fire();
    at('2026-04-11T10:00:00Z');
    await fire();
    await expectMails([[A.owner, 'due', 1]]);
    // A value entered in the meantime is no longer listed.
    await A.owner.agent.patch(`/api/kpi-assignments/${A.quarterly.id}`).send({ actualResults: { q1: 5 } }).expect(200);
    at('2026-04-12T10:00:00Z'); // 2 days after
    await fire();
    await fire();
    await expectMails([
      [A.owner, 'due', 2],
      [A.dept, 'due', 2],
    ]);
    expect(mailsTo(A.owner, 'due')[1]!.subject).toBe('1 result due by 10 April');
    // Nobody was escalated to yet.
    for (const m of [A.gen, A.div, A.ceo, A.admin]) expect(mailsTo(m, 'overdue')).toHaveLength(0);
  });

  it('escalates a value still missing escalationDaysAfter days after its due date up the cascade, once per value', async () => {
    await B.admin.agent.put('/api/organization-settings').send({ timeZone: 'UTC' }).expect(200);
    at('2026-04-14T10:00:00Z');
    await fire();
    at('2026-04-15T10:00:00Z'); // 5 days after 10 April
    await fire();
    await fire();
    at('2026-04-16T10:00:00Z');
    await fire();
    // The department's missing march value goes to the general department's owner (q1 was entered);
    // the general department's value to the division's owner, the division's to the CEO level's owner,
    // the CEO level's (no parent) to an admin.
    await expectMails([
      [A.gen, 'overdue', 1],
      [A.div, 'overdue', 1],
      [A.ceo, 'overdue', 1],
      [A.admin, 'overdue', 1],
      [A.owner, 'overdue', 0],
      [A.dept, 'overdue', 0],
      [B.gen, 'overdue', 2],
    ]);
    const [mail] = mailsTo(A.gen, 'overdue');
    expect(mail!.subject).toBe('Result overdue: Visits, March 2026');
    expect(mail!.body).toContain(A.owner.employee!.name);
    const [{ count }] = await ds.query(`SELECT count(*)::int AS count FROM "notification" WHERE "organizationId" = $1 AND "type" = 'result_escalation'`, [A.admin.organizationId]);
    expect(count).toBe(4);
  });

  it('a Redis flush between a due reminder and its send loses nothing', async () => {
    const person = await signedInMember(t, { organizationId: A.admin.organizationId, role: 'user' });
    const kpi = await makeKpi(A.admin.agent, { name: 'Churn', frequency: 'monthly' });
    await assignKpi(A.admin.agent, { kpiId: kpi.id, objectiveAssignmentId: A.oa.dept, ownerId: person.employee!.id, actualResults: { january: 1, february: 1, march: 1 } });
    at('2026-05-07T23:00:00Z'); // 3 days before 10 May, in the quiet hours (22:00-08:00): the mail waits until 08:00
    await reminders.runFor(A.admin.organizationId);
    const [delivery] = await ds.query(
      `SELECT d."status", d."scheduledFor" FROM "notification_delivery" d JOIN "notification" n ON n."id" = d."notificationId" WHERE n."userId" = $1 AND d."channel" = 'email'`,
      [person.user.id],
    );
    expect(delivery).toMatchObject({ status: 'pending' });
    expect(new Date(delivery.scheduledFor).toISOString()).toBe('2026-05-08T08:00:00.000Z');
    await deleteRedisPrefix(t.config.redisPrefix); // every queued job is lost
    at('2026-05-08T08:01:00Z');
    expect(await t.app.get(NotificationSchedules).sweep()).toBeGreaterThanOrEqual(1);
    await expectMails([[person, 'due', 1]]);
    expect(mailsTo(person, 'due')[0]!.subject).toBe('1 result due by 10 May');
  });

  it("computes an organization's reminders in a constant number of queries, whatever its size", async () => {
    at('2026-06-07T10:00:00Z'); // 3 days before 10 June: every chain owner is reminded in both organizations
    const small = await countingQueries(ds, () => reminders.runFor(B.admin.organizationId));
    // A grows: ten more owners with a KPI assignment each.
    for (let i = 0; i < 10; i++) {
      const person = await makeUser(t, { organizationId: A.admin.organizationId });
      const oa = [A.oa.dept, A.oa.gen, A.oa.div, A.oa.ceo][i % 4]!;
      await assignKpi(A.admin.agent, { kpiId: (await makeKpi(A.admin.agent, { frequency: 'monthly' })).id, objectiveAssignmentId: oa, ownerId: person.employee!.id });
    }
    const big = await countingQueries(ds, () => reminders.runFor(A.admin.organizationId));
    expect(big.result.reminders).toBeGreaterThan(small.result.reminders + 5);
    expect(big.queries).toBe(small.queries);
    expect(small.queries).toBeLessThanOrEqual(12);
  });

  it('a firing visits only the organizations with a value to chase: one with nothing due costs it no query (issue 36)', async () => {
    at('2026-06-07T10:00:00Z'); // 3 days before 10 June: A and B miss May's values
    await fire(); // today's reminders written: the runs below find them recorded
    // The counter sees every statement of the process (the reminders' e-mails going out, other
    // background jobs): the fewest of three runs is the firing's own count.
    const fewest = async () => {
      const counts: number[] = [];
      for (let i = 0; i < 3; i++) counts.push((await countingQueries(ds, () => reminders.runAll())).queries);
      return Math.min(...counts);
    };
    const before = await fewest();
    // Three more organizations whose every value is in: nothing to remind of or escalate.
    const complete: string[] = [];
    for (let i = 0; i < 3; i++) {
      const m = await signedInMember(t);
      const oa = await assignObjective(m.agent, { objectiveId: (await makeObjective(m.agent)).id, organizationFunctionId: (await ceoOf(m.agent)).id });
      const kpi = await makeKpi(m.agent, { frequency: 'monthly' });
      await assignKpi(m.agent, { kpiId: kpi.id, objectiveAssignmentId: oa.id, actualResults: Object.fromEntries(MONTH_KEYS.map((k) => [k, 1])) });
      complete.push(m.organizationId);
    }
    const due = await reminders.organizationsDue(new Date('2026-06-07T10:00:00Z'));
    expect(due).toEqual(expect.arrayContaining([A.admin.organizationId, B.admin.organizationId]));
    for (const id of complete) expect(due).not.toContain(id);
    // Visiting one organization is seven statements (a transaction, its settings, assignments, locks, cascade, an admin).
    expect(await fewest()).toBeLessThan(before + 7);
  });

  it('at 10,000 KPI assignments and 20 owners the computation takes the same five queries', async () => {
    const C = await signedInMember(t);
    // The reminders read values and owners, never the stored view values: those are left unwritten.
    await seedTenThousandAssignments(ds, C.organizationId, (await ceoOf(C.agent)).id, { targets: `'{}'::jsonb`, actualResults: `'{"january": 1}'::jsonb` }, false);
    const owners = [C, ...(await Promise.all(Array.from({ length: 19 }, () => makeUser(t, { organizationId: C.organizationId }))))];
    await ds.query(
      `UPDATE "kpi_assignment" ka SET "ownerId" = (($2::uuid[])[1 + (abs(hashtext(ka."id"::text)) % 20)]) WHERE ka."organizationId" = $1`,
      [C.organizationId, owners.map((o) => o.employee!.id)],
    );
    at('2026-01-07T10:00:00Z'); // 3 days before December 2025's due date
    // compute() writes nothing, so the fewer of two runs is its own count: the counter sees every
    // statement of the process, and a background job (the webhooks' sweep) may land in one run.
    const fewest = async (organizationId: string) => {
      const first = await countingQueries(ds, () => reminders.compute(organizationId));
      const second = await countingQueries(ds, () => reminders.compute(organizationId));
      return first.queries <= second.queries ? first : second;
    };
    const small = await fewest(B.admin.organizationId);
    const started = Date.now();
    await reminders.compute(C.organizationId);
    const seconds = (Date.now() - started) / 1000;
    const big = await fewest(C.organizationId);
    expect(big.result.reminders).toHaveLength(20);
    expect(big.result.reminders[0]!.title).toMatch(/^\d+ results due$/); // February to December, each with its due date
    expect(big.queries).toBe(small.queries);
    console.log(`Reminders of 10,000 KPI assignments computed in ${seconds.toFixed(2)} s (${big.queries} queries)`);
  });
});
