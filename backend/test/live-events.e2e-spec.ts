import type { LiveEvent } from '@scorecard/contracts';
import { AddressInfo } from 'node:net';
import { Member, signedInMember } from './support/factories';
import { makeAssignments, makeRequest } from './support/request-factories';
import { startTestApp, TestApp } from './support/test-app';

interface Stream {
  events: (LiveEvent & { eventId: string })[];
  resets: number;
  raw: string;
  close(): void;
}

/** Opens GET /api/events on `base` with an API key and collects what it streams. */
async function openStream(base: string, key: string, lastEventId?: string): Promise<Stream> {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/events`, {
    headers: { Authorization: `Bearer ${key}`, 'Accept-Encoding': 'gzip, br', ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) },
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  expect(res.headers.get('content-encoding')).toBeNull();
  const stream: Stream = { events: [], resets: 0, raw: '', close: () => controller.abort() };
  void (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        stream.raw += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = stream.raw.indexOf('\n\n')) >= 0) {
          const block = stream.raw.slice(0, end);
          stream.raw = stream.raw.slice(end + 2);
          const id = /^id: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (/^event: reset$/m.test(block)) stream.resets++;
          else if (id && data) stream.events.push({ ...(JSON.parse(data) as LiveEvent), eventId: id });
        }
      }
    } catch {
      // aborted
    }
  })();
  return stream;
}

async function until<T>(what: string, check: () => T | undefined | false, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Live updates (DESIGN decision 26): a change written through one API process reaches a stream on another within 1 s. */
describe('live events', () => {
  let a: TestApp;
  let b: TestApp;
  let baseB: string;
  let admin: Member;
  let key: string;
  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({ shareWith: a });
    const server = b.app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseB = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    admin = await signedInMember(a);
    key = (await admin.agent.post('/api/api-keys').send({ name: 'Live', scope: 'read' }).expect(201)).body.key;
  });
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  it('streams results and requests of the organization written through another process, within 1 s, and catches up after a reconnect', async () => {
    const stream = await openStream(baseB, key);
    const other = await signedInMember(a);
    const { kpiAssignmentId } = await makeAssignments(a, admin.organizationId);
    const theirs = await makeAssignments(a, other.organizationId, 'Theirs');

    const started = Date.now();
    await admin.agent.patch(`/api/kpi-assignments/${kpiAssignmentId}`).send({ actualResults: { q1: 7 } }).expect(200);
    await other.agent.patch(`/api/kpi-assignments/${theirs.kpiAssignmentId}`).send({ actualResults: { q1: 9 } }).expect(200);
    const result = await until('the result event', () => stream.events.find((e) => e.entity === 'result'), 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(result).toMatchObject({ type: 'result.recorded', entity: 'result', id: kpiAssignmentId });

    const request = await makeRequest(admin.agent, { title: 'Live' });
    const created = await until('the request event', () => stream.events.find((e) => e.entity === 'request'), 1000);
    expect(created).toMatchObject({ type: 'request.created', id: request.id });
    // Nothing of the other organization.
    expect(stream.events.map((e) => e.id)).not.toContain(theirs.kpiAssignmentId);
    stream.close();

    // Dropped: what happened meanwhile comes with the reconnect that names its last event.
    await admin.agent.put(`/api/requests/${request.id}`).send({ status: 'In Progress' }).expect(200);
    await new Promise((r) => setTimeout(r, 200));
    const again = await openStream(baseB, key, created.eventId);
    const missed = await until('the missed status change', () => again.events.find((e) => e.type === 'request.status_changed'), 1000);
    expect(missed.id).toBe(request.id);
    again.close();

    // An event no longer known: the client is told to refetch.
    const unknown = await openStream(baseB, key, 'gone-1');
    await until('the reset', () => unknown.resets === 1, 1000);
    unknown.close();
  });

  it('refuses a caller without a session or key', async () => {
    await a.http.get('/api/events').expect(401);
  });
});
