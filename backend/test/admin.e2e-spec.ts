import { ADMIN_MESSAGES, ACCESS_MESSAGES } from '@scorecard/contracts';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { makeOrganization, makeUser, signedInMember, signIn } from './support/factories';
import { makeAssignments, makeRequest, NO_SUCH_ID } from './support/request-factories';
import { makeKpi, makeObjective } from './support/scorecard-factories';
import { startTestApp, TestApp } from './support/test-app';

const ROOT = { email: 'root@example.com', password: 'super-secret-1' };
const linkOf = (body: string) => decodeURIComponent(/set-password\?token=([A-Za-z0-9_%-]+)/.exec(body)![1]);

describe('admin panel API (super admin only)', () => {
  let t: TestApp;
  let db: DataSource;
  let root: TestAgent;
  let rootId: string;

  beforeAll(async () => {
    t = await startTestApp({ env: { SUPER_ADMIN_EMAIL: ROOT.email, SUPER_ADMIN_PASSWORD: ROOT.password } });
    db = t.app.get(DataSource);
    root = await signIn(t, ROOT.email, ROOT.password);
    rootId = (await root.get('/api/auth/user').expect(200)).body.id;
  });
  afterAll(() => t?.stop());

  const logsOf = (action: string, targetId: string) =>
    db.query(`SELECT * FROM admin_log WHERE action = $1 AND "targetId" = $2`, [action, targetId]) as Promise<Record<string, any>[]>;

  describe('permission matrix', () => {
    // Every call of platform.md section 7 "Admin" plus the react-admin reads beside them.
    const calls: [string, string, (Record<string, unknown> | null)?][] = [
      ['get', '/api/admin/organizations'],
      ['get', `/api/admin/organizations/${NO_SUCH_ID}`],
      ['get', `/api/admin/organizations/${NO_SUCH_ID}/users`],
      ['post', '/api/admin/organizations', { name: 'Nope Inc' }],
      ['patch', `/api/admin/organizations/${NO_SUCH_ID}`, { name: 'Nope' }],
      ['patch', `/api/admin/organizations/${NO_SUCH_ID}/status`, { status: 'suspended' }],
      ['patch', `/api/admin/organizations/${NO_SUCH_ID}/plan`, { plan: 'basic' }],
      ['delete', `/api/admin/organizations/${NO_SUCH_ID}`],
      ['get', '/api/admin/users'],
      ['get', `/api/admin/users/${NO_SUCH_ID}`],
      ['post', '/api/admin/users', { email: 'nope@example.com', firstName: 'No', lastName: 'Pe' }],
      ['patch', `/api/admin/users/${NO_SUCH_ID}`, { role: 'admin' }],
      ['delete', `/api/admin/users/${NO_SUCH_ID}`],
      ['post', '/api/admin/user-view', { userId: NO_SUCH_ID }],
      ['get', '/api/admin/subscriptions'],
      ['get', '/api/admin/analytics'],
      ['get', '/api/admin/usage-metrics'],
      ['get', '/api/admin/system'],
    ];
    let asUser: TestAgent;
    let asAdmin: TestAgent;
    let asOrphan: TestAgent;

    beforeAll(async () => {
      const org = await makeOrganization(t);
      asUser = (await signedInMember(t, { organizationId: org.id, role: 'user' })).agent;
      asAdmin = (await signedInMember(t, { organizationId: org.id, role: 'admin' })).agent;
      const orphan = await makeUser(t, { role: 'user' });
      asOrphan = await signIn(t, orphan.user.email);
    });

    // Every row has three cells: jest hands a shorter row's missing cell over as a done callback.
    it.each(calls.map(([m, p, b]) => [m, p, b ?? null] as const))('%s %s: 401 signed out, 403 for user, admin and organization-less user; the super admin passes', async (method, path, body) => {
      const send = (agent: TestAgent | ReturnType<TestApp['agent']>) => (body ? agent[method as 'post'](path).send(body) : agent[method as 'get'](path));
      await send(t.agent()).expect(401);
      for (const agent of [asUser, asAdmin, asOrphan]) {
        const res = await send(agent).expect(403);
        expect(res.body.message).toBe('You do not have permission to perform this action');
      }
      const res = await send(root);
      expect([200, 201, 404]).toContain(res.status);
    });

    it('refused calls change nothing', async () => {
      // One each: the super admin's own call; the three refused ones wrote nothing.
      expect(await db.query(`SELECT 1 FROM organization WHERE name = 'Nope Inc'`)).toHaveLength(1);
      expect(await db.query(`SELECT 1 FROM "user" WHERE email = 'nope@example.com'`)).toHaveLength(1);
    });
  });

  describe('organizations', () => {
    it('creates one with its CEO function, default settings and subscription; "pro" is professional; logged', async () => {
      const res = await root.post('/api/admin/organizations').set('User-Agent', 'admin-test').send({ name: '  Initech  ', subscriptionTier: 'pro', status: 'active' }).expect(201);
      expect(res.body).toMatchObject({ name: 'Initech', subscriptionTier: 'professional', status: 'active', userCount: 0, domain: null });
      const [row] = await db.query(
        `SELECT (SELECT plan FROM subscription WHERE "organizationId" = $1) AS plan,
                (SELECT count(*)::int FROM organization_settings WHERE "organizationId" = $1) AS settings,
                (SELECT count(*)::int FROM organization_function WHERE "organizationId" = $1 AND "parentId" IS NULL) AS ceo`,
        [res.body.id],
      );
      expect(row).toEqual({ plan: 'professional', settings: 1, ceo: 1 });
      const [log] = await logsOf('organization.create', res.body.id);
      expect(log).toMatchObject({ adminUserId: rootId, targetType: 'organization', userAgent: 'admin-test', details: { name: 'Initech', subscriptionTier: 'professional' } });
      expect(log.ipAddress).toBeTruthy();
    });

    it('refuses bad input with the specification\'s words and writes nothing', async () => {
      const before = (await db.query(`SELECT count(*)::int AS n FROM organization`))[0].n;
      expect((await root.post('/api/admin/organizations').send({ name: '   ' }).expect(400)).body.message).toBe(ADMIN_MESSAGES.organizationNameRequired);
      expect((await root.post('/api/admin/organizations').send({}).expect(400)).body.message).toBe(ADMIN_MESSAGES.organizationNameRequired);
      expect((await root.post('/api/admin/organizations').send({ name: 'X', subscriptionTier: 'gold' }).expect(400)).body.message).toBe(ADMIN_MESSAGES.invalidPlan);
      await root.post('/api/admin/organizations').send({ name: 'X', extra: 1 }).expect(400);
      await root.post('/api/admin/organizations').send({ name: 'Domain One', domain: 'one.example.com' }).expect(201);
      expect((await root.post('/api/admin/organizations').send({ name: 'Domain Two', domain: 'ONE.example.com' }).expect(409)).body.message).toBe(ADMIN_MESSAGES.domainTaken);
      expect((await db.query(`SELECT count(*)::int AS n FROM organization`))[0].n).toBe(before + 1);
    });

    it('lists with user counts, server-side search, filter, sort and paging', async () => {
      const org = await makeOrganization(t, { name: 'Zeta Paging Corp' });
      await makeUser(t, { organizationId: org.id });
      await makeUser(t, { organizationId: org.id });
      const all = await root.get('/api/admin/organizations').expect(200);
      expect(all.body.find((o: any) => o.id === org.id)).toMatchObject({ name: 'Zeta Paging Corp', userCount: 2, subscriptionTier: 'free', status: 'active' });

      const found = await root.get('/api/admin/organizations').query({ filter: JSON.stringify({ q: 'zeta pag' }) }).expect(200);
      expect(found.body.map((o: any) => o.id)).toEqual([org.id]);

      const page = await root.get('/api/admin/organizations').query({ sort: '["name","ASC"]', range: '[0,1]' }).expect(200);
      expect(page.body).toHaveLength(2);
      expect(page.headers['content-range']).toBe(`admin/organizations 0-1/${all.body.length}`);
      const names = all.body.map((o: any) => o.name.toLowerCase()).sort();
      expect(page.body.map((o: any) => o.name.toLowerCase())).toEqual(names.slice(0, 2));

      const byUsers = await root.get('/api/admin/organizations').query({ sort: '["userCount","DESC"]', range: '[0,0]' }).expect(200);
      expect(byUsers.body[0].userCount).toBe(Math.max(...all.body.map((o: any) => o.userCount)));
      await root.get('/api/admin/organizations').query({ sort: '["password","ASC"]' }).expect(400);

      const members = await root.get(`/api/admin/organizations/${org.id}/users`).expect(200);
      expect(members.body).toHaveLength(2);
      expect(members.body.every((u: any) => u.organizationName === 'Zeta Paging Corp')).toBe(true);
      await root.get('/api/admin/organizations/not-a-uuid').expect(404);
    });

    it('suspends an organization: its members are refused on live sessions and at sign-in; activating lets them back', async () => {
      const org = await makeOrganization(t);
      const member = await signedInMember(t, { organizationId: org.id, role: 'admin' });
      await member.agent.get('/api/activities').expect(200);

      const suspended = await root.patch(`/api/admin/organizations/${org.id}/status`).send({ status: 'suspended' }).expect(200);
      expect(suspended.body.status).toBe('suspended');
      const live = await member.agent.get('/api/activities').expect(403);
      expect(live.body.message).toBe('Your organization has been suspended. Please contact support.');
      const login = await t.agent().post('/api/auth/login').send({ email: member.user.email, password: member.password }).expect(403);
      expect(login.body.message).toBe('Your organization has been suspended. Please contact support.');
      expect(await logsOf('organization.status', org.id)).toEqual([expect.objectContaining({ details: expect.objectContaining({ from: 'active', to: 'suspended' }) })]);

      await root.patch(`/api/admin/organizations/${org.id}/status`).send({ status: 'active' }).expect(200);
      await member.agent.get('/api/activities').expect(200);
      await signIn(t, member.user.email);

      expect((await root.patch(`/api/admin/organizations/${org.id}/status`).send({ status: 'cancelled' }).expect(400)).body.message).toBe(ADMIN_MESSAGES.invalidStatus);
    });

    it('changes the plan of the organization and its subscription; "pro" reads as professional', async () => {
      const org = await makeOrganization(t);
      const res = await root.patch(`/api/admin/organizations/${org.id}/plan`).send({ plan: 'pro' }).expect(200);
      expect(res.body.subscriptionTier).toBe('professional');
      expect((await db.query(`SELECT plan FROM subscription WHERE "organizationId" = $1`, [org.id]))[0].plan).toBe('professional');
      await root.patch(`/api/admin/organizations/${org.id}/plan`).send({ plan: 'enterprise' }).expect(200);
      expect((await root.patch(`/api/admin/organizations/${org.id}/plan`).send({ plan: 'platinum' }).expect(400)).body.message).toBe(ADMIN_MESSAGES.invalidPlan);
      expect((await root.get(`/api/admin/organizations/${org.id}`).expect(200)).body.subscriptionTier).toBe('enterprise');
      expect(await logsOf('organization.plan', org.id)).toHaveLength(2);
    });

    it('renames an organization', async () => {
      const org = await makeOrganization(t);
      const res = await root.patch(`/api/admin/organizations/${org.id}`).send({ name: 'Renamed Co', domain: 'renamed.example.com' }).expect(200);
      expect(res.body).toMatchObject({ name: 'Renamed Co', domain: 'renamed.example.com' });
      expect((await root.patch(`/api/admin/organizations/${org.id}`).send({ name: ' ' }).expect(400)).body.message).toBe(ADMIN_MESSAGES.organizationNameRequired);
    });

    it('deletes an organization with all its data in one go, answering {deletedUsers}; no row of it remains in any table', async () => {
      const org = await makeOrganization(t, { name: 'Doomed Ltd' });
      const keep = await makeOrganization(t, { name: 'Survivor Ltd' });
      const admin = await signedInMember(t, { organizationId: org.id, role: 'admin' });
      await makeUser(t, { organizationId: org.id });
      await makeUser(t, { organizationId: org.id });
      const keeper = await signedInMember(t, { organizationId: keep.id, role: 'admin' });
      for (const agent of [admin.agent, keeper.agent]) {
        await makeObjective(agent);
        await makeKpi(agent);
        await makeRequest(agent);
      }
      await makeAssignments(t, org.id);
      await admin.agent.put('/api/organization-settings').send({ vision: 'To be deleted' }).expect(200);

      const tables: { table_name: string }[] = await db.query(
        `SELECT c.table_name FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
          WHERE c.table_schema = current_schema() AND c.column_name = 'organizationId' AND t.table_type = 'BASE TABLE'`,
      );
      const rowsOf = async (organizationId: string) => {
        const counts: Record<string, number> = {};
        for (const { table_name } of tables) {
          const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM "${table_name}" WHERE "organizationId" = $1`, [organizationId]);
          if (n) counts[table_name] = n;
        }
        return counts;
      };
      const keptBefore = await rowsOf(keep.id);
      expect(Object.keys(await rowsOf(org.id))).toEqual(expect.arrayContaining(['user', 'employee', 'objective', 'kpi', 'request', 'activity', 'subscription', 'organization_settings']));

      const res = await root.delete(`/api/admin/organizations/${org.id}`).expect(200);
      expect(res.body).toEqual({ id: org.id, name: 'Doomed Ltd', deletedUsers: 3 });
      expect(await rowsOf(org.id)).toEqual({});
      expect(await db.query(`SELECT 1 FROM organization WHERE id = $1`, [org.id])).toHaveLength(0);
      expect(await rowsOf(keep.id)).toEqual(keptBefore);
      await admin.agent.get('/api/auth/user').expect(401);
      expect(await logsOf('organization.delete', org.id)).toEqual([expect.objectContaining({ details: { name: 'Doomed Ltd', deletedUsers: 3 } })]);
      await root.delete(`/api/admin/organizations/${org.id}`).expect(404);
    });

    it('refuses to delete the organization the super admin belongs to', async () => {
      const org = await makeOrganization(t);
      const second = await makeUser(t, { role: 'super_admin', organizationId: org.id });
      const agent = await signIn(t, second.user.email);
      expect((await agent.delete(`/api/admin/organizations/${org.id}`).expect(422)).body.message).toBe(ADMIN_MESSAGES.cannotDeleteSelf);
      expect(await db.query(`SELECT 1 FROM organization WHERE id = $1`, [org.id])).toHaveLength(1);
    });
  });

  describe('users', () => {
    it('creates a user with an invitation mail whose link sets the password; then they sign in', async () => {
      const org = await makeOrganization(t, { name: 'Invite Co' });
      const res = await root.post('/api/admin/users').send({ email: ' New.Person@Example.com ', firstName: 'New', lastName: 'Person', role: 'user', organizationId: org.id }).expect(201);
      expect(res.body).toMatchObject({ email: 'new.person@example.com', role: 'user', organizationId: org.id, organizationName: 'Invite Co', displayStatus: 'Active', emailVerified: false });
      expect(res.body).not.toHaveProperty('passwordHash');
      const [employee] = await db.query(`SELECT name, role, status FROM employee WHERE "userId" = $1 AND "organizationId" = $2`, [res.body.id, org.id]);
      expect(employee).toEqual({ name: 'New Person', role: 'Employee', status: 'Active' });

      const mail = await t.smtp.waitFor('new.person@example.com');
      expect(mail.subject).toBe('You have been invited to Scorecard');
      const token = linkOf(mail.body);
      const [stored] = await db.query(`SELECT "invitationTokenHash", "passwordHash" FROM "user" WHERE id = $1`, [res.body.id]);
      expect(stored.passwordHash).toBeNull();
      expect(stored.invitationTokenHash).not.toContain(token);
      await t.agent().post('/api/auth/login').send({ email: 'new.person@example.com', password: 'my-new-password' }).expect(401);

      expect((await t.agent().post('/api/invitations/accept').send({ token, password: 'short' }).expect(400)).body.message).toBe('Password must be at least 8 characters');
      expect((await t.agent().post('/api/invitations/accept').send({ token: 'forged', password: 'my-new-password' }).expect(400)).body.message).toBe(ADMIN_MESSAGES.invitationInvalid);
      expect((await t.agent().post('/api/invitations/accept').send({ token, password: 'my-new-password' }).expect(200)).body.message).toBe(ADMIN_MESSAGES.passwordSet);
      await t.agent().post('/api/invitations/accept').send({ token, password: 'other-password' }).expect(400);
      const agent = await signIn(t, 'new.person@example.com', 'my-new-password');
      expect((await agent.get('/api/auth/user').expect(200)).body).toMatchObject({ emailVerified: true, organizationId: org.id });
      expect(await logsOf('user.create', res.body.id)).toHaveLength(1);
    });

    it('shows users without an organization as Pending until they set a password, then Unassigned', async () => {
      const pending = await root.post('/api/admin/users').send({ email: 'floating@example.com', firstName: 'Float', lastName: 'Ing', organizationId: null }).expect(201);
      expect(pending.body).toMatchObject({ displayStatus: 'Pending', organizationName: null, role: 'user' });
      const unassigned = await makeUser(t, { organizationId: null });
      const list = await root.get('/api/admin/users').query({ filter: JSON.stringify({ displayStatus: 'Unassigned' }) }).expect(200);
      expect(list.body.map((u: any) => u.id)).toContain(unassigned.user.id);
      expect(list.body.every((u: any) => u.displayStatus === 'Unassigned')).toBe(true);
      const search = await root.get('/api/admin/users').query({ filter: JSON.stringify({ q: 'floating@' }), range: '[0,9]' }).expect(200);
      expect(search.body.map((u: any) => u.id)).toEqual([pending.body.id]);
      expect(search.headers['content-range']).toBe('admin/users 0-0/1');
    });

    it('shows a member their organization deactivated as Deactivated, and Active again once reactivated', async () => {
      const org = await makeOrganization(t);
      const admin = await makeUser(t, { role: 'admin', organizationId: org.id });
      const member = await makeUser(t, { organizationId: org.id });
      const orgAdmin = await signIn(t, admin.user.email);
      const statusOf = async () => (await root.get(`/api/admin/users/${member.user.id}`).expect(200)).body.displayStatus;
      expect(await statusOf()).toBe('Active');
      await orgAdmin.post(`/api/members/${member.user.id}/deactivate`).expect(200);
      expect(await statusOf()).toBe('Deactivated');
      const filtered = await root.get('/api/admin/users').query({ filter: JSON.stringify({ displayStatus: 'Deactivated' }) }).expect(200);
      expect(filtered.body.map((u: any) => u.id)).toEqual([member.user.id]);
      await orgAdmin.post(`/api/members/${member.user.id}/reactivate`).expect(200);
      expect(await statusOf()).toBe('Active');
    });

    it('refuses bad input with the specification\'s words', async () => {
      const post = (body: Record<string, unknown>) => root.post('/api/admin/users').send(body).expect((r) => expect([400, 404, 409]).toContain(r.status));
      expect((await post({ firstName: 'A', lastName: 'B' })).body.message).toBe(ADMIN_MESSAGES.emailRequired);
      expect((await post({ email: 'x@example.com', lastName: 'B' })).body.message).toBe(ADMIN_MESSAGES.firstNameRequired);
      expect((await post({ email: 'x@example.com', firstName: 'A', lastName: '  ' })).body.message).toBe(ADMIN_MESSAGES.lastNameRequired);
      expect((await post({ email: 'not-an-email', firstName: 'A', lastName: 'B' })).body.message).toBe('Please enter a valid email');
      expect((await post({ email: 'x@example.com', firstName: 'A', lastName: 'B', role: 'god' })).status).toBe(400);
      expect((await post({ email: ROOT.email, firstName: 'A', lastName: 'B' })).body.message).toBe(ADMIN_MESSAGES.emailTaken);
      expect((await post({ email: 'x@example.com', firstName: 'A', lastName: 'B', organizationId: NO_SUCH_ID })).body.message).toBe(ADMIN_MESSAGES.organizationNotFound);
      expect(await db.query(`SELECT 1 FROM "user" WHERE email = 'x@example.com'`)).toHaveLength(0);
    });

    it('refuses a user beyond the organization\'s plan limit with 422', async () => {
      const org = await makeOrganization(t, { maxUsers: 1 });
      await makeUser(t, { organizationId: org.id });
      const res = await root.post('/api/admin/users').send({ email: 'over@example.com', firstName: 'O', lastName: 'Ver', organizationId: org.id }).expect(422);
      expect(res.body.message).toBe(ACCESS_MESSAGES.limitReached('users', 1));
    });

    it('edits role and organization: moving a user moves their employee record', async () => {
      const from = await makeOrganization(t, { name: 'From Org' });
      const to = await makeOrganization(t, { name: 'To Org' });
      const mover = await signedInMember(t, { organizationId: from.id, role: 'user' });
      const res = await root.patch(`/api/admin/users/${mover.user.id}`).send({ role: 'admin', organizationId: to.id }).expect(200);
      expect(res.body).toMatchObject({ role: 'admin', organizationId: to.id, organizationName: 'To Org', displayStatus: 'Active' });
      const employees = await db.query(`SELECT "organizationId", "userId", status, role FROM employee WHERE email = $1 ORDER BY "createdAt"`, [mover.user.email]);
      expect(employees).toEqual([
        { organizationId: from.id, userId: null, status: 'Inactive', role: 'Employee' },
        { organizationId: to.id, userId: mover.user.id, status: 'Active', role: 'Admin' },
      ]);
      // The live session now works in the new organization.
      const me = await mover.agent.get('/api/employees').expect(200);
      expect(me.body.map((e: any) => e.organizationId ?? to.id)).toContain(to.id);

      const unassigned = await root.patch(`/api/admin/users/${mover.user.id}`).send({ organizationId: null }).expect(200);
      expect(unassigned.body).toMatchObject({ organizationId: null, displayStatus: 'Unassigned' });
      expect((await root.patch(`/api/admin/users/${mover.user.id}`).send({ organizationId: NO_SUCH_ID }).expect(404)).body.message).toBe(ADMIN_MESSAGES.organizationNotFound);
      await root.patch(`/api/admin/users/${mover.user.id}`).send({ email: 'x@example.com' }).expect(400);
      expect(await logsOf('user.update', mover.user.id)).toHaveLength(2);
    });

    it('a super admin cannot demote or delete themself', async () => {
      expect((await root.patch(`/api/admin/users/${rootId}`).send({ role: 'user' }).expect(422)).body.message).toBe(ADMIN_MESSAGES.cannotDemoteSelf);
      expect((await root.delete(`/api/admin/users/${rootId}`).expect(422)).body.message).toBe(ADMIN_MESSAGES.cannotDeleteSelf);
      expect((await root.get(`/api/admin/users/${rootId}`).expect(200)).body.role).toBe('super_admin');
    });

    it('another super admin can be demoted while one remains', async () => {
      const other = await makeUser(t, { role: 'super_admin' });
      await root.patch(`/api/admin/users/${other.user.id}`).send({ role: 'user' }).expect(200);
    });

    it('views a user (logged) and deletes one', async () => {
      const org = await makeOrganization(t);
      const member = await signedInMember(t, { organizationId: org.id, role: 'user' });
      const view = await root.post('/api/admin/user-view').send({ userId: member.user.id }).expect(200);
      expect(view.body).toMatchObject({ id: member.user.id, email: member.user.email, employeeId: member.employee!.id });
      expect(await logsOf('user.view', member.user.id)).toHaveLength(1);
      await root.post('/api/admin/user-view').send({ userId: 'nope' }).expect(400);

      const res = await root.delete(`/api/admin/users/${member.user.id}`).expect(200);
      expect(res.body.id).toBe(member.user.id);
      await member.agent.get('/api/auth/user').expect(401);
      expect(await db.query(`SELECT status, "userId" FROM employee WHERE id = $1`, [member.employee!.id])).toEqual([{ status: 'Inactive', userId: null }]);
      await root.delete(`/api/admin/users/${member.user.id}`).expect(404);
      expect(await logsOf('user.delete', member.user.id)).toHaveLength(1);
    });
  });

  describe('subscriptions, analytics and usage', () => {
    it('derives monthly revenue from plan and seats, and analytics from the data', async () => {
      const before = (await root.get('/api/admin/analytics').expect(200)).body;
      const usageBefore = (await root.get('/api/admin/usage-metrics').expect(200)).body as { metric: string; value: number }[];

      const pro = (await root.post('/api/admin/organizations').send({ name: 'Revenue Pro', subscriptionTier: 'pro' }).expect(201)).body;
      const ent = (await root.post('/api/admin/organizations').send({ name: 'Revenue Enterprise', subscriptionTier: 'enterprise' }).expect(201)).body;
      await db.query(`UPDATE subscription SET metadata = '{"monthlyPrice": 1500}' WHERE "organizationId" = $1`, [ent.id]);
      const proAdmin = await signedInMember(t, { organizationId: pro.id, role: 'admin' }); // signs in: an active user
      await makeUser(t, { organizationId: pro.id });
      await makeUser(t, { organizationId: pro.id });
      await makeUser(t, { organizationId: ent.id });
      await makeObjective(proAdmin.agent);
      await makeObjective(proAdmin.agent);
      await makeKpi(proAdmin.agent);
      const open = await makeRequest(proAdmin.agent);
      const closed = await makeRequest(proAdmin.agent);
      await proAdmin.agent.put(`/api/requests/${closed.id}`).send({ status: 'Completed' }).expect(200);
      expect(open.status).toBe('New');

      const subs = await root.get('/api/admin/subscriptions').query({ filter: JSON.stringify({ q: 'Revenue ' }), sort: '["organizationName","DESC"]' }).expect(200);
      expect(subs.body.map((s: any) => [s.organizationName, s.plan, s.status, s.seats, s.monthlyRevenue])).toEqual([
        ['Revenue Pro', 'professional', 'active', 3, 87],
        ['Revenue Enterprise', 'enterprise', 'active', 1, 1500],
      ]);
      expect(subs.body[0].currentPeriodStart < subs.body[0].currentPeriodEnd).toBe(true);

      const after = (await root.get('/api/admin/analytics').expect(200)).body;
      expect(after.totalOrganizations - before.totalOrganizations).toBe(2);
      expect(after.totalUsers - before.totalUsers).toBe(4);
      expect(after.activeUsers - before.activeUsers).toBe(1);
      expect(after.totalObjectives - before.totalObjectives).toBe(2);
      expect(after.totalKpis - before.totalKpis).toBe(1);
      expect(after.activeRequests - before.activeRequests).toBe(1);
      expect(Math.round((after.monthlyRevenue - before.monthlyRevenue) * 100) / 100).toBe(1587);
      expect(after.avgEngagement).toBeCloseTo((after.activeUsers / after.totalUsers) * 100, 1);
      expect(after.revenueByPlan.find((r: any) => r.key === 'enterprise').value - before.revenueByPlan.find((r: any) => r.key === 'enterprise').value).toBe(1500);
      const planCount = (a: any, key: string) => a.organizationsByPlan.find((r: any) => r.key === key).value;
      expect(planCount(after, 'professional') - planCount(before, 'professional')).toBe(1);
      const thisMonth = after.newUsersByMonth.at(-1);
      expect(thisMonth.value - before.newUsersByMonth.at(-1).value).toBe(4);
      expect(after.newUsersByMonth).toHaveLength(6);
      // Everything was created just now, so 30 days ago earned nothing new: growth is only against older subscriptions.
      expect(after.revenueGrowth === null || typeof after.revenueGrowth === 'number').toBe(true);

      const usage = (await root.get('/api/admin/usage-metrics').expect(200)).body as { metric: string; value: number }[];
      const delta = (metric: string) => usage.find((u) => u.metric === metric)!.value - usageBefore.find((u) => u.metric === metric)!.value;
      expect(delta('Objectives')).toBe(2);
      expect(delta('KPIs')).toBe(1);
      expect(delta('Requests (30 days)')).toBe(2);
      expect(delta('Active organizations')).toBe(2);
    });

    it('revenue growth compares with the seats and subscriptions of 30 days ago', async () => {
      const org = (await root.post('/api/admin/organizations').send({ name: 'Growth Co', subscriptionTier: 'pro' }).expect(201)).body;
      // Everything else in this database is new: make this subscription and two seats 40 days old, a third seat new.
      const old = await makeUser(t, { organizationId: org.id });
      const old2 = await makeUser(t, { organizationId: org.id });
      await makeUser(t, { organizationId: org.id });
      await db.query(`UPDATE subscription SET "createdAt" = now() - interval '40 days' WHERE "organizationId" = $1`, [org.id]);
      await db.query(`UPDATE "user" SET "createdAt" = now() - interval '40 days' WHERE id = ANY($1)`, [[old.user.id, old2.user.id]]);
      const [{ then }] = await db.query(
        `SELECT coalesce(sum(CASE s.plan WHEN 'professional' THEN 29 WHEN 'basic' THEN 12 ELSE 0 END *
                 (SELECT count(*) FROM "user" u WHERE u."organizationId" = s."organizationId" AND u."createdAt" <= now() - interval '30 days')), 0)::float AS then
           FROM subscription s WHERE s."createdAt" <= now() - interval '30 days' AND s.status = 'active'`,
      );
      expect(then).toBe(58);
      const analytics = (await root.get('/api/admin/analytics').expect(200)).body;
      expect(analytics.revenueGrowth).toBeCloseTo(((analytics.monthlyRevenue - 58) / 58) * 100, 1);
    });
  });

  describe('system health', () => {
    it('reports measured uptime, response-time percentiles, database size and queue depths', async () => {
      for (let i = 0; i < 5; i++) await root.get('/api/admin/organizations').expect(200);
      const res = await root.get('/api/admin/system').expect(200);
      expect(res.body.uptimeSeconds).toBeGreaterThanOrEqual(0);
      expect(res.body.responseTimes.count).toBeGreaterThanOrEqual(5);
      expect(res.body.responseTimes.p50).toBeGreaterThan(0);
      expect(res.body.responseTimes.p95).toBeGreaterThanOrEqual(res.body.responseTimes.p50);
      expect(res.body.database).toMatchObject({ status: 'up' });
      expect(res.body.database.sizeBytes).toBeGreaterThan(1_000_000);
      expect(res.body.redis).toBe('up');
      expect(res.body.jobs.queues.mail).toEqual(expect.objectContaining({ waiting: expect.any(Number), failed: expect.any(Number), delayed: expect.any(Number) }));
    });
  });
});
