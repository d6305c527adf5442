import { parse } from 'csv-parse/sync';
import { csvReadCell, SECURITY_MESSAGES as M } from '@scorecard/contracts';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { SecurityClock } from '../src/modules/account-security/security-clock';
import { stepAt, totpAt } from '../src/modules/account-security/totp';
import { hashPassword } from '../src/modules/users/password';
import { makeOrganization, makeUser, PASSWORD, signedInMember, signIn } from './support/factories';
import { assignKpi, assignObjective, ceoOf, CURRENT_YEAR, makeKpi, makeObjective } from './support/scorecard-factories';
import { CapturedMail } from './support/smtp-capture';
import { startTestApp, TestApp } from './support/test-app';

/** Account security (DESIGN decision 28) and the CSV-injection rule. */
describe('account security', () => {
  let t: TestApp;
  let db: DataSource;
  let clock: SecurityClock;
  let now: Date | null = null;
  beforeAll(async () => {
    t = await startTestApp({ role: 'api' });
    db = t.app.get(DataSource);
    clock = t.app.get(SecurityClock);
    clock.now = () => now ?? new Date();
  });
  afterEach(() => {
    now = null;
  });
  afterAll(() => t?.stop());

  const sidOf = (res: { headers: Record<string, unknown> }) =>
    ((res.headers['set-cookie'] as string[] | undefined) ?? []).map((c) => /scorecard\.sid=([^;]+)/.exec(c)?.[1]).find(Boolean);
  const resetTokenIn = (mail: CapturedMail) => decodeURIComponent(/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail.body)![1]!);
  const resetMails = (email: string) => t.smtp.mails.filter((m) => m.to.includes(email) && m.body.includes('reset-password?token='));
  async function resetToken(email: string, seen: string[] = []): Promise<string> {
    return resetTokenIn(await t.smtp.waitFor(email, (m) => /reset-password\?token=/.test(m.body) && !seen.includes(resetTokenIn(m))));
  }
  const hashOf = async (userId: string) => ((await db.query(`SELECT "passwordHash" FROM "user" WHERE "id" = $1`, [userId])) as { passwordHash: string }[])[0]!.passwordHash;

  describe('CSV exports and templates (OWASP CSV-injection rule)', () => {
    // Tab and carriage return cannot lead a name (every text field is trimmed on save); the rule's
    // unit test (libs/contracts csv.spec.ts) round-trips all six characters.
    const DANGEROUS = ['=', '+', '-', '@'];
    const binary = (res: NodeJS.ReadableStream, done: (error: Error | null, body: Buffer) => void) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    };
    const download = async (agent: TestAgent, path: string, query: Record<string, string> = {}) =>
      ((await agent.get(path).query(query).buffer(true).parse(binary as never).expect(200)).body as Buffer).toString('utf8');

    it('writes every cell starting with = + - @ with a leading quote, and the import reads the file back unchanged', async () => {
      const a = await signedInMember(t);
      const names = DANGEROUS.map((c, i) => `${c}HYPERLINK("http://evil.example","x${i}")`);
      const ceo = await ceoOf(a.agent);
      const objective = await makeObjective(a.agent, { name: '@SUM(1+1)', bscPerspective: 'Financial' });
      const oa = await assignObjective(a.agent, { objectiveId: objective.id, organizationFunctionId: ceo.id, weight: 100, period: CURRENT_YEAR });
      for (const [i, name] of names.entries()) {
        const kpi = await makeKpi(a.agent, { name, description: `-desc ${i}`, frequency: 'annual' });
        await assignKpi(a.agent, { kpiId: kpi.id, objectiveAssignmentId: oa.id, weight: i === 0 ? 100 - 5 * (names.length - 1) : 5, targets: { annual: -5 } });
      }

      // The Library's KPI list: the cells as written, and read back.
      const library = parse(await download(a.agent, '/api/spreadsheets/export/library/kpis'), { bom: true, relax_column_count: true }) as string[][];
      const nameCells = library.slice(1).map((r) => r[0]!);
      expect(nameCells.sort()).toEqual(names.map((n) => `'${n}`).sort());
      expect(library.slice(1).every((r) => r[1]!.startsWith("'-desc"))).toBe(true);
      expect(nameCells.map(csvReadCell).sort()).toEqual([...names].sort());

      // The CSV template: names neutralised, numbers left as numbers; imported unchanged, it changes nothing.
      const csv = await download(a.agent, '/api/spreadsheets/template', { functionId: ceo.id, year: CURRENT_YEAR, format: 'csv' });
      const rows = parse(csv, { bom: true, relax_column_count: true }) as string[][];
      const kpiColumn = rows[0]!.indexOf('KPI');
      expect(rows.slice(1).every((r) => r[kpiColumn]!.startsWith("'"))).toBe(true);
      expect(rows.slice(1).map((r) => r[1])).toContain("'@SUM(1+1)");
      expect(csv).toContain(',-5,');
      const preview = await a.agent.post('/api/spreadsheets/import/preview').attach('file', Buffer.from(csv, 'utf8'), 'template.csv').expect(201);
      expect(preview.body).toMatchObject({ changes: 0, problems: 0 });

      // A number cell a spreadsheet program kept neutralised ('-7) imports as the number.
      const annual = rows[0]!.indexOf('Annual');
      const edited = rows.map((r, i) => (i === 1 ? r.map((cell, c) => (c === annual ? "'-7" : cell)) : r));
      const file = edited.map((r) => r.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',')).join('\n');
      const changed = await a.agent.post('/api/spreadsheets/import/preview').attach('file', Buffer.from(file, 'utf8'), 'edited.csv').expect(201);
      expect(changed.body).toMatchObject({ changes: 1, problems: 0 });
      expect(changed.body.previewRows[0].changes).toEqual([{ period: 'annual', oldValue: -5, newValue: -7 }]);
    });
  });

  describe('password hashing', () => {
    it('upgrades an older hash to N=2^17 at the next successful sign-in, and only then', async () => {
      const saved = process.env.SCORECARD_TEST_SCRYPT_LOG2N;
      delete process.env.SCORECARD_TEST_SCRYPT_LOG2N; // production's cost for this test
      try {
        const org = await makeOrganization(t);
        const { user } = await makeUser(t, { organizationId: org.id });
        const old = await hashPassword(PASSWORD, { N: 2 ** 15, r: 8, p: 1 });
        await db.query(`UPDATE "user" SET "passwordHash" = $1 WHERE "id" = $2`, [old, user.id]);
        await t.http.post('/api/auth/login').send({ email: user.email, password: 'not-the-password' }).expect(401);
        expect(await hashOf(user.id)).toBe(old);
        await signIn(t, user.email);
        const upgraded = await hashOf(user.id);
        expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
        await signIn(t, user.email); // the new hash verifies
        expect(await hashOf(user.id)).toBe(upgraded);
      } finally {
        process.env.SCORECARD_TEST_SCRYPT_LOG2N = saved;
      }
    });
  });

  describe('forgotten password', () => {
    it('answers the same for an unknown address and mails nobody; mails an existing account a one-hour link', async () => {
      const member = await signedInMember(t);
      const unknown = `nobody.${Date.now()}@example.com`;
      const a = await t.http.post('/api/auth/forgot-password').send({ email: unknown }).expect(200);
      const b = await t.http.post('/api/auth/forgot-password').send({ email: member.user.email.toUpperCase() }).expect(200);
      expect(a.body).toEqual({ message: M.resetRequested });
      expect(b.body).toEqual(a.body);
      const mail = await t.smtp.waitFor(member.user.email, (m) => m.body.includes('reset-password?token='));
      expect(mail.body).toContain(`${t.config.appUrl}/reset-password?token=`);
      expect(mail.body).toContain('valid for 1 hour');
      expect(t.smtp.mails.filter((m) => m.to.includes(unknown))).toHaveLength(0);
      const [row] = await db.query(`SELECT "tokenHash", "expiresAt" FROM "password_reset" WHERE "userId" = $1`, [member.user.id]);
      expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.tokenHash).not.toContain(resetTokenIn(mail));
      const minutes = (new Date(row.expiresAt).getTime() - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(58);
      expect(minutes).toBeLessThanOrEqual(60);
      await t.http.post('/api/auth/forgot-password').send({ email: 'not an email' }).expect(400);
    });

    it('sets the password once from the link and ends every session; used, voided and expired links answer 410', async () => {
      const member = await signedInMember(t);
      const second = await signIn(t, member.user.email);
      const email = member.user.email;
      await t.http.post('/api/auth/forgot-password').send({ email }).expect(200);
      const first = await resetToken(email);
      await t.http.post('/api/auth/forgot-password').send({ email }).expect(200);
      const token = await resetToken(email, [first]);
      // a new request voids the old link
      const voided = await t.http.post('/api/auth/reset-password').send({ token: first, password: 'brand-new-pass-1' }).expect(410);
      expect(voided.body.message).toBe(M.linkGone);
      // sign-up's password rules, and nothing changes
      const short = await t.http.post('/api/auth/reset-password').send({ token, password: 'short' }).expect(400);
      expect(short.body.message).toBe('Password must be at least 8 characters');
      await t.http.post('/api/auth/reset-password').send({ token, password: 'brand-new-pass-1', extra: 1 }).expect(400);

      const ok = await t.http.post('/api/auth/reset-password').send({ token, password: 'brand-new-pass-1' }).expect(200);
      expect(ok.body.message).toBe(M.passwordReset);
      await member.agent.get('/api/auth/user').expect(401);
      await second.get('/api/auth/user').expect(401);
      await t.http.post('/api/auth/login').send({ email, password: PASSWORD }).expect(401);
      await signIn(t, email, 'brand-new-pass-1');
      // used twice
      expect((await t.http.post('/api/auth/reset-password').send({ token, password: 'another-pass-2' }).expect(410)).body.message).toBe(M.linkGone);
      expect(resetMails(email).length).toBe(2);
      expect((await db.query(`SELECT "action" FROM "activity" WHERE "entityId" = $1 AND "action" = 'password_reset'`, [member.user.id])).length).toBe(1);
    });

    it('refuses a link past its hour, by the clock or by the row', async () => {
      const { user } = await makeUser(t, { organizationId: (await makeOrganization(t)).id });
      await t.http.post('/api/auth/forgot-password').send({ email: user.email }).expect(200);
      const token = await resetToken(user.email);
      now = new Date(Date.now() + 61 * 60_000);
      await t.http.post('/api/auth/reset-password').send({ token, password: 'brand-new-pass-1' }).expect(410);
      now = null;
      await db.query(`UPDATE "password_reset" SET "expiresAt" = now() - interval '1 second' WHERE "userId" = $1`, [user.id]);
      await t.http.post('/api/auth/reset-password').send({ token, password: 'brand-new-pass-1' }).expect(410);
      await t.http.post('/api/auth/reset-password').send({ token: 'made-up', password: 'brand-new-pass-1' }).expect(410);
      await signIn(t, user.email); // unchanged
    });
  });

  describe('change password and sessions', () => {
    it('changes the password with the current one; other sessions end, this one stays', async () => {
      const member = await signedInMember(t);
      const other = await signIn(t, member.user.email);
      const wrong = await member.agent.post('/api/auth/change-password').send({ currentPassword: 'nope-nope-nope', newPassword: 'brand-new-pass-1' }).expect(400);
      expect(wrong.body.message).toBe(M.currentPasswordIncorrect);
      await other.get('/api/auth/user').expect(200);
      const short = await member.agent.post('/api/auth/change-password').send({ currentPassword: PASSWORD, newPassword: 'short' }).expect(400);
      expect(short.body.message).toBe('Password must be at least 8 characters');
      await member.agent.post('/api/auth/change-password').send({ currentPassword: PASSWORD, newPassword: 'brand-new-pass-1' }).expect(200);
      await member.agent.get('/api/auth/user').expect(200);
      await other.get('/api/auth/user').expect(401);
      await t.http.post('/api/auth/login').send({ email: member.user.email, password: PASSWORD }).expect(401);
      await signIn(t, member.user.email, 'brand-new-pass-1');
      await t.http.post('/api/auth/change-password').send({ currentPassword: PASSWORD, newPassword: 'brand-new-pass-1' }).expect(401);
    });

    it('lists the caller\'s sessions with opaque ids, ends one, and answers 404 for another user\'s', async () => {
      const member = await signedInMember(t);
      const phone = t.agent();
      const login = await phone.post('/api/auth/login').set('User-Agent', 'PhoneBrowser/1.0').send({ email: member.user.email, password: PASSWORD }).expect(200);
      const phoneSid = decodeURIComponent(sidOf(login)!);
      const stranger = await signedInMember(t);
      const res = await member.agent.get('/api/auth/sessions').expect(200);
      expect(res.body).toHaveLength(2);
      for (const s of res.body) {
        expect(Object.keys(s).sort()).toEqual(['createdAt', 'current', 'id', 'ipAddress', 'lastSeenAt', 'userAgent']);
        expect(phoneSid).not.toContain(s.id);
        expect(s.id).not.toBe(phoneSid.replace(/^s:/, '').split('.')[0]);
      }
      expect(res.body.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
      const phoneSession = res.body.find((s: { userAgent: string }) => s.userAgent === 'PhoneBrowser/1.0');
      expect(phoneSession.current).toBe(false);
      expect(typeof phoneSession.ipAddress).toBe('string');
      await stranger.agent.delete(`/api/auth/sessions/${phoneSession.id}`).expect(404);
      await phone.get('/api/auth/user').expect(200);
      await member.agent.delete(`/api/auth/sessions/${phoneSession.id}`).expect(200);
      await phone.get('/api/auth/user').expect(401);
      await member.agent.delete(`/api/auth/sessions/${phoneSession.id}`).expect(404);
      await member.agent.delete('/api/auth/sessions/not-a-handle').expect(404);
      expect((await member.agent.get('/api/auth/sessions').expect(200)).body).toHaveLength(1);
    });

    it('gives a new session id at every sign-in (no fixation)', async () => {
      const { user } = await makeUser(t, { organizationId: (await makeOrganization(t)).id });
      const agent = t.agent();
      const first = sidOf(await agent.post('/api/auth/login').send({ email: user.email, password: PASSWORD }).expect(200));
      const second = sidOf(await agent.post('/api/auth/login').send({ email: user.email, password: PASSWORD }).expect(200));
      expect(first).toBeTruthy();
      expect(second).toBeTruthy();
      expect(second).not.toBe(first);
      // the planted (old) id is no session any more
      await t.http.get('/api/auth/user').set('Cookie', `scorecard.sid=${first}`).expect(401);
      await agent.get('/api/auth/user').expect(200);
    });
  });

  describe('two-factor authentication', () => {
    const codeAt = (secret: string, offset = 0) => totpAt(secret, stepAt(new Date()) + offset);

    /** A signed-in member with two-factor on; answers its secret and recovery codes. */
    async function withTwoFactor(role: 'admin' | 'user' = 'user') {
      const member = await signedInMember(t, { role });
      const setup = await member.agent.post('/api/auth/2fa/setup').expect(200);
      expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Scorecard:.+\?secret=/);
      expect(setup.body.otpauthUrl).toContain(`secret=${setup.body.secret}`);
      const secret = setup.body.secret as string;
      const enabled = await member.agent.post('/api/auth/2fa/enable').send({ code: codeAt(secret, -1) }).expect(200);
      return { member, secret, recoveryCodes: enabled.body.recoveryCodes as string[] };
    }

    it('enables with a code and hands out ten recovery codes once, stored hashed', async () => {
      const member = await signedInMember(t);
      await member.agent.post('/api/auth/2fa/enable').send({ code: '123456' }).expect(400);
      const { secret } = (await member.agent.post('/api/auth/2fa/setup').expect(200)).body;
      const wrong = await member.agent.post('/api/auth/2fa/enable').send({ code: codeAt(secret, 5) }).expect(400);
      expect(wrong.body.message).toBe(M.invalidCode);
      expect((await member.agent.get('/api/auth/2fa').expect(200)).body).toEqual({ enabled: false, setupRequired: false });
      const res = await member.agent.post('/api/auth/2fa/enable').send({ code: codeAt(secret) }).expect(200);
      expect(res.body.recoveryCodes).toHaveLength(10);
      expect(new Set(res.body.recoveryCodes).size).toBe(10);
      const stored = (await db.query(`SELECT "codeHash" FROM "recovery_code" WHERE "userId" = $1`, [member.user.id])) as { codeHash: string }[];
      expect(stored).toHaveLength(10);
      for (const code of res.body.recoveryCodes) expect(stored.map((s) => s.codeHash)).not.toContain(code);
      expect((await member.agent.get('/api/auth/2fa').expect(200)).body).toEqual({ enabled: true, setupRequired: false });
      await member.agent.post('/api/auth/2fa/setup').expect(409);
      // The TOTP secret is sealed at rest, not kept in clear.
      const [factor] = (await db.query(`SELECT "secret" FROM "user_two_factor" WHERE "userId" = $1`, [member.user.id])) as { secret: string }[];
      expect(factor!.secret).toMatch(/^v1\./);
      expect(factor!.secret).not.toContain(secret);
    });

    it('a secret stored in clear before sealing still signs in, and is sealed by that use', async () => {
      const { member, secret } = await withTwoFactor();
      await db.query(`UPDATE "user_two_factor" SET "secret" = $2 WHERE "userId" = $1`, [member.user.id, secret]);
      const agent = t.agent();
      await agent.post('/api/auth/login').send({ email: member.user.email, password: PASSWORD }).expect(200);
      await agent.post('/api/auth/2fa/verify').send({ code: codeAt(secret) }).expect(200);
      const [factor] = (await db.query(`SELECT "secret" FROM "user_two_factor" WHERE "userId" = $1`, [member.user.id])) as { secret: string }[];
      expect(factor!.secret).toMatch(/^v1\./);
    });

    it('asks for the code at sign-in; every other call is 401 until a fresh code completes it', async () => {
      const { member, secret } = await withTwoFactor();
      const agent = t.agent();
      const login = await agent.post('/api/auth/login').send({ email: member.user.email, password: PASSWORD }).expect(200);
      expect(login.body).toEqual({ twoFactorRequired: true });
      const pendingSid = sidOf(login);
      await agent.get('/api/auth/user').expect(401);
      await agent.get('/api/kpis').expect(401);
      // the code used to enable is refused for the rest of its window
      expect((await agent.post('/api/auth/2fa/verify').send({ code: codeAt(secret, -1) }).expect(400)).body.message).toBe(M.invalidCode);
      await agent.post('/api/auth/2fa/verify').send({ code: codeAt(secret, 3) }).expect(400);
      const done = await agent.post('/api/auth/2fa/verify').send({ code: codeAt(secret) }).expect(200);
      expect(done.body.user).toMatchObject({ id: member.user.id });
      expect(sidOf(done)).not.toBe(pendingSid);
      await agent.get('/api/auth/user').expect(200);
      // reused: the same code at another sign-in
      const again = t.agent();
      await again.post('/api/auth/login').send({ email: member.user.email, password: PASSWORD }).expect(200);
      await again.post('/api/auth/2fa/verify').send({ code: codeAt(secret) }).expect(400);
      await again.post('/api/auth/2fa/verify').send({ code: codeAt(secret, 1) }).expect(200);
      // no sign-in waiting
      expect((await t.http.post('/api/auth/2fa/verify').send({ code: codeAt(secret) }).expect(401)).body.message).toBe(M.noSignInWaiting);
    });

    it('takes an unused recovery code once; five wrong codes end the attempt', async () => {
      const { member, secret, recoveryCodes } = await withTwoFactor();
      const agent = t.agent();
      await agent.post('/api/auth/login').send({ email: member.user.email, password: PASSWORD }).expect(200);
      await agent.post('/api/auth/2fa/verify').send({ code: 'AAAAA-AAAAA' }).expect(400);
      await agent.post('/api/auth/2fa/verify').send({ code: recoveryCodes[0]!.toLowerCase() }).expect(200);
      const again = t.agent();
      await again.post('/api/auth/login').send({ email: member.user.email, password: PASSWORD }).expect(200);
      await again.post('/api/auth/2fa/verify').send({ code: recoveryCodes[0] }).expect(400);
      for (let i = 0; i < 3; i++) await again.post('/api/auth/2fa/verify').send({ code: '000000' === codeAt(secret) ? '111111' : '000000' }).expect(400);
      const fifth = await again.post('/api/auth/2fa/verify').send({ code: 'BBBBB-BBBBB' }).expect(401);
      expect(fifth.body.message).toBe(M.tooManyCodes);
      await again.post('/api/auth/2fa/verify').send({ code: recoveryCodes[1] }).expect(401);
      await again.get('/api/auth/user').expect(401);
      // recovery code 1 was not spent by the refused attempt
      await again.post('/api/auth/login').send({ email: member.user.email, password: PASSWORD }).expect(200);
      await again.post('/api/auth/2fa/verify').send({ code: recoveryCodes[1] }).expect(200);
      // disable needs a valid code
      await again.post('/api/auth/2fa/disable').send({ code: 'CCCCC-CCCCC' }).expect(400);
      await again.post('/api/auth/2fa/disable').send({ code: codeAt(secret, 1) }).expect(200);
      expect((await db.query(`SELECT 1 FROM "recovery_code" WHERE "userId" = $1`, [member.user.id])).length).toBe(0);
      expect((await t.http.post('/api/auth/login').send({ email: member.user.email, password: PASSWORD }).expect(200)).body.message).toBe('Login successful');
    });

    it('with requireTwoFactorForAdmins, an admin without it must set it up before anything else', async () => {
      const admin = await signedInMember(t);
      const user = await makeUser(t, { organizationId: admin.organizationId, role: 'user' });
      const userAgent = await signIn(t, user.user.email);
      await admin.agent.put('/api/organization-settings').send({ requireTwoFactorForAdmins: true }).expect(200);
      expect((await admin.agent.get('/api/organization-settings').expect(403)).body.message).toBe(M.setUpTwoFactor);
      expect((await admin.agent.get('/api/kpis').expect(403)).body.message).toBe(M.setUpTwoFactor);
      await admin.agent.get('/api/auth/user').expect(200);
      expect((await admin.agent.get('/api/auth/2fa').expect(200)).body).toEqual({ enabled: false, setupRequired: true });
      await userAgent.get('/api/kpis').expect(200); // users are not concerned
      const { secret } = (await admin.agent.post('/api/auth/2fa/setup').expect(200)).body;
      await admin.agent.post('/api/auth/2fa/enable').send({ code: codeAt(secret) }).expect(200);
      await admin.agent.get('/api/kpis').expect(200);
      expect((await admin.agent.get('/api/organization-settings').expect(200)).body.requireTwoFactorForAdmins).toBe(true);
      await admin.agent.post('/api/auth/logout').expect(200);
    });

    it('rate-limits the code step as sign-in is', async () => {
      // Without Redis: the counts start from zero in this process's memory.
      const limited = await startTestApp({ role: 'api', shareWith: t, redis: false, env: { AUTH_RATE_LIMIT: '3' } });
      try {
        for (let i = 0; i < 3; i++) await limited.http.post('/api/auth/2fa/verify').send({ code: '000000' }).expect(401);
        await limited.http.post('/api/auth/2fa/verify').send({ code: '000000' }).expect(429);
        for (let i = 0; i < 3; i++) await limited.http.post('/api/auth/forgot-password').send({ email: 'x@example.com' }).expect(200);
        await limited.http.post('/api/auth/forgot-password').send({ email: 'x@example.com' }).expect(429);
      } finally {
        await limited.stop();
      }
    });
  });
});
