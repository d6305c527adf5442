import { DataSource } from 'typeorm';
import { ActivitiesService } from '../src/modules/activities/activities.service';
import { Member, signedInMember } from './support/factories';
import { makeAssignments, makeRequest, setRequestStatuses, signedInUser } from './support/request-factories';
import { startTestApp, TestApp } from './support/test-app';

describe('dashboard summary and the All Activities tiles', () => {
  let t: TestApp;
  let admin: Member;
  let member: Member;
  let outsider: Member;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInMember(t);
    member = await signedInUser(t, admin.organizationId);
    outsider = await signedInMember(t);
  });
  afterAll(() => t?.stop());

  const summary = async (m: Member) => (await m.agent.get('/api/dashboard/summary').expect(200)).body;

  it('asks for setup in a new organization', async () => {
    expect(await summary(admin)).toEqual({
      objectives: 0,
      kpis: 0,
      pendingRequests: 0,
      activeUsers: 2,
      pendingStatuses: ['New', 'In Progress'],
      recentActivities: [],
      systemHealth: { status: 'Setup Required', requestQueue: 'Up to date' },
    });
  });

  it('counts the library, pending requests and users, and judges health by the rules', async () => {
    await makeAssignments(t, admin.organizationId, 'Revenue');
    await makeAssignments(t, admin.organizationId, 'Retention');
    const first = await makeRequest(member.agent, { title: 'First' });
    await makeRequest(member.agent, { title: 'Second', status: 'In Progress' });
    let s = await summary(member);
    expect(s).toMatchObject({ objectives: 2, kpis: 2, pendingRequests: 2, activeUsers: 2, systemHealth: { status: 'Healthy', requestQueue: 'Manageable' } });

    await member.agent.patch(`/api/requests/${first.id}/status`).send({ status: 'Completed' }).expect(200);
    await makeRequest(member.agent, { title: 'Done already', status: 'Rejected' });
    expect((await summary(member)).pendingRequests).toBe(1);

    for (const title of ['Third', 'Fourth', 'Fifth']) await makeRequest(member.agent, { title });
    s = await summary(admin);
    expect(s).toMatchObject({ pendingRequests: 4, systemHealth: { status: 'Needs Attention', requestQueue: 'Needs attention' } });
  });

  it('shows the three latest activities, newest first', async () => {
    const s = await summary(admin);
    const latest = (await admin.agent.get('/api/activities?limit=3').expect(200)).body;
    expect(s.recentActivities).toHaveLength(3);
    expect(s.recentActivities).toEqual(latest);
    expect(s.recentActivities[0]).toMatchObject({ entityType: 'request', entityName: 'Fifth', action: 'created' });
  });

  it('keeps each organization to its own figures', async () => {
    const s = await summary(outsider);
    expect(s).toMatchObject({ objectives: 0, kpis: 0, pendingRequests: 0, activeUsers: 1, recentActivities: [] });
    await makeRequest(outsider.agent, { title: 'B request' });
    expect((await summary(outsider)).pendingRequests).toBe(1);
    expect((await summary(admin)).pendingRequests).toBe(4);
  });

  it("reads pending against the organization's own status list", async () => {
    const org = await signedInMember(t);
    await setRequestStatuses(t, org.organizationId, ['Open', 'Triage', 'Doing', 'Shipped', 'Dropped']);
    const request = await makeRequest(org.agent);
    await makeRequest(org.agent, { status: 'Shipped' });
    await makeRequest(org.agent, { status: 'Doing' });
    await org.agent.patch(`/api/requests/${request.id}/status`).send({ status: 'Dropped' }).expect(200);
    const s = await summary(org);
    expect(s).toMatchObject({ pendingStatuses: ['Open', 'Triage', 'Doing'], pendingRequests: 1 });
  });

  it('asks for a session', async () => {
    await t.http.get('/api/dashboard/summary').expect(401);
  });

  it('counts Library Actions, Assignments, Data Updates and the total for the organization only', async () => {
    const admin = await signedInMember(t);
    const outsider = await signedInMember(t);
    const actor = { userId: admin.user.id, organizationId: admin.organizationId, role: admin.user.role, isAdmin: true };
    const activities = t.app.get(ActivitiesService);
    await t.app.get(DataSource).transaction(async (manager) => {
      for (const category of ['Library', 'Library', 'Assignments', 'Actual Result Update', 'Actual Result Update', 'Actual Result Update'] as const) {
        await activities.record(manager, actor, { action: 'created', entityType: 'objective', category });
      }
    });
    const request = await makeRequest(admin.agent);
    await admin.agent.post('/api/comments').send({ requestId: request.id, content: 'noted' }).expect(201);
    await admin.agent.post('/api/employees').send({ name: 'New hire' }).expect(201);
    await makeRequest(outsider.agent);

    const res = await admin.agent.get('/api/activities/summary').expect(200);
    expect(res.body).toEqual({ libraryActions: 2, assignments: 1, dataUpdates: 3, total: 9 });
    const list = (await admin.agent.get('/api/activities').expect(200)).body;
    expect(list).toHaveLength(9);
    expect((await admin.agent.get('/api/activities?category=Requests').expect(200)).body).toHaveLength(2);
    expect((await admin.agent.get('/api/activities?category=Organization').expect(200)).body).toEqual([
      expect.objectContaining({ entityType: 'employee', entityName: 'New hire', action: 'created' }),
    ]);
    expect((await outsider.agent.get('/api/activities/summary').expect(200)).body).toEqual({ libraryActions: 0, assignments: 0, dataUpdates: 0, total: 1 });
  });
});
