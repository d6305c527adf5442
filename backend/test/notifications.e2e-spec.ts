import { DEFAULT_NOTIFICATION_PREFERENCES } from '@scorecard/contracts';
import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { DataSource } from 'typeorm';
import { NotificationClock } from '../src/modules/notifications/clock';
import { NotificationDeliveryProcessor } from '../src/modules/notifications/notification-delivery.processor';
import { NotificationSchedules } from '../src/modules/notifications/notification-schedules';
import { RequestEscalation } from '../src/modules/requests/request-escalation';
import { staleHighPriorityRequests } from '../src/modules/requests/request.queries';
import { Member, signedInMember } from './support/factories';
import { makeRequest, NO_SUCH_ID, signedInUser } from './support/request-factories';
import { deleteRedisPrefix, startTestApp, TestApp } from './support/test-app';

const PREFS = { ...DEFAULT_NOTIFICATION_PREFERENCES } as Record<string, unknown> & typeof DEFAULT_NOTIFICATION_PREFERENCES;

/** Polls until `check` answers something truthy (the workers run in the background). */
async function eventually<T>(check: () => Promise<T | null | undefined | false>, what: string, timeoutMs = 10000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('notifications', () => {
  let t: TestApp;
  let ds: DataSource;
  let clock: NotificationClock;
  let owner: Member; // organization A's admin, owner of the requests
  let other: Member; // organization B

  const at = (iso: string) => {
    clock.now = () => new Date(iso);
  };
  const emailDeliveries = (userId: string): Promise<Record<string, any>[]> =>
    ds.query(
      `SELECT d.* FROM "notification_delivery" d JOIN "notification" n ON n."id" = d."notificationId" WHERE n."userId" = $1 AND d."channel" = 'email' ORDER BY d."createdAt"`,
      [userId],
    );
  const mailsTo = (m: Member) => t.smtp.mails.filter((mail) => mail.to.includes(m.user.email.toLowerCase()));
  /** A member of A who files a request owned by `owner` (Medium unless told) and has these preferences. */
  async function requesterWith(prefs: Partial<typeof PREFS> = {}, priority = 'Medium') {
    const member = await signedInUser(t, owner.organizationId);
    await member.agent.put('/api/notification-preferences').send({ ...PREFS, ...prefs }).expect(200);
    const request = await makeRequest(member.agent, { title: `Sales figures ${member.user.id.slice(0, 6)}`, ownerId: owner.employee!.id, priority });
    return { member, request };
  }
  const changeStatus = (requestId: string, status = 'In Progress') => owner.agent.patch(`/api/requests/${requestId}/status`).send({ status }).expect(200);

  beforeAll(async () => {
    t = await startTestApp({ env: { NOTIFICATION_RETRY_MS: '20' } });
    ds = t.app.get(DataSource);
    clock = t.app.get(NotificationClock);
    owner = await signedInMember(t);
    other = await signedInMember(t);
  });
  beforeEach(() => at('2026-03-10T12:00:00Z'));
  afterAll(() => t?.stop());

  it('a status change reaches the requester in the app and by e-mail with a link, never the one who made it', async () => {
    const { member, request } = await requesterWith({ digestFrequency: 'none' });
    await changeStatus(request.id);

    const list = await member.agent.get('/api/notifications').expect(200);
    expect(list.body).toEqual([
      expect.objectContaining({
        type: 'request_status_change',
        title: `${request.title}: In Progress`,
        entityType: 'request',
        entityId: request.id,
        actionUrl: `/requests?open=${request.id}`,
        isRead: false,
        priority: 'normal',
      }),
    ]);
    expect(list.body[0].message).toContain('from New to In Progress');

    const mail = await t.smtp.waitFor(member.user.email, (m) => m.subject.includes(request.title));
    expect(mail.body).toContain(`http://127.0.0.1/requests?open=${request.id}`);
    expect(mail.body).toContain('<a href=');
    expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
    await eventually(async () => (await emailDeliveries(member.user.id))[0]?.status === 'sent', 'the delivery marked sent');
    expect((await emailDeliveries(member.user.id))[0]).toMatchObject({ status: 'sent', attemptCount: 1, errorMessage: null });

    // The owner made the change: told of the new request, not of their own status change.
    const ownerList = await owner.agent.get('/api/notifications').expect(200);
    expect(ownerList.body.filter((n: any) => n.entityId === request.id).map((n: any) => n.type)).toEqual(['request_created']);
  });

  it('with the weekly digest the e-mail waits, and the digest holds exactly the waiting notifications', async () => {
    const { member, request } = await requesterWith({ digestFrequency: 'weekly' });
    const second = await makeRequest(member.agent, { title: 'Headcount by team', ownerId: owner.employee!.id });
    const daily = await requesterWith({ digestFrequency: 'daily' });
    await changeStatus(request.id);
    await changeStatus(second.id, 'Completed');
    await changeStatus(daily.request.id);
    const waiting = await emailDeliveries(member.user.id);
    expect(waiting.map((d) => [d.status, d.digest])).toEqual([
      ['pending', 'weekly'],
      ['pending', 'weekly'],
    ]);
    expect(mailsTo(member)).toHaveLength(0);

    const schedules = t.app.get(NotificationSchedules);
    await schedules.digest('weekly', 'test-week-1');
    const mail = await t.smtp.waitFor(member.user.email, (m) => m.subject.includes('digest'));
    expect(mail.subject).toBe('Your weekly Scorecard digest: 2 notifications');
    expect(mail.body).toContain(`${request.title}: In Progress`);
    expect(mail.body).toContain('Headcount by team: Completed');
    expect(mail.body).toContain(`http://127.0.0.1/requests?open=${second.id}`);
    expect(mail.body).not.toContain(daily.request.title);
    await eventually(async () => (await emailDeliveries(member.user.id)).every((d) => d.status === 'sent'), 'the digest rows marked sent');
    // The daily member waits for the daily digest, not the weekly one.
    expect(mailsTo(daily.member)).toHaveLength(0);
    await schedules.digest('daily', 'test-day-1');
    const dailyMail = await t.smtp.waitFor(daily.member.user.email, (m) => m.subject.includes('digest'));
    expect(dailyMail.subject).toBe('Your daily Scorecard digest: 1 notification');
    // A second firing finds nothing waiting.
    await schedules.digest('weekly', 'test-week-2');
    expect(await schedules.sweep()).toBe(0);
    expect(mailsTo(member)).toHaveLength(1);
  });

  it("quiet hours defer a High-priority e-mail to their end on the organization's clock; a job lost with Redis is sent after the sweep", async () => {
    await owner.agent.put('/api/organization-settings').send({ timeZone: 'Europe/Paris' }).expect(200);
    try {
      at('2026-01-15T21:30:00Z'); // 22:30 in Paris
      const { member, request } = await requesterWith({}, 'High');
      await changeStatus(request.id);
      const [delivery] = await emailDeliveries(member.user.id);
      expect(delivery).toMatchObject({ status: 'pending', digest: null });
      expect(new Date(delivery.scheduledFor).toISOString()).toBe('2026-01-16T07:00:00.000Z'); // 08:00 in Paris
      // The in-app notification is there at once.
      expect((await member.agent.get('/api/notifications').expect(200)).body[0]).toMatchObject({ priority: 'high', isRead: false });

      // Redis loses every job (a flush after the commit).
      await deleteRedisPrefix(t.config.redisPrefix);
      expect(await t.app.get(NotificationSchedules).sweep()).toBe(0); // still quiet: nothing is due
      expect(mailsTo(member)).toHaveLength(0);

      at('2026-01-16T07:01:00Z');
      expect(await t.app.get(NotificationSchedules).sweep()).toBeGreaterThanOrEqual(1);
      const mail = await t.smtp.waitFor(member.user.email, (m) => m.subject.includes(request.title));
      expect(mail.subject).toBe(`${request.title}: In Progress`);
    } finally {
      await owner.agent.put('/api/organization-settings').send({ timeZone: 'UTC' }).expect(200);
    }
  });

  it('turning a type off creates nothing for it; turning a channel off drops only that delivery', async () => {
    const { member, request } = await requesterWith({ requestStatusChanges: false });
    await changeStatus(request.id);
    const [{ count }] = await ds.query(`SELECT count(*)::int AS count FROM "notification" WHERE "userId" = $1`, [member.user.id]);
    expect(count).toBe(0);

    const noMail = await requesterWith({ emailNotifications: false });
    await changeStatus(noMail.request.id);
    expect((await noMail.member.agent.get('/api/notifications').expect(200)).body).toHaveLength(1);
    expect(await emailDeliveries(noMail.member.user.id)).toEqual([]);

    // In-app off: the bell has nothing, the e-mail still goes.
    const noBell = await requesterWith({ inAppNotifications: false, digestFrequency: 'none' });
    await changeStatus(noBell.request.id);
    expect((await noBell.member.agent.get('/api/notifications').expect(200)).body).toEqual([]);
    await t.smtp.waitFor(noBell.member.user.email, (m) => m.subject.includes(noBell.request.title));
  });

  it('a delivery whose job runs twice sends one mail', async () => {
    at('2026-03-10T23:00:00Z');
    const { member, request } = await requesterWith({ digestFrequency: 'none' });
    await changeStatus(request.id);
    const [delivery] = await emailDeliveries(member.user.id);
    at('2026-03-11T08:30:00Z');
    const processor = t.app.get(NotificationDeliveryProcessor);
    const job = { name: 'deliver', data: { organizationId: owner.organizationId, deliveryId: delivery.id }, attemptsMade: 0 };
    await Promise.all([processor.process(job), processor.process(job), processor.process(job)]);
    expect(mailsTo(member)).toHaveLength(1);
    expect((await emailDeliveries(member.user.id))[0]).toMatchObject({ status: 'sent', attemptCount: 1 });
    await processor.process(job);
    expect(await t.app.get(NotificationSchedules).sweep()).toBe(0);
    expect(mailsTo(member)).toHaveLength(1);
  });

  it('comments notify the request people; a mention replaces the comment notification for the mentioned', async () => {
    const { member, request } = await requesterWith();
    const bystander = await signedInUser(t, owner.organizationId);
    await owner.agent.post('/api/comments').send({ requestId: request.id, content: 'Numbers attached', mentions: [bystander.user.id] }).expect(201);
    expect((await member.agent.get('/api/notifications').expect(200)).body.map((n: any) => n.type)).toEqual(['new_comment']);
    expect((await bystander.agent.get('/api/notifications').expect(200)).body.map((n: any) => [n.type, n.entityType])).toEqual([['mention', 'comment']]);
  });

  it('escalates an open High-priority request without a status change for the configured days, once', async () => {
    const { request } = await requesterWith({}, 'High');
    const escalation = t.app.get(RequestEscalation);
    const escalationsOf = async () =>
      (await owner.agent.get('/api/notifications').expect(200)).body.filter((n: any) => n.type === 'escalation' && n.entityId === request.id);
    await escalation.run(new Date(), 3);
    expect(await escalationsOf()).toEqual([]);
    const later = new Date(Date.now() + 4 * 24 * 3600 * 1000);
    await escalation.run(later, 3);
    await escalation.run(later, 3);
    expect(await escalationsOf()).toEqual([expect.objectContaining({ priority: 'urgent', title: `Escalation: ${request.title}`, actionUrl: `/requests?open=${request.id}` })]);
    await changeStatus(request.id, 'Completed');
    await escalation.run(new Date(Date.now() + 10 * 24 * 3600 * 1000), 3);
    expect(await escalationsOf()).toHaveLength(1);
  });

  it('reads only the High-priority requests newly due: a handled quiet spell is not read again until the next status change (issue 36)', async () => {
    const { request } = await requesterWith({}, 'High');
    const db = t.app.get(DataSource);
    const escalation = t.app.get(RequestEscalation);
    const inFourDays = new Date(Date.now() + 4 * 24 * 3600 * 1000);
    const due = async (at: Date) => (await staleHighPriorityRequests(db.manager, new Date(at.getTime() - 3 * 24 * 3600 * 1000))).map((r) => r.id);
    expect(await due(inFourDays)).toContain(request.id);
    await escalation.run(inFourDays, 3);
    expect(await due(inFourDays)).not.toContain(request.id);
    expect(await due(new Date(Date.now() + 30 * 24 * 3600 * 1000))).not.toContain(request.id);
    // A status change starts a new spell, due again three days after it; the history's date is what counts (the demo seed back-dates it).
    await changeStatus(request.id, 'In Progress');
    expect(await due(inFourDays)).toContain(request.id);
    await db.query(`UPDATE "request_status_history" SET "changedAt" = now() + interval '2 days' WHERE "requestId" = $1 AND "newStatus" = 'In Progress'`, [request.id]);
    expect(await due(inFourDays)).not.toContain(request.id);
  });

  describe('calls', () => {
    it('lists only the caller’s own, newest first, paged; mark read, mark all read, delete; another member’s id is 404', async () => {
      const { member, request } = await requesterWith();
      await changeStatus(request.id);
      await changeStatus(request.id, 'Completed');
      const page = await member.agent.get('/api/notifications?range=[0,0]').expect(200);
      expect(page.headers['content-range']).toBe('notifications 0-0/2');
      expect(page.body[0].title).toContain('Completed');
      const [newest, oldest] = (await member.agent.get('/api/notifications').expect(200)).body;

      await owner.agent.patch(`/api/notifications/${newest.id}/read`).expect(404);
      await other.agent.delete(`/api/notifications/${newest.id}`).expect(404);
      await member.agent.patch(`/api/notifications/${NO_SUCH_ID}/read`).expect(404);
      await member.agent.patch('/api/notifications/not-an-id/read').expect(404);

      const read = await member.agent.patch(`/api/notifications/${newest.id}/read`).expect(200);
      expect(read.body).toMatchObject({ id: newest.id, isRead: true, readAt: expect.any(String) });
      const unread = await member.agent.get('/api/notifications?filter={"isRead":false}&range=[0,0]').expect(200);
      expect(unread.headers['content-range']).toBe('notifications 0-0/1');
      expect((await member.agent.patch('/api/notifications/read-all').expect(200)).body).toEqual({ updated: 1 });
      expect((await member.agent.get('/api/notifications').expect(200)).body.every((n: any) => n.isRead)).toBe(true);

      await member.agent.delete(`/api/notifications/${oldest.id}`).expect(200);
      expect((await member.agent.get('/api/notifications').expect(200)).body.map((n: any) => n.id)).toEqual([newest.id]);
      await member.agent.delete(`/api/notifications/${oldest.id}`).expect(404);
    });

    it('preferences: defaults on first read, saved with PUT, validated with the specification’s rules', async () => {
      const member = await signedInUser(t, owner.organizationId);
      expect((await member.agent.get('/api/notification-preferences').expect(200)).body).toEqual(PREFS);
      const saved = await member.agent.put('/api/notification-preferences').send({ ...PREFS, digestFrequency: 'daily', quietHoursStart: 0, quietHoursEnd: 23 }).expect(200);
      expect(saved.body).toEqual({ ...PREFS, digestFrequency: 'daily', quietHoursStart: 0, quietHoursEnd: 23 });
      expect((await member.agent.get('/api/notification-preferences').expect(200)).body.digestFrequency).toBe('daily');

      const bad = async (body: Record<string, unknown>, message: string) => {
        const res = await member.agent.put('/api/notification-preferences').send(body).expect(400);
        expect(res.body.errors ?? [res.body.message]).toContain(message);
      };
      await bad({ ...PREFS, quietHoursStart: 24 }, 'Quiet hours start must be a whole number from 0 to 23');
      await bad({ ...PREFS, quietHoursEnd: 7.5 }, 'Quiet hours end must be a whole number from 0 to 23');
      await bad({ ...PREFS, quietHoursEnd: -1 }, 'Quiet hours end must be a whole number from 0 to 23');
      await bad({ ...PREFS, digestFrequency: 'hourly' }, 'Digest frequency must be one of none, daily, weekly');
      await bad({ ...PREFS, mentions: 'yes' }, 'Mentions must be true or false');
      const { emailNotifications: _, ...missing } = PREFS;
      await bad(missing, 'Email notifications must be true or false');
      await bad({ ...PREFS, webhook: true }, 'property webhook should not exist');
      expect((await member.agent.get('/api/notification-preferences').expect(200)).body.digestFrequency).toBe('daily');
    });
  });
});

describe('notification delivery against a failing SMTP server', () => {
  let smtp: SMTPServer;
  let t: TestApp;
  let rcptAttempts = 0;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (_address, _session, callback) => {
        rcptAttempts++;
        callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
    const port = (smtp.server.address() as AddressInfo).port;
    t = await startTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, NOTIFICATION_RETRY_MS: '20' } });
  });
  afterAll(async () => {
    await t?.stop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('retries with back-off, then marks the delivery failed with the error', async () => {
    const ds = t.app.get(DataSource);
    const owner = await signedInMember(t);
    const member = await signedInUser(t, owner.organizationId);
    await member.agent.put('/api/notification-preferences').send({ ...PREFS, digestFrequency: 'none', quietHoursStart: 0, quietHoursEnd: 0 }).expect(200);
    const request = await makeRequest(member.agent, { ownerId: owner.employee!.id });
    await owner.agent.patch(`/api/requests/${request.id}/status`).send({ status: 'Rejected' }).expect(200);
    const delivery = await eventually(async () => {
      const [row] = await ds.query(
        `SELECT d.* FROM "notification_delivery" d JOIN "notification" n ON n."id" = d."notificationId" WHERE n."userId" = $1 AND d."channel" = 'email'`,
        [member.user.id],
      );
      return row?.status === 'failed' ? row : null;
    }, 'the delivery to fail');
    expect(delivery.attemptCount).toBe(5);
    expect(delivery.errorMessage).toContain('Mailbox temporarily unavailable');
    expect(rcptAttempts).toBe(5);
    expect(await t.app.get(NotificationSchedules).sweep()).toBe(0);
  });
});

