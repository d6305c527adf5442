import { NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TenantRepository } from '../src/common/tenancy/tenant-repository';
import { Employee } from '../src/modules/employees/employee.entity';
import { makeOrganization, makeUser, PASSWORD, signIn } from './support/factories';
import { codeOf, newAccount, tokenOf } from './support/accounts';
import { startTestApp, TestApp } from './support/test-app';

describe('accounts', () => {
  let t: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    t = await startTestApp({ env: { SUPER_ADMIN_EMAIL: 'Root@Example.com', SUPER_ADMIN_PASSWORD: 'super-secret-1' } });
    db = t.app.get(DataSource);
  });
  afterAll(() => t?.stop());

  async function signUp() {
    const account = newAccount();
    const agent = t.agent();
    const res = await agent.post('/api/auth/signup').send(account).expect(201);
    const mail = await t.smtp.waitFor(account.email);
    return { account, agent, res, mail };
  }

  it('signs up: organization, admin, employee, free plan; unverified until the mailed code is entered', async () => {
    const { account, agent, res, mail } = await signUp();
    expect(res.body.user).toMatchObject({ email: account.email, firstName: 'Grace', role: 'admin', emailVerified: false });
    expect(res.body.user).not.toHaveProperty('passwordHash');
    expect(res.headers['set-cookie'][0]).toMatch(/scorecard\.sid=.*HttpOnly.*SameSite=Lax/i);
    expect(mail.body).toContain('expires in 24 hours');
    expect(mail.body).toContain(`${t.config.appUrl}/verify-email?token=`);

    const orgId = res.body.user.organizationId;
    const [org] = await db.query(`SELECT o.name, o."subscriptionTier", (SELECT plan FROM subscription s WHERE s."organizationId" = o.id) AS plan,
      (SELECT count(*)::int FROM employee e WHERE e."organizationId" = o.id) AS employees,
      (SELECT count(*)::int FROM organization_settings s WHERE s."organizationId" = o.id) AS settings FROM organization o WHERE o.id = $1`, [orgId]);
    expect(org).toEqual({ name: 'Navy Labs', subscriptionTier: 'free', plan: 'free', employees: 1, settings: 1 });
    const [stored] = await db.query(`SELECT "passwordHash", "verificationCodeHash" FROM "user" WHERE email = $1`, [account.email]);
    expect(stored.passwordHash).not.toContain(account.password);
    expect(stored.verificationCodeHash).not.toBe(codeOf(mail));

    await agent.get('/api/auth/user').expect(200);
    const blocked = await agent.get('/api/activities').expect(403);
    expect(blocked.body.message).toBe('Please verify your email address to continue');
    expect((await agent.get('/api/auth/verification-status').expect(200)).body).toEqual({ email: account.email, emailVerified: false });

    const verified = await agent.post('/api/auth/verify-otp').send({ otpCode: codeOf(mail) }).expect(200);
    expect(verified.body.user.emailVerified).toBe(true);
    expect((await agent.get('/api/auth/verification-status').expect(200)).body.emailVerified).toBe(true);
    await agent.get('/api/activities').expect(200);
  });

  it('refuses a taken e-mail with 409, whatever its case', async () => {
    const { account } = await signUp();
    const res = await t.http.post('/api/auth/signup').send({ ...newAccount(), email: account.email.toUpperCase() }).expect(409);
    expect(res.body.message).toBe('An account with this email already exists');
  });

  it('verifies by the mailed link once; a reused or unknown token is refused', async () => {
    const { account, mail } = await signUp();
    const token = tokenOf(mail);
    const ok = await t.http.get('/api/auth/verify-email').query({ token }).expect(200);
    expect(ok.body.message).toBe('Email verified successfully!');
    const again = await t.http.get('/api/auth/verify-email').query({ token }).expect(400);
    expect(again.body.message).toBe('Invalid or expired verification link. Please request a new one.');
    await t.http.get('/api/auth/verify-email').expect(400);
    const agent = await signIn(t, account.email, account.password);
    await agent.get('/api/activities').expect(200);
  });

  it('refuses a wrong code and an expired one', async () => {
    const { account, agent, mail } = await signUp();
    const wrong = codeOf(mail) === '000000' ? '111111' : '000000';
    expect((await agent.post('/api/auth/verify-otp').send({ otpCode: wrong }).expect(400)).body.message).toBe('Invalid verification code. Please try again.');
    expect((await agent.post('/api/auth/verify-otp').send({ otpCode: '12ab' }).expect(400)).body.message).toBe('Please enter the 6-digit code');
    await db.query(`UPDATE "user" SET "verificationCodeExpires" = now() - interval '1 minute' WHERE email = $1`, [account.email]);
    const expired = await agent.post('/api/auth/verify-otp').send({ otpCode: codeOf(mail) }).expect(400);
    expect(expired.body.message).toBe('Your verification code has expired. Please request a new one.');
  });

  it('voids the code after five wrong attempts; a resent code works', async () => {
    const { account, agent, mail } = await signUp();
    const right = codeOf(mail);
    const wrong = right === '999999' ? '888888' : '999999';
    for (let i = 1; i <= 4; i++) await agent.post('/api/auth/verify-otp').send({ otpCode: wrong }).expect(400);
    const fifth = await agent.post('/api/auth/verify-otp').send({ otpCode: wrong }).expect(400);
    expect(fifth.body.message).toBe('Too many incorrect attempts. Please request a new code.');
    const after = await agent.post('/api/auth/verify-otp').send({ otpCode: right }).expect(400);
    expect(after.body.message).toBe('No verification code is pending. Please request a new one.');

    const before = t.smtp.mails.length;
    await t.http.post('/api/auth/resend-verification').send({ email: account.email }).expect(200);
    const fresh = await t.smtp.waitFor(account.email, (m) => t.smtp.mails.indexOf(m) >= before);
    await agent.post('/api/auth/verify-otp').send({ otpCode: codeOf(fresh) }).expect(200);
  });

  it('answers resend the same for unknown and known addresses, mailing only real unverified accounts', async () => {
    const { account } = await signUp();
    const known = await t.http.post('/api/auth/resend-verification').send({ email: account.email }).expect(200);
    const unknown = await t.http.post('/api/auth/resend-verification').send({ email: 'nobody-here@example.com' }).expect(200);
    expect(unknown.body).toEqual(known.body);
    await t.smtp.waitFor(account.email, (m) => m !== t.smtp.mails.find((x) => x.to.includes(account.email)));
    await new Promise((r) => setTimeout(r, 300));
    expect(t.smtp.mails.some((m) => m.to.includes('nobody-here@example.com'))).toBe(false);
    expect((await t.http.post('/api/auth/resend-verification').send({}).expect(400)).body.message).toBe('Please enter your email address');
  });

  it('signs in with a new session id, signs out by deleting the session row', async () => {
    const org = await makeOrganization(t);
    const { user } = await makeUser(t, { organizationId: org.id, role: 'user' });
    const agent = t.agent();
    await agent.get('/api/auth/user').expect(401);
    const bad = await agent.post('/api/auth/login').send({ email: user.email, password: 'wrong-password' }).expect(401);
    expect(bad.body.message).toBe('Invalid email or password');
    const unknown = await agent.post('/api/auth/login').send({ email: 'ghost@example.com', password: 'whatever1' }).expect(401);
    expect(unknown.body.message).toBe('Invalid email or password');
    expect((await agent.post('/api/auth/login').send({ email: user.email }).expect(400)).body.message).toBe('Password is required');

    const login = await agent.post('/api/auth/login').send({ email: user.email.toUpperCase(), password: PASSWORD }).expect(200);
    expect(login.body.user).toMatchObject({ id: user.id, firstName: 'Test', organizationId: org.id, emailVerified: true });
    const sid = /scorecard\.sid=([^;]+)/.exec(login.headers['set-cookie'][0])![1];
    const sessions = async () => (await db.query(`SELECT count(*)::int AS n FROM session WHERE sess::text LIKE $1`, [`%${user.id}%`]))[0].n;
    expect(await sessions()).toBe(1);

    // Signing in again issues a different session id (no fixation).
    const relogin = await agent.post('/api/auth/login').send({ email: user.email, password: PASSWORD }).expect(200);
    expect(/scorecard\.sid=([^;]+)/.exec(relogin.headers['set-cookie'][0])![1]).not.toBe(sid);

    await agent.post('/api/auth/logout').send({}).expect(200);
    expect(await sessions()).toBe(0);
    await agent.get('/api/auth/user').expect(401);
  });

  it('answers 401 without a session, 403 for suspended organizations, and 403 to non-super-admins on admin calls', async () => {
    const unauthenticated = await t.http.get('/api/activities').expect(401);
    expect(unauthenticated.body).toEqual({ statusCode: 401, message: 'Please sign in to continue' });

    const org = await makeOrganization(t);
    const { user } = await makeUser(t, { organizationId: org.id, role: 'admin' });
    const agent = await signIn(t, user.email);
    await agent.get('/api/activities').expect(200);
    expect((await agent.get('/api/admin/organizations').expect(403)).body.message).toBe('You do not have permission to perform this action');

    await db.query(`UPDATE organization SET status = 'suspended' WHERE id = $1`, [org.id]);
    const refused = await agent.get('/api/activities').expect(403);
    expect(refused.body.message).toBe('Your organization has been suspended. Please contact support.');
    await t.http.post('/api/auth/login').send({ email: user.email, password: PASSWORD }).expect(403);
  });

  it('ensures the super admin from the environment; without an organization tenant calls say so', async () => {
    const agent = t.agent();
    const res = await agent.post('/api/auth/login').send({ email: 'root@example.com', password: 'super-secret-1' }).expect(200);
    expect(res.body.user).toMatchObject({ role: 'super_admin', organizationId: null, emailVerified: true });
    const list = await agent.get('/api/admin/organizations').expect(200);
    expect(list.body.length).toBeGreaterThan(0);
    expect(list.body[0]).toEqual(expect.objectContaining({ name: expect.any(String), userCount: expect.any(Number), status: expect.any(String) }));
    expect((await agent.get('/api/activities').expect(403)).body.message).toBe('You are not a member of an organization');
  });

  it('refuses cross-site writes', async () => {
    const res = await t.http.post('/api/auth/login').set('Origin', 'https://evil.example').send({ email: 'a@b.co', password: 'x' }).expect(403);
    expect(res.body.message).toBe('Cross-site requests are not allowed');
    await t.http.post('/api/auth/login').set('Sec-Fetch-Site', 'cross-site').send({ email: 'a@b.co', password: 'x' }).expect(403);
    await t.http.post('/api/auth/login').set('Origin', t.config.appUrl).send({ email: 'a@b.co', password: 'xxxxxxxx' }).expect(401);
  });

  it('sends plan buttons to the sign-up entry', async () => {
    expect((await t.http.get('/api/login').query({ plan: 'professional' }).expect(302)).headers.location).toBe('/?signup=1&plan=professional');
    expect((await t.http.get('/api/login').query({ plan: '<script>' }).expect(302)).headers.location).toBe('/?signup=1&plan=free');
  });

  it('scopes tenant reads through the shared repository: another organization\'s id is not found', async () => {
    const a = await makeOrganization(t);
    const b = await makeOrganization(t);
    const { employee } = await makeUser(t, { organizationId: a.id });
    const employees = new TenantRepository(db.manager, Employee);
    expect((await employees.get(a.id, employee!.id)).id).toBe(employee!.id);
    await expect(employees.get(b.id, employee!.id)).rejects.toBeInstanceOf(NotFoundException);
    await expect(employees.get(a.id, 'not-a-uuid')).rejects.toBeInstanceOf(NotFoundException);
    expect(await employees.find(b.id)).toEqual([]);
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { AUTH_RATE_LIMIT: '3' } });
  });
  afterAll(() => t?.stop());

  // The window opens at a client's first attempt, so four quick attempts are always one window,
  // whatever the wall clock says.
  it('answers 429 past AUTH_RATE_LIMIT attempts a minute on sign-in, per endpoint, with Retry-After', async () => {
    for (let i = 0; i < 3; i++) await t.http.post('/api/auth/login').send({ email: 'x@example.com', password: 'wrong-one' }).expect(401);
    const limited = await t.http.post('/api/auth/login').send({ email: 'x@example.com', password: 'wrong-one' }).expect(429);
    expect(limited.body).toEqual({ statusCode: 429, message: 'Too many requests. Please try again later' });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    for (let i = 0; i < 3; i++) await t.http.post('/api/auth/resend-verification').send({ email: 'x@example.com' }).expect(200);
    await t.http.post('/api/auth/resend-verification').send({ email: 'x@example.com' }).expect(429);
  });
});
