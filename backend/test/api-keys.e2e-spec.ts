import { CONNECT_MESSAGES as M } from '@scorecard/contracts';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Member, signedInMember } from './support/factories';
import { makeAssignments, makeRequest, NO_SUCH_ID, signedInUser } from './support/request-factories';
import { startTestApp, TestApp } from './support/test-app';

/** API keys (DESIGN decision 26): shown once, stored hashed, scoped, revocable, rate limited, tenant-bound. */
describe('api keys', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: Member;
  beforeAll(async () => {
    t = await startTestApp({ env: { API_KEY_RATE_LIMIT: '20' } });
    db = t.app.get(DataSource);
    admin = await signedInMember(t);
  });
  afterAll(() => t?.stop());

  const create = async (body: Record<string, unknown>, who = admin) => (await who.agent.post('/api/api-keys').send(body).expect(201)).body;
  const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });

  it('answers the key once, stores only its hash, and lists keys without it; users get 403', async () => {
    const made = await create({ name: 'ERP import', scope: 'write' });
    expect(made).toEqual({ id: expect.any(String), name: 'ERP import', scope: 'write', createdAt: expect.any(String), key: expect.stringMatching(/^sk_/) });
    const [row] = await db.query(`SELECT "keyHash" FROM "api_key" WHERE "id" = $1`, [made.id]);
    expect(row.keyHash).toBe(createHash('sha256').update(made.key).digest('hex'));
    expect(JSON.stringify(await db.query(`SELECT * FROM "api_key"`))).not.toContain(made.key);
    const list = (await admin.agent.get('/api/api-keys').expect(200)).body;
    expect(list).toContainEqual({ id: made.id, name: 'ERP import', scope: 'write', createdAt: made.createdAt, lastUsedAt: null });
    expect(JSON.stringify(list)).not.toContain(made.key);
    const user = await signedInUser(t, admin.organizationId);
    await user.agent.get('/api/api-keys').expect(403);
    await user.agent.post('/api/api-keys').send({ name: 'x', scope: 'read' }).expect(403);
    await admin.agent.post('/api/api-keys').send({ name: 'x', scope: 'admin' }).expect(400);
    await admin.agent.post('/api/api-keys').send({ name: 'x', scope: 'read', extra: 1 }).expect(400);
  });

  it('acts as the organization: read keys only read, write keys write, recorded as the admin with the key name; no session', async () => {
    const read = await create({ name: 'BI dashboard', scope: 'read' });
    const write = await create({ name: 'ERP sync', scope: 'write' });
    const list = await t.http.get('/api/requests').set(bearer(read.key)).expect(200);
    expect(list.headers['set-cookie']).toBeUndefined();
    const refused = await t.http.post('/api/requests').set(bearer(read.key)).send({ title: 'From BI', description: 'x' }).expect(403);
    expect(refused.body.message).toBe(M.readOnlyKey);
    const made = await t.http.post('/api/requests').set(bearer(write.key)).send({ title: 'From ERP', description: 'Numbers' }).expect(201);
    expect(made.headers['set-cookie']).toBeUndefined();
    const [activity] = await db.query(`SELECT "performedBy", "performedByName" FROM "activity" WHERE "entityId" = $1`, [made.body.id]);
    expect(activity.performedBy).toBe(admin.user.id);
    expect(activity.performedByName).toContain('ERP sync');
    // A bearer call cannot sign in or make a session.
    await t.http.post('/api/auth/login').set(bearer(write.key)).send({ email: admin.user.email, password: 'x' }).expect(403);
    expect((await t.http.get('/api/docs-json').expect(200)).body.components.securitySchemes['api-key']).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('answers 401 for an unknown key and for a revoked key at once; another organization cannot revoke it', async () => {
    const key = await create({ name: 'Temporary', scope: 'read' });
    await t.http.get('/api/requests').set(bearer('sk_' + 'x'.repeat(43))).expect(401);
    await t.http.get('/api/requests').set(bearer('not-a-key')).expect(401);
    await t.http.get('/api/requests').set(bearer(key.key)).expect(200);
    const other = await signedInMember(t);
    await other.agent.delete(`/api/api-keys/${key.id}`).expect(404);
    await admin.agent.delete(`/api/api-keys/${NO_SUCH_ID}`).expect(404);
    await admin.agent.delete(`/api/api-keys/${key.id}`).expect(200);
    const res = await t.http.get('/api/requests').set(bearer(key.key)).expect(401);
    expect(res.body.message).toBe(M.invalidKey);
    expect((await admin.agent.get('/api/api-keys').expect(200)).body.map((k: { id: string }) => k.id)).not.toContain(key.id);
  });

  it("sees only its own organization's data", async () => {
    const other = await signedInMember(t);
    const theirs = await makeRequest(other.agent, { title: 'Theirs' });
    const key = await create({ name: 'Tenancy', scope: 'write' });
    await t.http.get(`/api/requests/${theirs.id}`).set(bearer(key.key)).expect(404);
    const ours = (await t.http.get('/api/requests').set(bearer(key.key)).expect(200)).body;
    expect(JSON.stringify(ours)).not.toContain(theirs.id);
    const { kpiAssignmentId } = await makeAssignments(t, other.organizationId);
    await t.http.patch(`/api/kpi-assignments/${kpiAssignmentId}`).set(bearer(key.key)).send({ actualResults: { q1: 5 } }).expect(404);
  });

  it('writes lastUsedAt at most once a minute', async () => {
    const key = await create({ name: 'Usage', scope: 'read' });
    await t.http.get('/api/requests').set(bearer(key.key)).expect(200);
    const lastUsed = async () => (await db.query(`SELECT "lastUsedAt" FROM "api_key" WHERE "id" = $1`, [key.id]))[0].lastUsedAt as Date;
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await t.http.get('/api/requests').set(bearer(key.key)).expect(200);
    expect((await lastUsed()).getTime()).toBe(first.getTime());
    // A minute later (moved in the database, not waited for) the next call writes it again.
    await db.query(`UPDATE "api_key" SET "lastUsedAt" = "lastUsedAt" - interval '61 seconds' WHERE "id" = $1`, [key.id]);
    const moved = await lastUsed();
    await t.http.get('/api/requests').set(bearer(key.key)).expect(200);
    expect((await lastUsed()).getTime()).toBeGreaterThan(moved.getTime());
  });

  it('limits each key on its own (429 with Retry-After)', async () => {
    const busy = await create({ name: 'Busy', scope: 'read' });
    const calm = await create({ name: 'Calm', scope: 'read' });
    for (let i = 0; i < 20; i++) await t.http.get('/api/api-keys').set(bearer(busy.key)).expect(200);
    const refused = await t.http.get('/api/api-keys').set(bearer(busy.key)).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await t.http.get('/api/api-keys').set(bearer(calm.key)).expect(200);
  });
});