describe('notification schedules with two worker processes', () => {
  let api: TestApp;
  let workers: TestApp[] = [];

  beforeAll(async () => {
    api = await startTestApp({ role: 'api', env: { WORKERS: 'separate', NOTIFICATION_SCHEDULE_EVERY_MS: '300' } });
    workers = [
      await startTestApp({ shareWith: api, role: 'worker', env: { NOTIFICATION_SCHEDULE_EVERY_MS: '300' } }),
      await startTestApp({ shareWith: api, role: 'worker', env: { NOTIFICATION_SCHEDULE_EVERY_MS: '300' } }),
    ];
  });
  afterAll(async () => {
    for (const w of workers) await w.stop();
    await api?.stop();
  });

  it('each schedule fires once per period across the cluster, whichever process runs it', async () => {
    const firings = () => workers.flatMap((w) => w.app.get(NotificationSchedules).firings);
    await eventually(async () => ['sweep', 'digest-daily', 'digest-weekly', 'escalation'].every((s) => firings().filter((f) => f.startsWith(`${s}@`)).length >= 3), 'three firings of each schedule');
    const all = firings();
    expect(new Set(all).size).toBe(all.length);
    // The API process declared the schedules too but, with WORKERS=separate, ran none of them.
    expect(api.app.get(NotificationSchedules).firings).toEqual([]);
  });
});

describe('notification schedules without Redis', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ redis: false, env: { NOTIFICATION_SCHEDULE_EVERY_MS: '200' } });
  });
  afterAll(() => t?.stop());

  it('fire in the process itself, and the sweep still sends a due e-mail', async () => {
    const schedules = t.app.get(NotificationSchedules);
    await eventually(async () => ['sweep', 'digest-daily', 'digest-weekly', 'escalation'].every((s) => schedules.firings.some((f) => f.startsWith(`${s}@`))), 'each schedule to fire');
    const owner = await signedInMember(t);
    const member = await signedInUser(t, owner.organizationId);
    await member.agent.put('/api/notification-preferences').send({ ...PREFS, digestFrequency: 'none', quietHoursStart: 0, quietHoursEnd: 0 }).expect(200);
    const request = await makeRequest(member.agent, { title: 'Inline delivery', ownerId: owner.employee!.id });
    await owner.agent.patch(`/api/requests/${request.id}/status`).send({ status: 'Completed' }).expect(200);
    const mail = await t.smtp.waitFor(member.user.email, (m) => m.subject.includes('Inline delivery'));
    expect(mail.subject).toBe('Inline delivery: Completed');
  });
});
