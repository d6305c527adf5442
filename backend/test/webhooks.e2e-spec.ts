import { CONNECT_MESSAGES as M } from '@scorecard/contracts';
import { createHmac } from 'node:crypto';
import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { Member, signedInMember } from './support/factories';
import { makeAssignments, makeRequest, signedInUser } from './support/request-factories';
import { startTestApp, TestApp } from './support/test-app';

interface Received {
  headers: IncomingHttpHeaders;
  raw: string;
  body: Record<string, any>;
}

/** A webhook receiver on localhost: records every POST and answers the next queued status (200 when none). */
async function startReceiver() {
  const received: Received[] = [];
  const statuses: number[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, raw, body: JSON.parse(raw) });
      res.statusCode = statuses.shift() ?? 200;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return { url, received, statuses, close: () => new Promise<void>((r) => server.close(() => r())) };
}

async function until<T>(what: string, check: () => T | undefined | false | Promise<T | undefined | false>, ms = 8000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Webhooks (DESIGN decision 26): signed deliveries of exactly the subscribed events, retried, logged, never across organizations. */
describe('webhooks', () => {
  let t: TestApp;
  let admin: Member;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let otherReceiver: Awaited<ReturnType<typeof startReceiver>>;
  const SECRET = 'a-shared-secret-1234';
  beforeAll(async () => {
    t = await startTestApp({ env: { WEBHOOK_RETRY_MS: '200', LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' } });
    admin = await signedInMember(t);
    receiver = await startReceiver();
    otherReceiver = await startReceiver();
  });
  afterAll(async () => {
    await t?.stop();
    await receiver?.close();
    await otherReceiver?.close();
  });

  it('delivers exactly the subscribed events, signed, retried after a 500, with a delivery log and a resend; never another organization’s', async () => {
    const hook = (await admin.agent.post('/api/webhooks').send({ url: receiver.url, events: ['result.recorded', 'request.created'], secret: SECRET }).expect(201)).body;
    expect(hook).toEqual({ id: expect.any(String), url: receiver.url, events: ['result.recorded', 'request.created'], createdAt: expect.any(String) });
    expect(JSON.stringify((await admin.agent.get('/api/webhooks').expect(200)).body)).not.toContain(SECRET);
    const other = await signedInMember(t);
    await other.agent.post('/api/webhooks').send({ url: otherReceiver.url, events: ['result.recorded', 'request.created', 'request.status_changed', 'period.locked'], secret: SECRET }).expect(201);

    // A result: signed with the secret over the raw body.
    const { kpiAssignmentId } = await makeAssignments(t, admin.organizationId);
    await admin.agent.patch(`/api/kpi-assignments/${kpiAssignmentId}`).send({ actualResults: { q1: 42 } }).expect(200);
    const first = await until('the result delivery', () => receiver.received[0]);
    expect(first.body).toEqual({ event: 'result.recorded', id: kpiAssignmentId, organizationId: admin.organizationId, occurredAt: expect.any(String), data: expect.objectContaining({ kpiAssignmentId }) });
    expect(first.headers['x-scorecard-signature']).toBe(`sha256=${createHmac('sha256', SECRET).update(first.raw).digest('hex')}`);
    expect(first.headers['x-scorecard-signature']).not.toBe(`sha256=${createHmac('sha256', 'wrong').update(first.raw).digest('hex')}`);

    // A request, answered 500 the first time: retried, then delivered.
    receiver.statuses.push(500);
    const request = await makeRequest(admin.agent, { title: 'From the ERP' });
    await until('the retried request delivery', () => receiver.received.filter((r) => r.body.event === 'request.created').length === 2);
    const created = receiver.received.filter((r) => r.body.event === 'request.created');
    expect(created.map((r) => r.body.id)).toEqual([request.id, request.id]);
    expect(created[1].raw).toBe(created[0].raw);

    // Not subscribed: a status change and a period lock send nothing here.
    await admin.agent.put(`/api/requests/${request.id}`).send({ status: 'In Progress' }).expect(200);
    await admin.agent.post('/api/reporting-periods/2026-q1/lock').send({}).expect(200);

    const log = await until('the delivery log', async () => {
      const rows = (await admin.agent.get(`/api/webhooks/${hook.id}/deliveries`).expect(200)).body as Record<string, any>[];
      return rows.length === 2 && rows.every((d) => d.status === 'delivered') && rows;
    });
    const requestDelivery = log.find((d) => d.event === 'request.created')!;
    expect(requestDelivery).toMatchObject({ entityId: request.id, attempts: 2, statusCode: 200, status: 'delivered' });
    expect(log.find((d) => d.event === 'result.recorded')).toMatchObject({ entityId: kpiAssignmentId, attempts: 1, statusCode: 200 });
    expect(receiver.received.map((r) => r.body.event).sort()).toEqual(['request.created', 'request.created', 'result.recorded']);

    // Resend: the same payload once more.
    await admin.agent.post(`/api/webhooks/${hook.id}/deliveries/${requestDelivery.id}/resend`).send({}).expect(200);
    await until('the resent delivery', () => receiver.received.length === 4);
    expect(receiver.received[3].raw).toBe(created[0].raw);

    // The other organization heard nothing of these.
    expect(otherReceiver.received).toEqual([]);
    await other.agent.get(`/api/webhooks/${hook.id}/deliveries`).expect(404);
    await other.agent.delete(`/api/webhooks/${hook.id}`).expect(404);

    // Deleted: no further deliveries.
    await admin.agent.delete(`/api/webhooks/${hook.id}`).expect(200);
    await makeRequest(admin.agent, { title: 'After delete' });
    await makeRequest(other.agent, { title: 'Theirs' });
    await until('the other organization’s own delivery', () => otherReceiver.received.length === 1);
    expect(otherReceiver.received[0].body.organizationId).toBe(other.organizationId);
    expect(receiver.received.length).toBe(4);
  });

  it('accepts http(s) only, admins only, and refuses private addresses unless allowed', async () => {
    await admin.agent.post('/api/webhooks').send({ url: 'ftp://example.com/x', events: ['result.recorded'], secret: SECRET }).expect(422);
    await admin.agent.post('/api/webhooks').send({ url: receiver.url, events: ['nope'], secret: SECRET }).expect(400);
    await admin.agent.post('/api/webhooks').send({ url: receiver.url, events: [], secret: SECRET }).expect(400);
    const user = await signedInUser(t, admin.organizationId);
    await user.agent.get('/api/webhooks').expect(403);
    await user.agent.post('/api/webhooks').send({ url: receiver.url, events: ['result.recorded'], secret: SECRET }).expect(403);

    const strict = await startTestApp({ shareWith: t, env: { WEBHOOKS_ALLOW_PRIVATE: 'false' } });
    try {
      const agent = strict.agent();
      await agent.post('/api/auth/login').send({ email: admin.user.email, password: admin.password }).expect(200);
      for (const url of [receiver.url, 'http://10.1.2.3/hook', 'http://169.254.169.254/latest', 'http://[::1]:8080/x', 'http://localhost/x']) {
        const res = await agent.post('/api/webhooks').send({ url, events: ['result.recorded'], secret: SECRET });
        expect([url, res.status, res.body.message]).toEqual([url, 422, M.privateUrl]);
      }
    } finally {
      await strict.stop();
    }
  });
});
