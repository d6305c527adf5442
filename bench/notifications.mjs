// `BENCH_SIZE=10x make bench`, the notifications' schedules at scale (issue 36): the one-minute
// sweep, the digests and the hourly request escalation, run by the built backend's own code in a
// Nest application of its own (its workers deliver, as the API's do), before the API starts.
//
//  1. The e-mails the seed left pending (the copies' were never enqueued, as after a Redis flush):
//     one sweep firing with them due, then sweeps until every one is delivered.
//  2. The sweep with nothing due (its query under EXPLAIN, before and after a VACUUM: what it reads
//     does not grow with the organizations, only with e-mails sent since the last vacuum).
//  3. The daily digest of every user of the small organizations (50,000 at 10x): the firing (one
//     job per user) and the delivery of every digest, to the outbox.
//  4. The digest firing with nothing due, and the request escalation with nothing stale.
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'backend', 'dist');
const load = (file) => require(path.join(dist, file));

const PENDING_IMMEDIATE = `SELECT count(*)::int AS n FROM notification_delivery WHERE status = 'pending' AND channel = 'email' AND digest IS NULL AND "scheduledFor" <= $1`;
const PENDING_DIGEST = `SELECT count(*)::int AS n FROM notification_delivery WHERE status = 'pending' AND channel = 'email' AND digest = $1`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function timeRuns(runs, work) {
  const times = [];
  let last;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    last = await work();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)], max: times.at(-1), runs, last };
}

