import { DataSource } from 'typeorm';
import { signedInMember } from './support/factories';
import { startTestApp, TestApp } from './support/test-app';

/**
 * Rolling sessions without a write per call (issue 18): a signed-in user's reads do not UPDATE the
 * session row each time; the expiry moves forward at most every ten minutes per process.
 */
describe('session expiry', () => {
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
});
