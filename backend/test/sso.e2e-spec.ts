import { ACCESS_MESSAGES, SSO_MESSAGES, TEAM_MESSAGES } from '@scorecard/contracts';
import { createHash, randomBytes } from 'node:crypto';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { loadConfig } from '../src/config/app-config';
import { SecretBox } from '../src/common/secret-box';
import { issuerUrl } from '../src/modules/sso/sso-oidc';
import { makeOrganization, makeUser, PASSWORD, signedInMember } from './support/factories';
import { OidcTestProvider, startOidcProvider } from './support/oidc-test-provider';
import { startTestApp, TestApp } from './support/test-app';

const KEY = 'sso-e2e-encryption-key-0123456789abcdef';
const CLIENT = { clientId: 'scorecard', clientSecret: 'scorecard-client-secret-e2e', redirectUri: 'http://127.0.0.1/api/auth/sso/callback' };
const OTHER = { clientId: 'another-app', clientSecret: 'another-app-secret', redirectUri: 'http://127.0.0.1/other/callback' };

/** Single sign-on with OpenID Connect per organization (DESIGN decision 27), against a real oidc-provider. */
describe('single sign-on', () => {
  let t: TestApp;
  let db: DataSource;
  let idp: OidcTestProvider;
  beforeAll(async () => {
    idp = await startOidcProvider([CLIENT, OTHER]);
    t = await startTestApp({ env: { SSO_ALLOW_INSECURE_ISSUER: 'true', SSO_ENCRYPTION_KEY: KEY } });
    db = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t?.stop();
    await idp?.stop();
  });

  const newDomain = () => `corp-${randomBytes(4).toString('hex')}.test`;
  const settings = (domain: string, extra: Record<string, unknown> = {}) => ({
    issuer: idp.issuer,
    clientId: CLIENT.clientId,
    clientSecret: CLIENT.clientSecret,
    emailDomains: [domain],
    enforced: false,
    ...extra,
  });

  /** An organization whose admin configured SSO for a domain of its own. */
  async function ssoOrganization(opts: { enforced?: boolean; maxUsers?: number } = {}) {
    const organization = await makeOrganization(t, opts.maxUsers ? { maxUsers: opts.maxUsers } : {});
    const admin = await signedInMember(t, { organizationId: organization.id });
    const domain = newDomain();
    await admin.agent.put('/api/settings/sso').send(settings(domain, { enforced: opts.enforced ?? false })).expect(200);
    return { organizationId: organization.id, admin, domain };
  }

  /** The browser's round trip: start, the provider's login page, back to the callback. */
  async function startAt(agent: TestAgent, email: string): Promise<URL> {
    const start = await agent.get(`/api/auth/sso/start?email=${encodeURIComponent(email)}`).expect(302);
    const location = new URL(start.headers.location);
    expect(location.origin).toBe(idp.issuer);
    return location;
  }
  async function callback(agent: TestAgent, back: URL): Promise<string> {
    expect(back.origin + back.pathname).toBe(CLIENT.redirectUri);
    const res = await agent.get(back.pathname + back.search).expect(302);
    return res.headers.location as string;
  }
  async function ssoSignIn(agent: TestAgent, email: string): Promise<string> {
    return callback(agent, await idp.authorize((await startAt(agent, email)).href, email));
  }

  it('stores the configuration for admins, the secret encrypted and never answered back', async () => {
    const { organizationId, admin, domain } = await ssoOrganization();
    const res = await admin.agent.get('/api/settings/sso').expect(200);
    expect(res.body).toEqual({
      configured: true,
      issuer: idp.issuer,
      clientId: CLIENT.clientId,
      clientSecretSet: true,
      emailDomains: [domain],
      enforced: false,
      redirectUri: 'http://127.0.0.1/api/auth/sso/callback',
      updatedAt: expect.any(String),
    });
    expect(JSON.stringify(res.body)).not.toContain(CLIENT.clientSecret);
    const [stored] = await db.query(`SELECT "clientSecretEncrypted" FROM "sso_configuration" WHERE "organizationId" = $1`, [organizationId]);
    expect(stored.clientSecretEncrypted).toMatch(/^v1\./);
    expect(stored.clientSecretEncrypted).not.toContain(CLIENT.clientSecret);
    expect(stored.clientSecretEncrypted).not.toContain(Buffer.from(CLIENT.clientSecret).toString('base64url'));
    expect(new SecretBox(KEY).open(stored.clientSecretEncrypted, organizationId)).toBe(CLIENT.clientSecret);
    // Bound to its organization: the same ciphertext does not open as another's.
    expect(() => new SecretBox(KEY).open(stored.clientSecretEncrypted, admin.user.id)).toThrow();

    // Saved again without a secret: the stored one is kept; the answer of PUT has no secret either.
    const put = await admin.agent.put('/api/settings/sso').send({ ...settings(domain, { enforced: true }), clientSecret: undefined }).expect(200);
    expect(put.body).toMatchObject({ enforced: true, clientSecretSet: true });
    expect(JSON.stringify(put.body)).not.toContain(CLIENT.clientSecret);
    const [kept] = await db.query(`SELECT "clientSecretEncrypted" FROM "sso_configuration" WHERE "organizationId" = $1`, [organizationId]);
    expect(kept.clientSecretEncrypted).toBe(stored.clientSecretEncrypted);
    const logged = await db.query(`SELECT "action", "details"::text AS details FROM "activity" WHERE "organizationId" = $1 AND "entityType" = 'sso_configuration' ORDER BY "createdAt"`, [organizationId]);
    expect(logged.map((a: { action: string }) => a.action)).toEqual(['created', 'updated']);
    expect(logged.map((a: { details: string }) => a.details).join()).not.toContain(CLIENT.clientSecret);

    // Members may not read or change it.
    const member = await signedInMember(t, { organizationId, role: 'user' });
    await member.agent.get('/api/settings/sso').expect(403);
    await member.agent.put('/api/settings/sso').send(settings(domain)).expect(403);
  });

  it('validates: the issuer discovered (unreachable or http without the flag refused), unknown fields, a first secret', async () => {
    const admin = await signedInMember(t);
    const domain = newDomain();
    const closed = await admin.agent.put('/api/settings/sso').send(settings(domain, { issuer: 'http://127.0.0.1:9/' })).expect(422);
    expect(closed.body.message).toMatch(/^The issuer could not be discovered: /);
    await admin.agent.put('/api/settings/sso').send({ ...settings(domain), clientSecret: '' }).expect(400);
    const unknown = await admin.agent.put('/api/settings/sso').send({ ...settings(domain), extra: 1 }).expect(400);
    expect(unknown.body.message).toMatch(/extra/);
    const publicDomain = await admin.agent.put('/api/settings/sso').send({ ...settings(domain), emailDomains: [domain, 'Gmail.com'] }).expect(422);
    expect(publicDomain.body.message).toBe('gmail.com is a public e-mail domain and cannot be claimed');
    const badDomain = await admin.agent.put('/api/settings/sso').send(settings('not a domain')).expect(400);
    expect(badDomain.body.message).toBe('Each e-mail domain must be a domain name such as example.com');
    expect((await admin.agent.get('/api/settings/sso').expect(200)).body).toMatchObject({ configured: false, clientSecretSet: false, emailDomains: [] });
    // The key: SSO_ENCRYPTION_KEY (32+ characters), else SESSION_SECRET; http: issuers are off unless asked for.
    expect(() => loadConfig({ SSO_ENCRYPTION_KEY: 'too-short' })).toThrow(/SSO_ENCRYPTION_KEY must be at least 32 characters/);
    expect(loadConfig({ SESSION_SECRET: 'a-session-secret-of-some-length' })).toMatchObject({ ssoEncryptionKey: 'a-session-secret-of-some-length', ssoAllowInsecureIssuer: false });
    expect(loadConfig({ SSO_ENCRYPTION_KEY: KEY, SSO_ALLOW_INSECURE_ISSUER: 'true' })).toMatchObject({ ssoEncryptionKey: KEY, ssoAllowInsecureIssuer: true });
    const sealed = new SecretBox(KEY).seal('s3cret', admin.organizationId);
    expect(() => new SecretBox('another-key-entirely-0123456789abcdef').open(sealed, admin.organizationId)).toThrow();
    // http: issuers only with SSO_ALLOW_INSECURE_ISSUER=true (this app runs with it).
    expect(() => issuerUrl('http://idp.example.com', false)).toThrow(SSO_MESSAGES.issuerInsecure);
    expect(issuerUrl('https://idp.example.com', false).href).toBe('https://idp.example.com/');

    // Test connection: what discovery found, or why it failed.
    const ok = await admin.agent.post('/api/settings/sso/test').send({ issuer: idp.issuer }).expect(200);
    expect(ok.body).toMatchObject({ ok: true, issuer: idp.issuer, tokenEndpoint: `${idp.issuer}/token`, supportsPkceS256: true, supportsClientSecretBasic: true });
    const bad = await admin.agent.post('/api/settings/sso/test').send({ issuer: 'http://127.0.0.1:9' }).expect(200);
    expect(bad.body).toMatchObject({ ok: false, message: expect.stringMatching(/^The issuer could not be discovered: /) });
  });

  it('keeps each configuration to its organization, and a domain to one organization', async () => {
    const first = await ssoOrganization();
    const other = await signedInMember(t);
    expect((await other.agent.get('/api/settings/sso').expect(200)).body).toMatchObject({ configured: false, issuer: '', emailDomains: [] });
    const taken = await other.agent.put('/api/settings/sso').send(settings(first.domain)).expect(409);
    expect(taken.body.message).toBe(SSO_MESSAGES.domainTaken(first.domain));
    const mixed = await other.agent.put('/api/settings/sso').send({ ...settings(newDomain()), emailDomains: [newDomain(), first.domain.toUpperCase()] }).expect(409);
    expect(mixed.body.message).toBe(SSO_MESSAGES.domainTaken(first.domain));
    // The other organization's own configuration leaves the first one untouched.
    const own = newDomain();
    await other.agent.put('/api/settings/sso').send(settings(own, { clientId: OTHER.clientId, clientSecret: OTHER.clientSecret })).expect(200);
    expect((await first.admin.agent.get('/api/settings/sso').expect(200)).body).toMatchObject({ clientId: CLIENT.clientId, emailDomains: [first.domain] });
    expect((await other.agent.get('/api/settings/sso').expect(200)).body).toMatchObject({ clientId: OTHER.clientId, emailDomains: [own] });
    expect((await t.http.get(`/api/auth/sso/discover?email=someone@${first.domain}`).expect(200)).body).toEqual({ sso: true, enforced: false });
    expect((await t.http.get(`/api/auth/sso/discover?email=someone@${newDomain()}`).expect(200)).body).toEqual({ sso: false, enforced: false });

    // Removing it (beyond the contract) frees the domains, for the organization's admins only.
    await (await signedInMember(t, { organizationId: first.organizationId, role: 'user' })).agent.delete('/api/settings/sso').expect(403);
    await other.agent.delete('/api/settings/sso').expect(200);
    expect((await first.admin.agent.get('/api/settings/sso').expect(200)).body).toMatchObject({ configured: true, emailDomains: [first.domain] });
    const removed = await first.admin.agent.delete('/api/settings/sso').expect(200);
    expect(removed.body).toMatchObject({ configured: false, clientSecretSet: false, emailDomains: [] });
    expect((await t.http.get(`/api/auth/sso/discover?email=someone@${first.domain}`).expect(200)).body).toEqual({ sso: false, enforced: false });
    await other.agent.put('/api/settings/sso').send(settings(first.domain)).expect(200);
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM "sso_configuration" WHERE "organizationId" = $1`, [first.organizationId]);
    expect(n).toBe(0);
  });

  it('signs a member in through the provider with the same session as a password sign-in, and redirects to /', async () => {
    const { organizationId, domain } = await ssoOrganization();
    const member = await makeUser(t, { organizationId, role: 'user', email: `ada@${domain}` });
    const agent = t.agent();
    await agent.get('/api/auth/user').expect(401);
    const authorize = await startAt(agent, member.user.email.toUpperCase());
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(authorize.searchParams.get('redirect_uri')).toBe(CLIENT.redirectUri);
    // state, nonce and the verifier stay on the server (the session row), not in a cookie.
    const [row] = await db.query(`SELECT "sess"::text AS sess FROM "session" WHERE "sess"::text LIKE $1`, [`%${authorize.searchParams.get('state')}%`]);
    expect(row.sess).toContain(authorize.searchParams.get('nonce'));
    expect(await callback(agent, await idp.authorize(authorize.href, member.user.email))).toBe('/');
    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body).toMatchObject({ id: member.user.id, email: member.user.email, organizationId, role: 'user' });
    await agent.get('/api/members').expect(403); // signed in as who they are: a user, not an admin
    const [{ lastLoginAt }] = await db.query(`SELECT "lastLoginAt" FROM "user" WHERE "id" = $1`, [member.user.id]);
    expect(lastLoginAt).not.toBeNull();
    // The pending sign-in is gone with the old session: replaying the callback signs nobody in.
    expect(await callback(t.agent(), new URL(`${CLIENT.redirectUri}?code=x&state=${authorize.searchParams.get('state')}`))).toBe('/?sso_error=state');
  });

  it('makes a verified member (role user) with an employee record on a first sign-in', async () => {
    const { organizationId, domain } = await ssoOrganization();
    const email = `grace@${domain}`;
    idp.names.set(email, { given_name: 'Grace', family_name: 'Hopper' });
    const agent = t.agent();
    expect(await ssoSignIn(agent, email)).toBe('/');
    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body).toMatchObject({ email, firstName: 'Grace', lastName: 'Hopper', role: 'user', organizationId, emailVerified: true });
    const [employee] = await db.query(`SELECT "name", "role" FROM "employee" WHERE "organizationId" = $1 AND "userId" = $2`, [organizationId, me.body.id]);
    expect(employee).toEqual({ name: 'Grace Hopper', role: 'Employee' });
    const [user] = await db.query(`SELECT "passwordHash" FROM "user" WHERE "id" = $1`, [me.body.id]);
    expect(user.passwordHash).toBeNull();
    await agent.get('/api/dashboard/summary').expect(200);
    const [joined] = await db.query(`SELECT "action", "entityType", "performedBy", "details"->>'userId' AS "userId" FROM "activity" WHERE "organizationId" = $1 AND "action" = 'joined_through'`, [organizationId]);
    expect(joined).toEqual({ action: 'joined_through', entityType: 'sso_configuration', performedBy: me.body.id, userId: me.body.id });
    // The second time, the same account.
    const again = t.agent();
    expect(await ssoSignIn(again, email)).toBe('/');
    expect((await again.get('/api/auth/user').expect(200)).body.id).toBe(me.body.id);
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM "user" WHERE "email" = $1`, [email]);
    expect(n).toBe(1);
  });

  it('refuses password sign-in for an enforced domain whatever the password; others and super admins unaffected', async () => {
    const { organizationId, domain } = await ssoOrganization({ enforced: true });
    const member = await makeUser(t, { organizationId, role: 'admin', email: `linus@${domain}` });
    for (const password of [PASSWORD, 'wrong-password']) {
      const res = await t.http.post('/api/auth/login').send({ email: member.user.email, password }).expect(403);
      expect(res.body.message).toBe("Sign in with your organization's single sign-on");
    }
    await t.http.post('/api/auth/login').send({ email: `nobody@${domain}`, password: PASSWORD }).expect(403);
    expect((await t.http.get(`/api/auth/sso/discover?email=${member.user.email}`).expect(200)).body).toEqual({ sso: true, enforced: true });
    const superAdmin = await makeUser(t, { role: 'super_admin', email: `root@${domain}` });
    await t.http.post('/api/auth/login').send({ email: superAdmin.user.email, password: PASSWORD }).expect(200);
    const elsewhere = await makeUser(t, { organizationId: (await makeOrganization(t)).id });
    await t.http.post('/api/auth/login').send({ email: elsewhere.user.email, password: PASSWORD }).expect(200);
    // Another organization's member whose address is in the domain keeps their password: no tenant locks out another's people.
    const outsider = await makeUser(t, { organizationId: (await makeOrganization(t)).id, email: `outsider@${domain}` });
    await t.http.post('/api/auth/login').send({ email: outsider.user.email, password: PASSWORD }).expect(200);
    // Single sign-on still signs the member in.
    const agent = t.agent();
    expect(await ssoSignIn(agent, member.user.email)).toBe('/');
    expect((await agent.get('/api/auth/user').expect(200)).body.id).toBe(member.user.id);
  });

  it('signs nobody in when the state does not match or there was no start', async () => {
    const { organizationId, domain } = await ssoOrganization();
    const member = await makeUser(t, { organizationId, email: `eve@${domain}` });
    const agent = t.agent();
    const back = await idp.authorize((await startAt(agent, member.user.email)).href, member.user.email);
    const forged = new URL(back);
    forged.searchParams.set('state', 'forged-state');
    expect(await callback(agent, forged)).toBe('/?sso_error=state');
    await agent.get('/api/auth/user').expect(401);
    // The genuine state after a refusal is spent too: one callback per start.
    expect(await callback(agent, back)).toBe('/?sso_error=state');
    await agent.get('/api/auth/user').expect(401);
    // A code delivered to a browser that never started the flow.
    const stranger = t.agent();
    const other = await idp.authorize((await startAt(t.agent(), member.user.email)).href, member.user.email);
    expect(await callback(stranger, other)).toBe('/?sso_error=state');
    await stranger.get('/api/auth/user').expect(401);
    // A code the provider never issued.
    const tampered = t.agent();
    const real = await idp.authorize((await startAt(tampered, member.user.email)).href, member.user.email);
    real.searchParams.set('code', 'not-a-code');
    expect(await callback(tampered, real)).toBe('/?sso_error=provider');
    await tampered.get('/api/auth/user').expect(401);
  });

  it('refuses an ID token issued to another client (wrong audience)', async () => {
    const { organizationId, domain } = await ssoOrganization();
    const member = await makeUser(t, { organizationId, email: `mallory@${domain}` });
    const agent = t.agent();
    const authorize = await startAt(agent, member.user.email);
    // A genuine token of the same provider, for the same person and nonce, minted for another client.
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const foreign = new URL(`${idp.issuer}/auth`);
    foreign.search = new URLSearchParams({
      client_id: OTHER.clientId,
      redirect_uri: OTHER.redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      nonce: authorize.searchParams.get('nonce')!,
      state: 'x',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }).toString();
    const foreignBack = await idp.authorize(foreign.href, member.user.email);
    const tokens = await fetch(`${idp.issuer}/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${OTHER.clientId}:${OTHER.clientSecret}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: foreignBack.searchParams.get('code')!, redirect_uri: OTHER.redirectUri, code_verifier: verifier }).toString(),
    }).then((r) => r.json());
    const payload = JSON.parse(Buffer.from(tokens.id_token.split('.')[1], 'base64url').toString());
    expect(payload).toMatchObject({ aud: OTHER.clientId, nonce: authorize.searchParams.get('nonce'), iss: idp.issuer });
    const back = await idp.authorize(authorize.href, member.user.email);
    idp.nextTokenResponse = tokens;
    try {
      expect(await callback(agent, back)).toBe('/?sso_error=state');
    } finally {
      idp.nextTokenResponse = null;
    }
    await agent.get('/api/auth/user').expect(401);
  });

  it('refuses an expired authorization code', async () => {
    const { organizationId, domain } = await ssoOrganization();
    const member = await makeUser(t, { organizationId, email: `late@${domain}` });
    const agent = t.agent();
    const back = await idp.authorize((await startAt(agent, member.user.email)).href, member.user.email);
    idp.codesExpired = true;
    try {
      expect(await callback(agent, back)).toBe('/?sso_error=provider');
    } finally {
      idp.codesExpired = false;
    }
    await agent.get('/api/auth/user').expect(401);
  });

  it('refuses deactivated members, accounts of another organization and e-mails the provider did not verify', async () => {
    const { organizationId, admin, domain } = await ssoOrganization();
    const member = await makeUser(t, { organizationId, email: `gone@${domain}` });
    await admin.agent.post(`/api/members/${member.user.id}/deactivate`).send({}).expect(200);
    const agent = t.agent();
    expect(await ssoSignIn(agent, member.user.email)).toBe('/?sso_error=deactivated');
    await agent.get('/api/auth/user').expect(401);
    expect(TEAM_MESSAGES.deactivated).toBe('This account has been deactivated');

    const stray = await makeUser(t, { organizationId: (await makeOrganization(t)).id, email: `stray@${domain}` });
    expect(await ssoSignIn(t.agent(), stray.user.email)).toBe('/?sso_error=other');

    const unverified = `unverified@${domain}`;
    idp.unverified.add(unverified);
    expect(await ssoSignIn(t.agent(), unverified)).toBe('/?sso_error=email');
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM "user" WHERE "email" = $1`, [unverified]);
    expect(n).toBe(0);
  });

  it('refuses a first sign-in past the plan\'s user limit, with the user-limit refusal', async () => {
    const { organizationId, domain } = await ssoOrganization({ maxUsers: 2 });
    await makeUser(t, { organizationId, email: `second@${domain}` }); // the admin and this one: 2 of 2
    const agent = t.agent();
    const email = `third@${domain}`;
    expect(await ssoSignIn(agent, email)).toBe('/?sso_error=limit&limit=2');
    expect(ACCESS_MESSAGES.limitReached('users', 2)).toBe('Your plan allows at most 2 users. Upgrade your plan to add more.');
    await agent.get('/api/auth/user').expect(401);
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM "user" WHERE "organizationId" = $1`, [organizationId]);
    expect(n).toBe(2);
    // Existing members still sign in.
    expect(await ssoSignIn(t.agent(), `second@${domain}`)).toBe('/');
  });

  it('sends an e-mail of no claimed domain back with a message', async () => {
    const res = await t.http.get(`/api/auth/sso/start?email=someone@${newDomain()}`).expect(302);
    expect(res.headers.location).toBe('/?sso_error=none');
    await t.http.get('/api/auth/sso/start').expect(302);
  });
});

