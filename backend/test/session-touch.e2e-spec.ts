import { DataSource } from 'typeorm';
import { signedInMember } from './support/factories';
import { countingQueries } from './support/query-counter';
import { startTestApp, TestApp } from './support/test-app';

/**
 * The per-call cost of a session (issue 18): one statement reads the session with its user, and
 * rolling sessions do not UPDATE the session row on every call (the expiry moves forward at most
 * every ten minutes per process).
 */
describe('sessions', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ role: 'api' });
  });
  afterAll(() => t?.stop());

  it('is written once for a burst of reads, and the session stays signed in', async () => {
    const m = await signedInMember(t);
    const dataSource = t.app.get(DataSource);
    const expiries = async () =>
      ((await dataSource.query(`SELECT "expire" FROM "session" WHERE "sess"::jsonb #>> '{passport,user}' = $1`, [m.user.id])) as { expire: Date }[]).map((r) =>
        r.expire.getTime(),
      );
    await m.agent.get('/api/auth/user').expect(200);
    const [first] = await expiries();
    for (let i = 0; i < 2; i++) {
      // the store keeps whole seconds: calls this far apart would each move an expiry written every time
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await m.agent.get('/api/auth/user').expect(200);
    }
    expect(await expiries()).toEqual([first]);
    // the cookie still rolls for the browser, and signing out removes the row as before
    const res = await m.agent.get('/api/auth/user').expect(200);
    expect(res.headers['set-cookie']?.[0]).toMatch(/^scorecard\.sid=/);
    await m.agent.post('/api/auth/logout').expect((r) => expect(r.status).toBeLessThan(300));
    expect(await expiries()).toEqual([]);
  });

  it('reads the session and its user in one statement, fresh on every call', async () => {
    const m = await signedInMember(t);
    await m.agent.get('/api/auth/user').expect(200);
    const dataSource = t.app.get(DataSource);
    // the session store talks to the pool itself; the app's own queries go through the data source
    const pool = (dataSource.driver as unknown as { master: { query: (...args: unknown[]) => unknown } }).master;
    const original = pool.query;
    let storeQueries = 0;
    pool.query = function (this: unknown, ...args: unknown[]) {
      storeQueries++;
      return original.apply(this, args);
    };
    try {
      const { result, queries } = await countingQueries(dataSource, () => m.agent.get('/api/auth/user').expect(200));
      expect(result.body).toMatchObject({ id: m.user.id, email: m.user.email });
      expect({ storeQueries, queries }).toEqual({ storeQueries: 1, queries: 0 });
    } finally {
      pool.query = original;
    }
    // a change to the user shows on the very next call
    await dataSource.query(`UPDATE "user" SET "firstName" = 'Renamed' WHERE "id" = $1`, [m.user.id]);
    expect((await m.agent.get('/api/auth/user').expect(200)).body.firstName).toBe('Renamed');
  });
});
