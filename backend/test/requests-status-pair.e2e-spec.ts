import { DataSource } from 'typeorm';
import { Member, signedInMember } from './support/factories';
import { makeRequest, signedInUser } from './support/request-factories';
import { startTestApp, TestApp } from './support/test-app';

/**
 * DESIGN decision 18: the specification's client changes a status with PUT /api/requests/:id
 * {status, updatedAt} and then POST /api/request-status-history with the same transition. The pair
 * is one change: one history row, completed with the reason.
 */
describe('request status change as a PUT then POST pair (decision 18)', () => {
  let t: TestApp;
  let ds: DataSource;
  let admin: Member;
  let requester: Member;
  let owner: Member;
  let bystander: Member;

  beforeAll(async () => {
    t = await startTestApp();
    ds = t.app.get(DataSource);
    admin = await signedInMember(t);
    requester = await signedInUser(t, admin.organizationId);
    owner = await signedInUser(t, admin.organizationId);
    bystander = await signedInUser(t, admin.organizationId);
  });
  afterAll(() => t?.stop());

  const history = async (id: string) =>
    (await admin.agent.get(`/api/request-status-history?requestId=${id}`).query({ sort: '["changedAt","ASC"]' }).expect(200)).body as Record<string, any>[];
  const put = (who: Member, id: string, status: string) =>
    who.agent.put(`/api/requests/${id}`).send({ status, updatedAt: new Date().toISOString() });
  const post = (who: Member, id: string, previousStatus: string, newStatus: string, reason?: string) =>
    who.agent.post('/api/request-status-history').send({ requestId: id, changedById: who.user.id, previousStatus, newStatus, reason });

  it('PUT then POST of the same transition by the same user is one change: one history row with the reason', async () => {
    const request = await makeRequest(requester.agent, { ownerId: owner.employee!.id });
    const changed = await put(owner, request.id, 'In Progress').expect(200);
    expect(changed.body.status).toBe('In Progress');
    const [, written] = await history(request.id);

    const completed = await post(owner, request.id, 'New', 'In Progress', '  Scope agreed with Sales ').expect(201);
    expect(completed.body).toMatchObject({
      id: written.id,
      requestId: request.id,
      previousStatus: 'New',
      newStatus: 'In Progress',
      reason: 'Scope agreed with Sales',
      changedById: owner.user.id,
      changedByName: `${owner.user.firstName} ${owner.user.lastName}`,
    });
    const rows = await history(request.id);
    expect(rows.map((h) => [h.previousStatus, h.newStatus, h.reason])).toEqual([
      [null, 'New', null],
      ['New', 'In Progress', 'Scope agreed with Sales'],
    ]);
    expect((await admin.agent.get(`/api/requests/${request.id}`).expect(200)).body.status).toBe('In Progress');
  });

  it('a repeated POST of the pair (a client retry) still leaves one row', async () => {
    const request = await makeRequest(requester.agent);
    await put(requester, request.id, 'Rejected').expect(200);
    await post(requester, request.id, 'New', 'Rejected').expect(201);
    const again = await post(requester, request.id, 'New', 'Rejected', 'Duplicate of another request').expect(201);
    expect(again.body.reason).toBe('Duplicate of another request');
    expect((await history(request.id)).map((h) => [h.previousStatus, h.newStatus, h.reason])).toEqual([
      [null, 'New', null],
      ['New', 'Rejected', 'Duplicate of another request'],
    ]);
  });

  it('a POST alone performs the change', async () => {
    const request = await makeRequest(requester.agent);
    const res = await post(admin, request.id, 'New', 'Completed', 'Done by hand').expect(201);
    expect(res.body).toMatchObject({ previousStatus: 'New', newStatus: 'Completed', reason: 'Done by hand', changedById: admin.user.id });
    expect((await admin.agent.get(`/api/requests/${request.id}`).expect(200)).body.status).toBe('Completed');
    expect(await history(request.id)).toHaveLength(2);
  });

  it('a POST whose previous status is stale is refused (409) and changes nothing', async () => {
    const request = await makeRequest(requester.agent);
    await put(requester, request.id, 'In Progress').expect(200);
    await put(requester, request.id, 'Completed').expect(200);
    const stale = await post(requester, request.id, 'New', 'In Progress', 'late').expect(409);
    expect(stale.body.message).toBe('The request status has changed since it was loaded. Please reload and try again');
    expect((await admin.agent.get(`/api/requests/${request.id}`).expect(200)).body.status).toBe('Completed');
    expect((await history(request.id)).map((h) => h.reason)).toEqual([null, null, null]);
  });

  it('pairs only with the same user’s change: another user’s POST of that transition is stale (409)', async () => {
    const request = await makeRequest(requester.agent, { ownerId: owner.employee!.id });
    await put(owner, request.id, 'In Progress').expect(200);
    await post(requester, request.id, 'New', 'In Progress', 'not mine').expect(409);
    await post(bystander, request.id, 'New', 'In Progress', 'not allowed').expect(403);
    expect((await history(request.id)).map((h) => h.reason)).toEqual([null, null]);
  });

  it('pairs only within 60 seconds of the change', async () => {
    const request = await makeRequest(requester.agent);
    await put(requester, request.id, 'In Progress').expect(200);
    // Age the change instead of waiting: the window is read against the database clock.
    await ds.query(`UPDATE "request_status_history" SET "changedAt" = "changedAt" - interval '61 seconds' WHERE "requestId" = $1 AND "previousStatus" IS NOT NULL`, [
      request.id,
    ]);
    await post(requester, request.id, 'New', 'In Progress', 'too late').expect(409);
    expect((await history(request.id)).map((h) => h.reason)).toEqual([null, null]);
  });

  it('pairs only with the latest change of the request', async () => {
    const request = await makeRequest(requester.agent);
    await put(requester, request.id, 'In Progress').expect(200);
    await put(requester, request.id, 'New').expect(200);
    // New → In Progress was a real transition a moment ago, but it is no longer the latest one:
    // this POST is a fresh change from New and is performed.
    await post(requester, request.id, 'New', 'In Progress', 'again').expect(201);
    expect((await history(request.id)).map((h) => [h.previousStatus, h.newStatus, h.reason])).toEqual([
      [null, 'New', null],
      ['New', 'In Progress', null],
      ['In Progress', 'New', null],
      ['New', 'In Progress', 'again'],
    ]);
  });
});