/** The plan of one of the schedules' reads: rows and buffers, and the most rows one node handled. */
async function explain(db, sql, params) {
  const [{ 'QUERY PLAN': [plan] }] = await db.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`, params);
  let mostRows = 0;
  const outline = [];
  const walk = (node) => {
    const rows = (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0)) * (node['Actual Loops'] ?? 1);
    mostRows = Math.max(mostRows, rows);
    if (node['Relation Name'] || node['Index Name']) outline.push(`${node['Node Type']}${node['Index Name'] ? ` using ${node['Index Name']}` : ` on ${node['Relation Name']}`}: ${rows} rows`);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan.Plan);
  const buffers = (plan.Plan['Shared Hit Blocks'] ?? 0) + (plan.Plan['Shared Read Blocks'] ?? 0);
  return { ms: plan['Execution Time'], rows: plan.Plan['Actual Rows'], mostRows, buffers, outline: outline.join('; ') };
}

async function waitUntil(db, sql, params, { timeoutMs, poke, every = 1000 }) {
  const t0 = performance.now();
  for (;;) {
    const [{ n }] = await db.query(sql, params);
    if (n === 0) return { ms: performance.now() - t0, left: 0 };
    if (performance.now() - t0 > timeoutMs) return { ms: performance.now() - t0, left: n };
    if (poke) await poke();
    await sleep(every);
  }
}

export async function measureNotifications(env, { log = console.log, timeoutMs = 20 * 60_000 } = {}) {
  const { createApp } = load('bootstrap.js');
  const { loadConfig } = load('config/app-config.js');
  const { NotificationSchedules } = load('modules/notifications/notification-schedules.js');
  const { RequestEscalation } = load('modules/requests/request-escalation.js');
  const { CLAIM_LEASE_MS } = load('modules/notifications/delivery-jobs.js');
  const { NotificationClock } = load('modules/notifications/clock.js');
  const { DataSource } = require('typeorm');
  const dueSql = `SELECT "id", "organizationId", "attemptCount" FROM "notification_delivery"
      WHERE "status" = 'pending' AND "channel" = 'email' AND "digest" IS NULL AND "scheduledFor" <= $1
        AND ("claimedAt" IS NULL OR "claimedAt" < $1::timestamptz - make_interval(secs => $2::float8 / 1000))
        AND ("lastAttempt" IS NULL OR "lastAttempt" < $1::timestamptz - make_interval(secs => $3::float8 / 1000))
      ORDER BY "scheduledFor" LIMIT $4`;
  const out = {};
  // E-mails written in quiet hours wait for their end (08:00 by default): the clock of the schedules
  // and workers runs past the latest, so every pending e-mail is due.
  let offset = 0;
  const now = () => [new Date(Date.now() + offset)];
  const dueParams = () => [now()[0], CLAIM_LEASE_MS, 2 * 60_000, 1000];
  // The e-mails due as the seed left them, and the sweep's read of them, before any process can send one.
  {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      const q1 = async (sql, params) => (await client.query(sql, params)).rows;
      const [{ organizations }] = await q1(`SELECT count(*)::int AS organizations FROM organization`);
      const [{ deliveries }] = await q1(`SELECT count(*)::int AS deliveries FROM notification_delivery`);
      Object.assign(out, { organizations, deliveries });
      const [{ latest }] = await q1(`SELECT max("scheduledFor") AS latest FROM notification_delivery WHERE status = 'pending' AND channel = 'email' AND digest IS NULL`);
      offset = latest ? Math.max(0, new Date(latest).getTime() + 1000 - Date.now()) : 0;
      out.clockAheadMinutes = offset / 60_000;
      out.dueAtStart = (await q1(PENDING_IMMEDIATE, now()))[0].n;
      out.sweepDuePlan = await explain({ query: q1 }, dueSql, dueParams());
    } finally {
      await client.end();
    }
  }
  const config = loadConfig({ ...env, SEED_DEMO: 'false', LOG_LEVEL: 'warn' });
  const started = await createApp({ config, role: 'api' });
  const get = (type) => started.app.get(type, { strict: false });
  try {
    const db = get(DataSource);
    const schedules = get(NotificationSchedules);
    const escalation = get(RequestEscalation);
    get(NotificationClock).now = () => now()[0];
    // The template's e-mails were enqueued by the seed with a delay until then: their jobs hold the ids the
    // sweep would enqueue, so they are promoted to run now, on the bench's clock.
    if (offset > 0) {
      const connection = new Redis(env.REDIS_URL, { maxRetriesPerRequest: null });
      const queue = new Queue('notification-delivery', { connection, prefix: env.REDIS_PREFIX });
      await queue.promoteJobs().finally(async () => {
        await queue.close();
        connection.disconnect();
      });
    }

    // 1. The pending immediate e-mails: a firing with them due (the application's own firing may have
    //    taken some already), then sweeps until every one is delivered.
    const [{ n: due }] = await db.query(PENDING_IMMEDIATE, now());
    const firstSweep = await timeRuns(1, () => schedules.sweep());
    out.sweepDue = { due, enqueued: firstSweep.last, ms: firstSweep.p50 };
    const drain = await waitUntil(db, PENDING_IMMEDIATE, now(), { timeoutMs, poke: () => schedules.sweep() });
    out.drain = { due: out.dueAtStart, ms: drain.ms, left: drain.left };
    log(`${out.dueAtStart} e-mails due as seeded (the sweep's read of them: ${out.sweepDuePlan.ms.toFixed(1)} ms); a sweep with ${due} due: ${out.sweepDue.ms.toFixed(0)} ms (enqueued ${out.sweepDue.enqueued}); all delivered in ${(drain.ms / 1000).toFixed(1)} s${drain.left ? ` (${drain.left} LEFT)` : ''}`);

    // 2. Nothing due. The pending index still points at the rows just sent until a VACUUM (autovacuum
    //    runs it in production; this server may run without): read before it, then measured after it.
    out.sweepIdleBeforeVacuum = await explain(db, dueSql, dueParams());
    await db.query('VACUUM notification_delivery');
    out.sweepIdle = await timeRuns(10, () => schedules.sweep());
    out.sweepIdlePlan = await explain(db, dueSql, dueParams());
    log(`Sweep with nothing due: p50 ${out.sweepIdle.p50.toFixed(1)} ms, max ${out.sweepIdle.max.toFixed(1)} ms (${out.sweepIdle.last} enqueued); its read: ${out.sweepIdlePlan.ms.toFixed(2)} ms, ${out.sweepIdlePlan.buffers} buffers, at most ${out.sweepIdlePlan.mostRows} rows in one node`);

    // 3. The daily digest of every user with one waiting.
    const digestSql = `SELECT DISTINCT d."organizationId", n."userId"
       FROM "notification_delivery" d JOIN "notification" n ON n."organizationId" = d."organizationId" AND n."id" = d."notificationId"
      WHERE d."status" = 'pending' AND d."channel" = 'email' AND d."digest" = $1`;
    const [{ n: waiting }] = await db.query(PENDING_DIGEST, ['daily']);
    out.digestDuePlan = await explain(db, digestSql, ['daily']);
    const t0 = performance.now();
    const users = await schedules.digest('daily', `bench-${Date.now()}`);
    const firingMs = performance.now() - t0;
    const sent = await waitUntil(db, PENDING_DIGEST, ['daily'], { timeoutMs });
    out.digest = { waiting, users, firingMs, ms: firingMs + sent.ms, left: sent.left };
    log(`Daily digest of ${users} users (${waiting} e-mails waiting): firing ${(firingMs / 1000).toFixed(1)} s, every digest delivered ${(out.digest.ms / 1000).toFixed(1)} s after it started${sent.left ? ` (${sent.left} LEFT)` : ''}`);

    // 4. Nothing due: the digest firing and the request escalation.
    out.digestIdleBeforeVacuum = await explain(db, digestSql, ['daily']);
    await db.query('VACUUM notification_delivery');
    out.digestIdle = await timeRuns(5, () => schedules.digest('daily', `bench-idle-${Date.now()}`));
    out.digestIdlePlan = await explain(db, digestSql, ['daily']);
    out.escalationIdle = await timeRuns(3, () => escalation.run(now()[0], config.escalationDays));
    log(`Digest firing with nothing due: p50 ${out.digestIdle.p50.toFixed(1)} ms (${out.digestIdle.last} users); request escalation: p50 ${out.escalationIdle.p50.toFixed(0)} ms (${out.escalationIdle.last} escalated)`);
    return out;
  } finally {
    await started.close();
  }
}
