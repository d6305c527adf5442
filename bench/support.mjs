// What `make bench`, `make bench-10x` and `make scale-out` share: the PostgreSQL admin connection, free
// ports, and the seeds' calendar, timer and large tenant.
import net from 'node:net';
import pg from 'pg';

export const ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A TCP port nothing listens on now, on 127.0.0.1. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** One statement on the admin database (CREATE/DROP DATABASE, server settings), on a connection of its own. */
export async function adminQuery(sql) {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    return await c.query(sql);
  } finally {
    await c.end();
  }
}

export const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
export const PERSPECTIVES = ['Financial', 'Customer', 'Internal_Process', 'Learning_Growth'];
/** Eight objectives a function, their weights summing to 100. */
export const OBJECTIVE_WEIGHTS = [10, 10, 10, 10, 15, 15, 15, 15];

/** Runs `work`, logs how long it took under `label`, answers its result. */
export const timed = async (label, log, work) => {
  const started = performance.now();
  const result = await work();
  log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
};

/**
 * The large tenant's admin, signed up through AuthService. Two writes are SQL, the two no service
 * offers: the e-mail verification (the code is mailed) and the raised plan limits (operators set them
 * in the database). Answers its sign-in, the organization id and the actor the services take.
 */
export async function signUpLargeTenant({ auth, adminOrgs, db, caller }, limits) {
  const email = 'ceo@enterprise.bench';
  const password = 'bench-password-1';
  const user = await auth.signup({ firstName: 'Erin', lastName: 'Enterprise', email, password, companyName: 'Enterprise Corp' });
  const org = user.organizationId;
  await db.query(`UPDATE "user" SET "emailVerified" = true WHERE id = $1`, [user.id]);
  await db.query(`UPDATE organization SET "maxUsers" = $2, "maxObjectives" = $3, "maxKpis" = $3 WHERE id = $1`, [org, limits.users, limits.library]);
  await adminOrgs.setPlan(caller, org, 'enterprise');
  const actor = { userId: user.id, organizationId: org, role: 'admin', isAdmin: true, name: 'Erin Enterprise' };
  return { email, password, user, org, actor };
}
