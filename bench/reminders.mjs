// `make bench`, the period close's measure (issue 29): the reminders and escalation of one
// organization computed for the large tenant (9,960 monthly KPI assignments owned by 250 users),
// in the built backend's own service (ResultReminders.compute: the reads and the computation; the
// notifications it would write are three statements whatever their number). Its query count is
// compared with a small organization's: it must not grow with the size.
//
// The tenant's results are seeded through December; for the measure, a transaction that is rolled
// back clears March to December of every assignment, and the clock is set to 7 April of the bench
// year (3 days before March's due date): every owner is reminded and nothing is written.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'backend', 'dist');
const load = (file) => require(path.join(dist, file));

const LATER_MONTHS = ['march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** Runs `work` counting the statements the data source sends (its logger swapped and restored). */
async function counting(db, work) {
  const original = db.logger;
  let queries = 0;
  db.logger = { logQuery: () => void queries++, logQueryError() {}, logQuerySlow() {}, logSchemaBuild() {}, logMigration() {}, log() {} };
  try {
    return { result: await work(), queries };
  } finally {
    db.logger = original;
  }
}

/**
 * Measures in a Nest application of its own (closed afterwards): `runs` computations of the large
 * tenant's reminders (p50 and max, ms), the number of reminders and escalations, and the query
 * counts of the large and of a small organization.
 */
export async function measureReminders(env, { organizationId, year, runs = 5, log = console.log }) {
  const { createApp } = load('bootstrap.js');
  const { loadConfig } = load('config/app-config.js');
  const { ResultReminders } = load('modules/period-close/result-reminders.js');
  const { NotificationClock } = load('modules/notifications/clock.js');
  const { DataSource } = require('typeorm');
  const config = loadConfig({ ...env, SEED_DEMO: 'false', LOG_LEVEL: 'warn' });
  const started = await createApp({ config, role: 'api' });
  const get = (type) => started.app.get(type, { strict: false });
  try {
    const db = get(DataSource);
    const reminders = get(ResultReminders);
    get(NotificationClock).now = () => new Date(`${year}-04-07T10:00:00Z`);
    const [small] = await db.query(`SELECT "organizationId" FROM "kpi_assignment" WHERE "organizationId" <> $1 LIMIT 1`, [organizationId]);
    // The hourly firing itself (runAll) on 7 April as seeded: every value due by then is in, so there is
    // nothing to chase in any organization; its time and statements must not grow with their number (issue 36).
    const [{ organizations }] = await db.query(`SELECT count(DISTINCT "organizationId")::int AS organizations FROM "kpi_assignment"`);
    const idleTimes = [];
    let idle;
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      idle = await counting(db, () => reminders.runAll());
      idleTimes.push(performance.now() - t0);
    }
    idleTimes.sort((a, b) => a - b);
    const firing = { organizations, p50: idleTimes[1], max: idleTimes[2], queries: idle.queries, reminders: idle.result.reminders, escalations: idle.result.escalations };
    log(`Reminders' hourly firing with nothing due (${organizations} organizations with KPI assignments): p50 ${firing.p50.toFixed(0)} ms, ${firing.queries} queries, ${firing.reminders + firing.escalations} notifications`);
    const runner = db.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      const m = runner.manager;
      // The bench's own setup, rolled back after: at 10x it rewrites 100,000 rows, longer than the API's
      // statement timeout and its pool's client-side query timeout (6 s), both lifted for this statement.
      await m.query('SET LOCAL statement_timeout = 0');
      await runner.databaseConnection.query({
        text: `UPDATE "kpi_assignment" SET "actualResults" = "actualResults" - $2::text[] WHERE "organizationId" = $1 AND "period" = $3`,
        values: [organizationId, LATER_MONTHS, String(year)],
        query_timeout: 30 * 60 * 1000,
      });
      const times = [];
      let last;
      await reminders.compute(organizationId, m); // warm-up
      for (let i = 0; i < runs; i++) {
        const t0 = performance.now();
        last = await reminders.compute(organizationId, m);
        times.push(performance.now() - t0);
      }
      // Counted after a first run of each (its settings are then cached on the transaction for both).
      const big = await counting(db, () => reminders.compute(organizationId, m));
      if (small) await reminders.compute(small.organizationId, m);
      const other = small ? await counting(db, () => reminders.compute(small.organizationId, m)) : null;
      times.sort((a, b) => a - b);
      const [{ owners }] = await m.query(
        `SELECT count(DISTINCT e."userId")::int AS owners FROM "kpi_assignment" ka JOIN "employee" e ON e."id" = ka."ownerId" WHERE ka."organizationId" = $1 AND e."userId" IS NOT NULL`,
        [organizationId],
      );
      const result = {
        p50: times[Math.floor(times.length / 2)],
        max: times[times.length - 1],
        reminders: last.reminders.length,
        escalations: last.escalations.length,
        owners,
        queries: big.queries,
        smallQueries: other?.queries ?? null,
        firing,
      };
      log(`Reminders of the large tenant (${owners} owners): p50 ${result.p50.toFixed(0)} ms, max ${result.max.toFixed(0)} ms; ${result.reminders} reminders, ${result.escalations} escalations; ${result.queries} queries (a small organization: ${result.smallQueries})`);
      return result;
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  } finally {
    await started.close();
  }
}
