import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { signedInMember } from './support/factories';
import { startTestApp, TestApp } from './support/test-app';

/**
 * The session is read by a prepared statement on PostgreSQL (session-store.ts). The pool replaces
 * connections (idle ones close after a while): a signed-in user must stay signed in across that,
 * on PostgreSQL and on the embedded PGlite, where every socket shares one session and a name
 * prepared by a closed connection is still taken (this answered 500 once the first one closed).
 */
describe('sessions across new database connections', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ role: 'api' });
  });
  afterAll(() => t?.stop());

  it('still reads the session after the pool opened new connections', async () => {
    const m = await signedInMember(t);
    const pool = (t.app.get(DataSource).driver as unknown as { master: Pool }).master;
    await m.agent.get('/api/auth/user').expect(200);
    for (let round = 0; round < 2; round++) {
      // every connection the pool holds is closed: the next calls open new ones
      const clients = await Promise.all(Array.from({ length: pool.totalCount }, () => pool.connect()));
      for (const client of clients) client.release(true);
      expect(pool.totalCount).toBe(0);
      const me = await m.agent.get('/api/auth/user').expect(200);
      expect(me.body.email).toBe(m.user.email);
      await m.agent.get('/api/functions').expect(200);
    }
  });
});
