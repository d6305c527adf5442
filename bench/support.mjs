// What `make bench`, `make bench-10x` and `make scale-out` share: the PostgreSQL admin connection, free
// ports, and the seeds' calendar, timer and large tenant.
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The planner settings the API's connections carry (backend/src/database/data-source-options.ts): the floors and the plans read with them too. */
export const PLANNER_OPTIONS = createRequire(import.meta.url)(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'backend', 'dist', 'database', 'data-source-options.js')).PLANNER_OPTIONS;

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

const require = createRequire(import.meta.url);
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'backend', 'dist');
/** A module of the built backend (backend/dist), e.g. backendModule('bootstrap.js'). */
export const backendModule = (file) => require(path.join(dist, file));

/** What both seeds run: the backend's boot, its config and the services that write the tenants. */
export function seedServices() {
  return {
    ...backendModule('bootstrap.js'),
    ...backendModule('config/app-config.js'),
    ...backendModule('modules/auth/auth.service.js'),
    ...backendModule('modules/admin/admin-organizations.service.js'),
    ...backendModule('modules/admin/admin-users.service.js'),
    ...backendModule('modules/functions/function.service.js'),
    ...backendModule('modules/library/objective.service.js'),
    ...backendModule('modules/library/kpi.service.js'),
    ...backendModule('modules/assignments/objective-assignment.service.js'),
    ...backendModule('modules/assignments/kpi-assignment.service.js'),
    ...backendModule('modules/requests/request.service.js'),
    ...backendModule('modules/requests/comment.service.js'),
    DataSource: require('typeorm').DataSource,
  };
}

/** Runs `work` over `items` with at most `width` at a time (the pool has 10 connections). */
export async function inParallel(items, width, work) {
  let next = 0;
  const runners = Array.from({ length: Math.min(width, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index], index);
    }
  });
  await Promise.all(runners);
}
