import { ACCESS_MESSAGES, TEAM_MESSAGES as M } from '@scorecard/contracts';
import { DataSource } from 'typeorm';
import { makeOrganization, makeUser, Member, PASSWORD, signedInMember, signIn } from './support/factories';
import { CapturedMail } from './support/smtp-capture';
import { startTestApp, TestApp } from './support/test-app';

/** Team (DESIGN decision 20): an organization admin invites, manages and removes its own people. */
describe('team', () => {
  let t: TestApp;
  let db: DataSource;
  let counter = 0;
  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
  });
  afterAll(() => t?.stop());

  const tokenIn = (mail: CapturedMail) => decodeURIComponent(/accept-invitation\?token=([A-Za-z0-9_%-]+)/.exec(mail.body)![1]);
  const newEmail = () => `invitee${++counter}.${Date.now()}@example.com`;
  const sidOf = (res: { headers: Record<string, unknown> }) => {
    const cookies = (res.headers['set-cookie'] as string[] | undefined) ?? [];
    return cookies.map((c) => /scorecard\.sid=([^;]+)/.exec(c)?.[1]).find(Boolean);
  };

  /** The next invitation mail to `email` whose token is not one of `seen`. */
  async function invitationToken(email: string, seen: string[] = []): Promise<string> {
    const mail = await t.smtp.waitFor(email, (m) => /accept-invitation\?token=/.test(m.body) && !seen.includes(tokenIn(m)));
    return tokenIn(mail);
  }

  async function invite(admin: Member, body: Record<string, unknown> = {}) {
    const email = (body.email as string) ?? newEmail();
    const res = await admin.agent.post('/api/invitations').send({ email, firstName: 'Ida', lastName: 'Rhodes', role: 'user', ...body }).expect(201);
    return { email, invitation: res.body, token: await invitationToken(email) };
  }

  async function activities(organizationId: string, entityType: string) {
    return (await db.query(`SELECT "action", "entityId", "performedBy" FROM "activity" WHERE "organizationId" = $1 AND "entityType" = $2`, [organizationId, entityType])) as {
      action: string;
      entityId: string;
      performedBy: string;
    }[];
  }

  it('lists the organization\'s members with role, status, employee and last sign-in', async () => {
    const admin = await signedInMember(t);
    const user = await makeUser(t, { organizationId: admin.organizationId, role: 'user' });
    await signedInMember(t); // another organization's admin
    const res = await admin.agent.get('/api/members').expect(200);
    expect(res.body).toHaveLength(2);
    const me = res.body.find((m: { userId: string }) => m.userId === admin.user.id);
    expect(me).toEqual({
      userId: admin.user.id,
      email: admin.user.email,
      firstName: admin.user.firstName,
      lastName: admin.user.lastName,
      role: 'admin',
      status: 'active',
      employeeId: admin.employee!.id,
      lastSignInAt: expect.any(String),
    });
    expect(res.body.find((m: { userId: string }) => m.userId === user.user.id)).toMatchObject({ role: 'user', status: 'active', employeeId: user.employee!.id, lastSignInAt: null });
  });

  it('invites: 201 with the pending invitation and a mail whose 7-day link signs the person in', async () => {
    const admin = await signedInMember(t);
    const email = newEmail();
    const res = await admin.agent.post('/api/invitations').send({ email: email.toUpperCase(), firstName: 'Ida', lastName: 'Rhodes', role: 'admin' }).expect(201);
    expect(res.body).toMatchObject({ id: expect.any(String), email, role: 'admin', status: 'pending', expiresAt: expect.any(String) });
    const days = (new Date(res.body.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const mail = await t.smtp.waitFor(email, (m) => m.body.includes('accept-invitation'));
    expect(mail.raw).toMatch(/text\/plain/);
    expect(mail.raw).toMatch(/text\/html/);
    expect(mail.body).toContain(`${t.config.appUrl}/accept-invitation?token=`);
    const token = tokenIn(mail);
    const [stored] = await db.query(`SELECT "tokenHash" FROM "invitation" WHERE "id" = $1`, [res.body.id]);
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.tokenHash).not.toContain(token);
    expect((await admin.agent.get('/api/invitations').expect(200)).body).toEqual([expect.objectContaining({ id: res.body.id, status: 'pending' })]);

    // Same password rules as sign-up.
    const visitor = t.agent();
    expect((await visitor.post('/api/auth/accept-invitation').send({ token, password: 'short' }).expect(400)).body.message).toBe('Password must be at least 8 characters');
    expect((await visitor.post('/api/auth/accept-invitation').send({ token, password: 'long-enough-1', extra: 1 }).expect(400)).body.message).toMatch(/extra/);

    // Someone signed in elsewhere in this browser: accepting starts a new session.
    const other = await makeUser(t, { organizationId: (await makeOrganization(t)).id });
    const before = sidOf(await visitor.post('/api/auth/login').send({ email: other.user.email, password: PASSWORD }).expect(200));
    const accepted = await visitor.post('/api/auth/accept-invitation').send({ token, password: 'long-enough-1', firstName: 'Idaline' }).expect(200);
    expect(sidOf(accepted)).toBeDefined();
    expect(sidOf(accepted)).not.toBe(before);
    expect(accepted.body.user).toMatchObject({ email, firstName: 'Idaline', lastName: 'Rhodes', role: 'admin', organizationId: admin.organizationId, emailVerified: true });
    const me = (await visitor.get('/api/auth/user').expect(200)).body;
    expect(me).toMatchObject({ email, organizationId: admin.organizationId });
    await visitor.get('/api/dashboard/summary').expect(200);

    const member = (await admin.agent.get('/api/members').expect(200)).body.find((m: { email: string }) => m.email === email);
    expect(member).toMatchObject({ role: 'admin', status: 'active', employeeId: expect.any(String), lastSignInAt: expect.any(String) });
    const [employee] = await db.query(`SELECT "userId", "name", "role" FROM "employee" WHERE "id" = $1`, [member.employeeId]);
    expect(employee).toEqual({ userId: me.id, name: 'Idaline Rhodes', role: 'Admin' });
    expect((await admin.agent.get('/api/invitations').expect(200)).body[0]).toMatchObject({ status: 'accepted' });
    // The password works for sign-in too.
    await signIn(t, email, 'long-enough-1');

    // Used: 410.
    expect((await t.agent().post('/api/auth/accept-invitation').send({ token, password: 'long-enough-1' }).expect(410)).body.message).toBe(M.invitationGone);
    expect((await t.agent().post('/api/auth/accept-invitation').send({ token: 'forged', password: 'long-enough-1' }).expect(410)).body.message).toBe(M.invitationGone);

    const logged = await activities(admin.organizationId, 'invitation');
    expect(logged).toEqual([expect.objectContaining({ action: 'invited', entityId: res.body.id })]);
    expect(await activities(admin.organizationId, 'user')).toEqual([expect.objectContaining({ action: 'invitation_accepted', entityId: me.id })]);
  });

  it('links the accepted account to the employee the invitation named', async () => {
    const admin = await signedInMember(t);
    const employee = (await admin.agent.post('/api/employees').send({ name: 'Kathleen Booth', email: 'kb@example.com' }).expect(201)).body;
    const { token, email } = await invite(admin, { employeeId: employee.id });
    const accepted = (await t.agent().post('/api/auth/accept-invitation').send({ token, password: 'long-enough-1' }).expect(200)).body.user;
    const member = (await admin.agent.get('/api/members').expect(200)).body.find((m: { email: string }) => m.email === email);
    expect(member.employeeId).toBe(employee.id);
    const [row] = await db.query(`SELECT "userId" FROM "employee" WHERE "id" = $1`, [employee.id]);
    expect(row.userId).toBe(accepted.id);
    // An employee who can already sign in cannot be invited again.
    expect((await admin.agent.post('/api/invitations').send({ email: newEmail(), firstName: 'K', lastName: 'Booth', role: 'user', employeeId: employee.id }).expect(409)).body.message).toBe(M.employeeLinked);
  });

  it('409 for an e-mail with an account or a pending invitation, here or in another organization', async () => {
    const admin = await signedInMember(t);
    const other = await signedInMember(t);
    const body = { firstName: 'Ida', lastName: 'Rhodes', role: 'user' };
    expect((await admin.agent.post('/api/invitations').send({ ...body, email: other.user.email }).expect(409)).body.message).toBe(M.emailTaken);
    const { email } = await invite(admin);
    expect((await admin.agent.post('/api/invitations').send({ ...body, email }).expect(409)).body.message).toBe(M.invitationPending);
    expect((await other.agent.post('/api/invitations').send({ ...body, email }).expect(409)).body.message).toBe(M.invitationPending);
  });

  it('422 past maxUsers, pending invitations counted, with the plan-limit message', async () => {
    const organization = await makeOrganization(t, { maxUsers: 3 });
    const admin = await signedInMember(t, { organizationId: organization.id });
    await makeUser(t, { organizationId: organization.id });
    const { invitation } = await invite(admin);
    const refused = await admin.agent.post('/api/invitations').send({ email: newEmail(), firstName: 'Ida', lastName: 'Rhodes', role: 'user' }).expect(422);
    expect(refused.body.message).toBe(ACCESS_MESSAGES.limitReached('users', 3));
    // A revoked invitation gives its seat back.
    await admin.agent.delete(`/api/invitations/${invitation.id}`).expect(200);
    await invite(admin);
  });

  it('revoked and expired links answer 410; a resend voids the old link', async () => {
    const admin = await signedInMember(t);
    const revoked = await invite(admin);
    const res = await admin.agent.delete(`/api/invitations/${revoked.invitation.id}`).expect(200);
    expect(res.body).toMatchObject({ id: revoked.invitation.id, status: 'revoked' });
    expect((await t.agent().post('/api/auth/accept-invitation').send({ token: revoked.token, password: 'long-enough-1' }).expect(410)).body.message).toBe(M.invitationGone);
    expect((await admin.agent.post(`/api/invitations/${revoked.invitation.id}/resend`).expect(422)).body.message).toBe(M.notPending);

    const expired = await invite(admin);
    await db.query(`UPDATE "invitation" SET "expiresAt" = now() - interval '1 minute' WHERE "id" = $1`, [expired.invitation.id]);
    expect((await t.agent().post('/api/auth/accept-invitation').send({ token: expired.token, password: 'long-enough-1' }).expect(410)).body.message).toBe(M.invitationGone);
    expect((await admin.agent.get('/api/invitations').expect(200)).body.find((i: { id: string }) => i.id === expired.invitation.id).status).toBe('expired');

    // Resending renews the expired one with a new link; the old link stays dead.
    const resent = await admin.agent.post(`/api/invitations/${expired.invitation.id}/resend`).expect(200);
    expect(resent.body).toMatchObject({ id: expired.invitation.id, status: 'pending' });
    expect(new Date(resent.body.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    const fresh = await invitationToken(expired.email, [expired.token]);
    expect(fresh).not.toBe(expired.token);
    await t.agent().post('/api/auth/accept-invitation').send({ token: expired.token, password: 'long-enough-1' }).expect(410);

    const pending = await invite(admin);
    await admin.agent.post(`/api/invitations/${pending.invitation.id}/resend`).expect(200);
    const second = await invitationToken(pending.email, [pending.token]);
    await t.agent().post('/api/auth/accept-invitation').send({ token: pending.token, password: 'long-enough-1' }).expect(410);
    await t.agent().post('/api/auth/accept-invitation').send({ token: second, password: 'long-enough-1' }).expect(200);
    await t.agent().post('/api/auth/accept-invitation').send({ token: fresh, password: 'long-enough-1' }).expect(200);

    const actions = (await activities(admin.organizationId, 'invitation')).map((a) => a.action).sort();
    expect(actions).toEqual(['invitation_resent', 'invitation_resent', 'invitation_revoked', 'invited', 'invited', 'invited']);
  });

  it('only admins: 403 for a user, 401 without a session', async () => {
    const admin = await signedInMember(t);
    const user = await signedInMember(t, { organizationId: admin.organizationId, role: 'user' });
    const { invitation } = await invite(admin);
    const calls: Array<[string, string, object?]> = [
      ['get', '/api/members'],
      ['patch', `/api/members/${admin.user.id}`, { role: 'user' }],
      ['post', `/api/members/${admin.user.id}/deactivate`],
      ['post', `/api/members/${admin.user.id}/reactivate`],
      ['get', '/api/invitations'],
      ['post', '/api/invitations', { email: newEmail(), firstName: 'A', lastName: 'Bc', role: 'user' }],
      ['post', `/api/invitations/${invitation.id}/resend`],
      ['delete', `/api/invitations/${invitation.id}`],
    ];
    for (const [method, path, body] of calls) {
      const call = (user.agent as unknown as Record<string, (p: string) => { send(b?: object): Promise<{ status: number }> }>)[method](path);
      expect([path, (await call.send(body)).status]).toEqual([path, 403]);
      const anonymous = (t.http as unknown as Record<string, (p: string) => { send(b?: object): Promise<{ status: number }> }>)[method](path);
      expect([path, (await anonymous.send(body)).status]).toEqual([path, 401]);
    }
  });

  it("another organization's members and invitations are 404; unknown fields and roles 400", async () => {
    const a = await signedInMember(t);
    const b = await signedInMember(t);
    const { invitation } = await invite(a);
    const employee = (await a.agent.post('/api/employees').send({ name: 'Only In A' }).expect(201)).body;
    await b.agent.patch(`/api/members/${a.user.id}`).send({ role: 'user' }).expect(404);
    await b.agent.post(`/api/members/${a.user.id}/deactivate`).expect(404);
    await b.agent.post(`/api/members/${a.user.id}/reactivate`).expect(404);
    await b.agent.post(`/api/members/not-a-uuid/deactivate`).expect(404);
    await b.agent.post(`/api/invitations/${invitation.id}/resend`).expect(404);
    await b.agent.delete(`/api/invitations/${invitation.id}`).expect(404);
    await b.agent.post('/api/invitations').send({ email: newEmail(), firstName: 'A', lastName: 'Bc', role: 'user', employeeId: employee.id }).expect(404);
    expect((await b.agent.get('/api/invitations').expect(200)).body).toEqual([]);
    expect((await b.agent.get('/api/members').expect(200)).body.map((m: { userId: string }) => m.userId)).toEqual([b.user.id]);

    await a.agent.post('/api/invitations').send({ email: newEmail(), firstName: 'A', lastName: 'Bc', role: 'user', organizationId: b.organizationId }).expect(400);
    await a.agent.post('/api/invitations').send({ email: newEmail(), firstName: 'A', lastName: 'Bc', role: 'super_admin' }).expect(400);
    await a.agent.patch(`/api/members/${a.user.id}`).send({ role: 'admin', email: 'x@example.com' }).expect(400);
    expect((await a.agent.patch(`/api/members/${a.user.id}`).send({ role: 'owner' }).expect(400)).body.message).toBe(M.role);
    await a.agent.post(`/api/members/${a.user.id}/deactivate`).send({ force: true }).expect(400);
    await a.agent.post(`/api/members/${a.user.id}/reactivate`).send({ force: true }).expect(400);
    await a.agent.post(`/api/invitations/${invitation.id}/resend`).send({ email: 'x@example.com' }).expect(400);
  });

  it('deactivation ends live sessions and refuses sign-in; reactivation restores it; nothing owned is lost', async () => {
    const admin = await signedInMember(t);
    const user = await signedInMember(t, { organizationId: admin.organizationId, role: 'user' });
    const second = await signIn(t, user.user.email);
    const signedIn = (await user.agent.get('/api/auth/user').expect(200)).body;
    expect(signedIn.id).toBe(user.user.id);
    const sessions = async () =>
      ((await db.query(`SELECT count(*)::int AS n FROM "session" WHERE "sess" #>> '{passport,user}' = $1`, [user.user.id])) as { n: number }[])[0].n;
    expect(await sessions()).toBe(2);

    expect((await admin.agent.get('/api/dashboard/summary').expect(200)).body.activeUsers).toBe(2);
    const res = await admin.agent.post(`/api/members/${user.user.id}/deactivate`).expect(200);
    expect((await admin.agent.get('/api/dashboard/summary').expect(200)).body.activeUsers).toBe(1);
    expect(res.body).toMatchObject({ userId: user.user.id, status: 'deactivated', employeeId: user.employee!.id });
    expect(await sessions()).toBe(0);
    await user.agent.get('/api/auth/user').expect(401);
    await second.get('/api/dashboard/summary').expect(401);
    const refused = await t.agent().post('/api/auth/login').send({ email: user.user.email, password: PASSWORD }).expect(401);
    expect(refused.body.message).toBe(M.deactivated);
    // A wrong password says nothing about the account.
    expect((await t.agent().post('/api/auth/login').send({ email: user.user.email, password: 'wrong-password' }).expect(401)).body.message).toBe('Invalid email or password');
    const [employee] = await db.query(`SELECT "userId" FROM "employee" WHERE "id" = $1`, [user.employee!.id]);
    expect(employee.userId).toBe(user.user.id);
    expect((await admin.agent.get('/api/members').expect(200)).body.find((m: { userId: string }) => m.userId === user.user.id).status).toBe('deactivated');

    const back = await admin.agent.post(`/api/members/${user.user.id}/reactivate`).expect(200);
    expect(back.body.status).toBe('active');
    const again = await signIn(t, user.user.email);
    await again.get('/api/auth/user').expect(200);
    expect((await activities(admin.organizationId, 'user')).map((a) => a.action).sort()).toEqual(['deactivated', 'reactivated']);
  });

  it('changes roles; the last active admin can be neither demoted nor deactivated', async () => {
    const admin = await signedInMember(t);
    const user = await signedInMember(t, { organizationId: admin.organizationId, role: 'user' });
    expect((await admin.agent.patch(`/api/members/${admin.user.id}`).send({ role: 'user' }).expect(422)).body.message).toBe(M.lastAdmin);
    expect((await admin.agent.post(`/api/members/${admin.user.id}/deactivate`).expect(422)).body.message).toBe(M.lastAdmin);

    const promoted = await admin.agent.patch(`/api/members/${user.user.id}`).send({ role: 'admin' }).expect(200);
    expect(promoted.body).toMatchObject({ userId: user.user.id, role: 'admin' });
    await user.agent.get('/api/members').expect(200);
    const [employee] = await db.query(`SELECT "role" FROM "employee" WHERE "id" = $1`, [user.employee!.id]);
    expect(employee.role).toBe('Admin');

    // A deactivated admin is no active admin.
    await admin.agent.post(`/api/members/${user.user.id}/deactivate`).expect(200);
    await admin.agent.patch(`/api/members/${admin.user.id}`).send({ role: 'user' }).expect(422);
    await admin.agent.post(`/api/members/${user.user.id}/reactivate`).expect(200);

    const demoted = await admin.agent.patch(`/api/members/${admin.user.id}`).send({ role: 'user' }).expect(200);
    expect(demoted.body.role).toBe('user');
    await admin.agent.get('/api/members').expect(403);
    const other = await signIn(t, user.user.email);
    expect((await other.patch(`/api/members/${user.user.id}`).send({ role: 'user' }).expect(422)).body.message).toBe(M.lastAdmin);
    const logged = await activities(admin.organizationId, 'user');
    expect(logged.filter((a) => a.action === 'role_changed')).toHaveLength(2);
  });
});
