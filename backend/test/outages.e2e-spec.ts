import { codeOf, newAccount } from './support/accounts';
import { Member, PASSWORD, signedInMember } from './support/factories';
import { TcpProxy } from './support/tcp-proxy';
import { startTestApp, TestApp, usingPglite } from './support/test-app';

const UNAVAILABLE = { statusCode: 503, message: 'Service temporarily unavailable. Please try again in a moment' };


/** Polls until `check` passes or `ms` is up: recovery is awaited by its outcome, not by a sleep. */
async function eventually(check: () => Promise<void>, ms = 10_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    try {
      await check();
      return Date.now() - started;
    } catch (err) {
      if (Date.now() - started > ms) throw err;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

interface Outcome {
  call: string;
  status: number;
  body: unknown;
  retryAfter: string | undefined;
  ms: number;
}

/**
 * DESIGN decision 16 tested for real: a TCP proxy of the test's own sits between the app and
 * PostgreSQL and is cut (connections reset, or held silent) and restored.
 */
(usingPglite ? describe.skip : describe)('PostgreSQL outage', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  let members: Member[];
  beforeAll(async () => {
    proxy = await new TcpProxy(5432).start();
    t = await startTestApp({ redis: false, mapDatabaseUrl: (url) => proxy.rewrite(url) });
    members = [];
    for (let i = 0; i < 3; i++) members.push(await signedInMember(t));
  });
  afterAll(async () => {
    proxy?.restore();
    await t?.stop();
    await proxy?.stop();
  });

  const calls = (m: Member): Array<[string, () => Promise<{ status: number; body: unknown; headers: Record<string, string> }>]> => [
    ['GET /api/themes', () => m.agent.get('/api/themes')],
    ['POST /api/themes', () => m.agent.post('/api/themes').send({ name: 'Written during the outage' })],
    ['GET /api/auth/user', () => m.agent.get('/api/auth/user')],
    ['GET /api/employees', () => m.agent.get('/api/employees')],
    ['GET /api/requests', () => m.agent.get('/api/requests')],
    ['POST /api/auth/login', () => t.http.post('/api/auth/login').send({ email: m.user.email, password: PASSWORD })],
    ['POST /api/auth/signup', () => t.http.post('/api/auth/signup').send(newAccount())],
  ];

  async function during(): Promise<Outcome[]> {
    return Promise.all(
      members.flatMap((m) =>
        calls(m).map(async ([call, send]) => {
          const started = Date.now();
          const res = await send();
          return { call, status: res.status, body: res.body, retryAfter: res.headers['retry-after'], ms: Date.now() - started };
        }),
      ),
    );
  }

  for (const mode of ['refuse', 'blackhole'] as const) {
    it(`answers every call 503 with Retry-After within 10 s while the database ${mode === 'refuse' ? 'refuses connections' : 'stops answering'}, then recovers with sessions intact`, async () => {
      proxy.cut(mode);
      const outcomes = await during();
      const health = await t.http.get('/api/health');
      proxy.restore();
      if (process.env.OUTAGE_TIMINGS) console.log(mode, Math.max(...outcomes.map((o) => o.ms)), outcomes.map((o) => `${o.call} ${o.status} ${o.ms}`).join('\n'));

      const wrong = outcomes.filter((o) => o.status !== 503 || JSON.stringify(o.body) !== JSON.stringify(UNAVAILABLE) || o.retryAfter !== '5' || o.ms >= 10_000);
      expect(wrong).toEqual([]);
      expect([health.status, health.body.database]).toEqual([503, { status: 'down' }]);

      const recoveredIn = await eventually(async () => {
        for (const m of members) {
          const res = await m.agent.get('/api/auth/user');
          expect([res.status, res.body.email]).toEqual([200, m.user.email]);
        }
      });
      expect(recoveredIn).toBeLessThan(10_000);
      for (const m of members) {
        const themes = (await m.agent.get('/api/themes').expect(200)).body as { name: string }[];
        expect(themes.map((th) => th.name)).not.toContain('Written during the outage');
        await m.agent.post('/api/themes').send({ name: `After the ${mode} outage` }).expect(201);
      }
      await t.http.get('/api/health').expect(200);
    }, 60_000);
  }
});

/**
 * DESIGN decision 16, Redis side: with Redis cut, sign-in (and its rate limit, now in memory), reads
 * and writes go on, a job Redis cannot take runs in the process, and health says Redis is down
 * until it is back.
 */
describe('Redis outage', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  let member: Member;
  beforeAll(async () => {
    proxy = await new TcpProxy(6379).start();
    t = await startTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${proxy.port}`, AUTH_RATE_LIMIT: '8' } });
    member = await signedInMember(t);
  });
  afterAll(async () => {
    proxy?.restore();
    await t?.stop();
    await proxy?.stop();
  });

  /** Cuts Redis for the length of `during`, then checks that health comes back by itself. */
  async function withRedisCut(mode: 'refuse' | 'blackhole', during: () => Promise<void>): Promise<void> {
    await eventually(async () => expect((await t.http.get('/api/health').expect(200)).body.redis).toBe('up'));
    proxy.cut(mode);
    try {
      await during();
    } finally {
      proxy.restore();
    }
    await eventually(async () => expect((await t.http.get('/api/health').expect(200)).body).toMatchObject({ status: 'ok', redis: 'up' }), 15_000);
  }

  for (const mode of ['blackhole', 'refuse'] as const) {
    it(`keeps sign-in, reads, writes and mail working while Redis ${mode === 'refuse' ? 'refuses connections' : 'stops answering'}, and health says so`, async () => {
      await withRedisCut(mode, async () => {
        const health = await t.http.get('/api/health').expect(200);
        expect(health.body).toMatchObject({ status: 'degraded', redis: 'down', database: { status: 'up' } });

        const agent = t.agent();
        await agent.post('/api/auth/login').send({ email: member.user.email, password: PASSWORD }).expect(200);
        await agent.get('/api/themes').expect(200);
        await agent.post('/api/themes').send({ name: `Written while Redis ${mode}` }).expect(201);

        // Sign-up writes its rows and its verification mail still goes out, from this process.
        const account = newAccount();
        const signup = t.agent();
        await signup.post('/api/auth/signup').send(account).expect(201);
        const mail = await t.smtp.waitFor(account.email);
        await signup.post('/api/auth/verify-otp').send({ otpCode: codeOf(mail) }).expect(200);
      });
    }, 60_000);
  }

  it('still limits sign-in attempts while Redis is down, counting in memory', async () => {
    // AUTH_RATE_LIMIT is 8: nine attempts in a row cannot all pass, whatever the tests above spent.
    await withRedisCut('refuse', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 9; i++) statuses.push((await t.http.post('/api/auth/login').send({ email: member.user.email, password: 'not-the-password' })).status);
      expect(statuses[0]).toBe(401);
      expect(statuses[8]).toBe(429);
      expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    });
  }, 60_000);
});
