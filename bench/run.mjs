// `make bench`: the performance claim, measured (issue 18). Not part of `make test`.
//
// 1. Seeds a fresh PostgreSQL database through the services (seed.mjs): one enterprise tenant of
//    249 functions and 9,960 monthly KPI assignments, 50 users and 5,000 requests, beside 999
//    small organizations.
// 2. Starts the built API as production runs it (NODE_ENV=production, Redis for jobs).
// 3. Loads each call with autocannon at 10 connections, and reads each list's and scorecard's
//    rows straight from PostgreSQL at the same concurrency (its floor).
// 4. Prints and writes bench/results/latest.md: p50/p95/p99, requests per second, size, the ratio
//    to the floor, the goal and whether it holds, the CPU a request costs the API, PostgreSQL and
//    the load generator, and the process and database memory.
// 5. The lightest authenticated call is also answered by a bare NestJS app with the same session
//    store (bare-app.mjs, its own process on the same database), loaded the same way: the API's CPU
//    a request beside the bare app's (issue 36).
//
// Environment: TEST_DATABASE_ADMIN_URL (default the local server), REDIS_URL (default local),
// BENCH_SECONDS (per call, default 8), BENCH_CONNECTIONS (default 10), BENCH_KEEP=1 keeps the database;
// while profiling: BENCH_REUSE, BENCH_ONLY and BENCH_CPU_PROF=<dir> (the API writes a .cpuprofile there).
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ADMIN_URL, adminQuery, freePort, PLANNER_OPTIONS } from './support.mjs';
import { floors } from './floors.mjs';
import { seed, SHAPE, FUNCTION_COUNT } from './seed.mjs';
import { explainCalls } from './plans.mjs';
import { measureReminders } from './reminders.mjs';
import { measureBriefingBook } from './briefing-book.mjs';
import { measureNotifications } from './notifications.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const mainJs = path.resolve(here, '..', 'backend', 'dist', 'main.js');
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const startLoad = os.loadavg()[0];
// The commit measured: the one checked out when the run started (a run takes minutes; a commit made
// meanwhile is not what was built and loaded).
let commit = 'unknown';
try {
  commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: here, encoding: 'utf8' }).trim();
} catch {}
const ALONE_SECONDS = Number(process.env.BENCH_ALONE_SECONDS ?? 4);
// BENCH_SIZE=10x (issue 36): the same calls on ten times the tenant and organizations, each beside its
// figure in the 1x report (bench/results/latest.md); the report is bench/results/10x.md.
const TENX = SHAPE.size === '10x';
/** At 10x, a call whose cost should not grow with the tenant keeps its 1x p95 within this factor. */
const TENX_TOLERANCE = 1.25;
// The first pass, on the tenant just seeded and never analyzed (issue 36): per hot call.
const FRESH_SECONDS = Number(process.env.BENCH_FRESH_SECONDS ?? 4);
const FRESH_ALONE_SECONDS = 2;



// The nearest-rank percentile the Admin Panel's response times use; NaN for no samples.
const { percentile } = createRequire(import.meta.url)(path.resolve(here, '..', 'backend', 'dist', 'modules', 'admin', 'response-times.js'));
function summary(times, seconds) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p) => percentile(sorted, p) ?? NaN;
  const mean = sorted.reduce((sum, t) => sum + t, 0) / Math.max(sorted.length, 1);
  return { count: sorted.length, rps: sorted.length / seconds, mean, p50: at(50), p95: at(95), p99: at(99), max: sorted.at(-1) };
}

/** Resident memory of a process in MB, from /proc (Linux). */
function rssMb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
    return Number(line.split(/\s+/)[1]) / 1024;
  } catch {
    return NaN;
  }
}

/** The PostgreSQL server processes on this machine (the bench's server is the local one). */
function postgresPids() {
  return readdirSync('/proc').filter((d) => /^\d+$/.test(d) && (() => {
    try {
      return readFileSync(`/proc/${d}/comm`, 'utf8').trim() === 'postgres';
    } catch {
      return false;
    }
  })());
}

/** Proportional memory of every PostgreSQL server process in MB (shared buffers counted once). */
function postgresPssMb() {
  let kb = 0;
  for (const pid of postgresPids()) {
    try {
      const line = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8').split('\n').find((l) => l.startsWith('Pss:'));
      kb += Number(line.split(/\s+/)[1]);
    } catch {
      // gone, or not ours to read
    }
  }
  return kb ? kb / 1024 : NaN;
}

let clockTicks = 100;
try {
  clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
} catch {}
/** CPU time (user + system) a process has used, in ms, from /proc; undefined once it is gone. */
function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
  } catch {
    return undefined;
  }
}
/**
 * CPU used so far by the API, by PostgreSQL (every server process, so its background writers too)
 * and by this process (autocannon and the bench): the difference over a load, divided by its
 * requests, is what one request costs each of them.
 */
function cpuNow(apiPid) {
  const own = process.cpuUsage();
  // A server process that exits between the listing and the read is left out, not read as 0.
  const pg = new Map(postgresPids().map((pid) => [pid, cpuMsOf(pid)]).filter(([, ms]) => ms !== undefined));
  // No API for a floor: its load generator is the bench's own pg client.
  return { api: apiPid === null ? 0 : (cpuMsOf(apiPid) ?? 0), pg, load: (own.user + own.system) / 1000 };
}
function cpuPerRequest(before, after, requests) {
  const n = Math.max(requests, 1);
  // Per server process: a connection that opened during the load counts from zero; one that
  // closed took its last ticks with it (the bench's own pool only, while the API is loaded); a
  // process id reused by a new connection shows less than before, and counts from zero too.
  let pgMs = 0;
  for (const [pid, ms] of after.pg) {
    const earlier = before.pg.get(pid) ?? 0;
    pgMs += ms >= earlier ? ms - earlier : ms;
  }
  const api = (after.api - before.api) / n;
  const pg = pgMs / n;
  const load = (after.load - before.load) / n;
  return { api, pg, load, total: api + pg + load };
}

// BENCH_REUSE=<database> loads a database kept by BENCH_KEEP=1 instead of seeding anew (while profiling).
const REUSE = process.env.BENCH_REUSE ?? null;
const stamp = REUSE ? REUSE.replace('scorecard_bench_', '') : Date.now().toString(36);
const dbName = `scorecard_bench_${stamp}`;
const dbUrl = new URL(ADMIN_URL);
dbUrl.pathname = `/${dbName}`;
const dataDir = path.join(os.tmpdir(), dbName);
const year = String(new Date().getUTCFullYear());
const env = {
  PATH: process.env.PATH,
  NODE_ENV: 'production',
  SESSION_SECRET: `bench-session-secret-${stamp}`,
  DATABASE_URL: dbUrl.toString(),
  REDIS_URL,
  REDIS_PREFIX: `scbench_${stamp}`,
  DATA_DIR: dataDir,
  SUPER_ADMIN_EMAIL: 'root@bench.local',
  SUPER_ADMIN_PASSWORD: 'bench-root-password',
  // Sign-in is loaded at 10 connections from one address: the limiter would answer 429 (it is
  // measured by its own tests); everything else is as production runs.
  AUTH_RATE_LIMIT: '1000000',
};

if (!REUSE) await adminQuery(`CREATE DATABASE "${dbName}"`);
let api;
let bare;
let pool;
const rows = [];
const log = (line = '') => console.log(line);
try {
  // ------------------------------------------------------------------ seed
  const seededFile = path.join(os.tmpdir(), `${dbName}.json`);
  let seeded;
  let seedSeconds;
  if (REUSE) {
    ({ seeded, seedSeconds } = JSON.parse(readFileSync(seededFile, 'utf8')));
  } else {
    log(`Seeding ${dbName} through the services${TENX ? ` (10x${SHAPE.scale !== 1 ? ` at BENCH_SCALE=${SHAPE.scale}` : ''}: templates copied in bulk)` : ''} …`);
    const seedStarted = performance.now();
    seeded = await seed({ ...env, APP_URL: 'http://127.0.0.1' }, { year, resultsThrough: 'december', log });
    seedSeconds = (performance.now() - seedStarted) / 1000;
    writeFileSync(seededFile, JSON.stringify({ seeded, seedSeconds }));
  }
  log(`Seeded in ${seedSeconds.toFixed(0)} s: ${JSON.stringify(seeded.counts)}`);


  // ------------------------------------------------------------------ 10x: the notifications' schedules, before the API runs
  // Measured in a Nest application of its own while nothing else works on the database.
  const notifications = TENX && !process.env.BENCH_ONLY && !REUSE ? await measureNotifications({ ...env, APP_URL: 'http://127.0.0.1' }, { log }) : null;

  // ------------------------------------------------------------------ the API, as production runs it
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const nodeArgs = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  api = spawn(process.execPath, [...nodeArgs, mainJs], { env: { ...env, PORT: String(port), APP_URL: base, LOG_LEVEL: 'info' }, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    if (i > 240) throw new Error('The API did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  // The bare NestJS app with the same session store (issue 36): the floor of the lightest authenticated call.
  const barePort = await freePort();
  const bareBase = `http://127.0.0.1:${barePort}`;
  bare = spawn(process.execPath, [...nodeArgs, path.join(here, 'bare-app.mjs')], { env: { ...env, PORT: String(barePort) }, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${bareBase}/api/auth/user`)).status === 401) break;
    } catch {}
    if (i > 240) throw new Error('The bare NestJS app did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  const signIn = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify({ email: seeded.email, password: seeded.password }) });
  if (!signIn.ok) throw new Error(`Sign-in answered ${signIn.status}`);
  const cookie = signIn.headers.get('set-cookie').split(';')[0];
  const me = await signIn.json();
  const headers = { cookie, origin: base, 'accept-encoding': 'gzip, deflate, br', 'content-type': 'application/json' };
  const getJson = async (url) => (await fetch(base + url, { headers: { cookie } })).json();
  const [ceo] = await getJson(`/api/functions?filter=${encodeURIComponent(JSON.stringify({ level: 'ceo' }))}`);
  const kpiAssignmentIds = (await getJson(`/api/kpi-assignments?range=[0,999]&sort=["createdAt","ASC"]`)).map((r) => r.id);
  const ids = { organizationId: seeded.organizationId, ceoId: ceo.id, departmentId: seeded.departmentId, year, userId: me.user?.id ?? me.id, kpiAssignmentIds };
  const floorOf = floors(ids);
  const view = `year=${year}&frequency=monthly&period=november&view=ytd`;
  const list = (resource, { range, sort = ['createdAt', 'ASC'], filter } = {}) =>
    `/api/${resource}?` + new URLSearchParams({ ...(range ? { range: JSON.stringify(range) } : {}), sort: JSON.stringify(sort), ...(filter ? { filter: JSON.stringify(filter) } : {}) });

  // Calculated KPIs (issue 33): three KPIs computed from the first assignment's KPI, assigned beside it.
  const sendJson = async (method, url, body) => {
    const res = await fetch(base + url, { method, headers: { cookie, origin: base, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
    return res.json();
  };
  // The input KPI's assignments on ten functions (of the year), each with the three beside it: the
  // PATCHes rotate over them as people entering results would. Ten connections writing one row
  // measure its lock queue instead (before: p95 1,073 ms and one 503, a wait past the 5 s statement timeout).
  const input = await getJson(`/api/kpi-assignments/${kpiAssignmentIds[0]}`);
  const inputs = (await getJson(list('kpi-assignments', { range: [0, 199], filter: { kpiId: input.kpiId, period: input.period } })))
    .filter((row, i, rows) => rows.findIndex((r) => r.objectiveAssignmentId === row.objectiveAssignmentId) === i)
    .slice(0, 10);
  const calculatedKpis = [];
  // Named to sort after the seeded 'KPI 001'-'KPI 200': KPI Overview's first page by name stays the
  // seeded lines, not these 30 lines whose history the PATCHes below grow by hundreds of entries.
  for (const [i, formula] of [`{KPI:${input.kpiId}} * 2`, `{KPI:${input.kpiId}} / 10`, `({KPI:${input.kpiId}} + 1) / {KPI:${input.kpiId}}`].entries())
    calculatedKpis.push(await sendJson('POST', '/api/kpis', { name: `Ratio ${i + 1} (calculated)`, unit: '%', frequency: 'monthly', formula }));
  for (const row of inputs) for (const kpi of calculatedKpis) await sendJson('POST', '/api/kpi-assignments', { kpiId: kpi.id, objectiveAssignmentId: row.objectiveAssignmentId, weight: 1 });
  let dependentValue = 0;
  // Requests created by ten people of the organization at once, each mailing its owner (the counters
  // of requests and of the owners' notifications are rows that every such write updates).
  const requestOwners = (await getJson(list('employees', { range: [0, 9], sort: ['name', 'ASC'] }))).map((e) => e.id);
  let requestsCreated = 0;
  const requestBody = () => JSON.stringify({ type: 'Data_Collection', title: `Bench request ${++requestsCreated}`, description: 'Figures, please.', priority: 'Medium', ownerId: requestOwners[requestsCreated % requestOwners.length] });

  let patchValue = 0;
  const AS_OF = '2000-01-01T00:00:00.000Z';
  const calls = [
    { name: 'Corporate scorecard (CEO: 8 objectives, 40 KPIs)', path: `/api/scorecards/corporate?${view}`, floor: 'corporate', goal: 100, hot: true, tenx: 'same' },
    // DESIGN decision 22: as of an instant before the seed, so every history entry of its KPIs is read (the worst case); within 2x of the live call.
    { name: 'Corporate scorecard as of an instant (issue 30)', path: `/api/scorecards/corporate?${view}&asOf=${AS_OF}`, floor: 'corporate', liveOf: 'Corporate scorecard (CEO: 8 objectives, 40 KPIs)', liveRatio: 2, tenx: 'same' },
    { name: 'Department scorecard (8 objectives, 40 KPIs)', path: `/api/scorecards/${seeded.departmentId}?${view}`, floor: 'department', goal: 100, hot: true, tenx: 'same' },
    { name: `Functions list (${FUNCTION_COUNT})`, path: '/api/functions', floor: 'functions', goal: 20, hot: true, tenx: 'answer' },
    { name: 'KPI assignments, a page of 25', path: list('kpi-assignments', { range: [0, 24] }), floor: 'kpiAssignmentsPage', goal: 20, hot: true, tenx: 'same' },
    { name: `KPI assignments, all ${seeded.tenantKpiAssignments.toLocaleString('en')}`, path: list('kpi-assignments'), floor: 'kpiAssignmentsAll', floorRatio: 2, tenx: 'skip' },
    {
      name: 'Record one result (PATCH a KPI assignment)',
      method: 'PATCH',
      path: `/api/kpi-assignments/${kpiAssignmentIds[0]}`,
      floor: 'recordResult',
      goal: 30,
      tenx: 'same',
      // A different assignment and value each time, as people entering results would.
      setupRequest: (req) => {
        patchValue++;
        return { ...req, path: `/api/kpi-assignments/${kpiAssignmentIds[patchValue % kpiAssignmentIds.length]}`, body: JSON.stringify({ resultPeriod: 'november', actualResult: 50 + (patchValue % 70) }) };
      },
    },
    {
      name: `Record one result that recomputes 3 calculated KPIs (PATCH an input, ${inputs.length} functions in turn)`,
      method: 'PATCH',
      path: `/api/kpi-assignments/${input.id}`,
      tenx: 'same',
      setupRequest: (req) => {
        dependentValue++;
        return { ...req, path: `/api/kpi-assignments/${inputs[dependentValue % inputs.length].id}`, body: JSON.stringify({ resultPeriod: 'november', actualResult: 50 + (dependentValue % 70) }) };
      },
    },
    { name: 'KPI Overview, a page of 25', path: list('kpi-overview', { range: [0, 24], sort: ['name', 'ASC'], filter: { year } }), floor: 'kpiOverview', hot: true, tenx: 'same' },
    { name: 'KPI Overview, a page of 25, as of an instant (issue 30)', path: list('kpi-overview', { range: [0, 24], sort: ['name', 'ASC'], filter: { year, asOf: AS_OF } }), floor: 'kpiOverview', liveOf: 'KPI Overview, a page of 25', liveRatio: 2, tenx: 'grows' },
    { name: "KPI Overview, a department's page of 25", path: list('kpi-overview', { range: [0, 24], sort: ['name', 'ASC'], filter: { year, functionId: seeded.departmentId } }), hot: true, tenx: 'same' },
    { name: "KPI Results of a division (its scorecard's lines)", path: `/api/scorecards/${seeded.divisionId}?${view}`, hot: true, tenx: 'same' },
    { name: 'Set and Cascade: assignment counts of the chart', path: `/api/functions/assignment-counts?period=${year}`, floor: 'assignmentCounts', hot: true, tenx: 'answer' },
    { name: "Set and Cascade: a department's KPI assignments", path: list('kpi-assignments', { range: [0, 999], filter: { organizationFunctionId: seeded.departmentId, period: year } }), floor: 'cascadeKpiAssignments', hot: true, tenx: 'same' },
    { name: 'Requests, a page of 25', path: list('requests', { range: [0, 24], sort: ['createdAt', 'DESC'] }), floor: 'requestsPage', hot: true, tenx: 'same' },
    // Measured here instead of bounded in the e2e tests, which hold their cost by query counts (issue 27).
    { name: `Requests, all ${SHAPE.requests.toLocaleString('en')}`, path: list('requests', { sort: ['createdAt', 'DESC'] }), tenx: 'skip' },
    { name: 'KPI Overview, a page of 25 sorted by score', path: list('kpi-overview', { range: [0, 24], sort: ['score', 'DESC'], filter: { year } }), tenx: 'same' },
    { name: 'Notification list', path: '/api/notifications', floor: 'notifications', tenx: 'same' },
    { name: 'Dashboard summary', path: '/api/dashboard/summary', tenx: 'same' },
    { name: 'Signed-in user (the lightest authenticated call)', path: '/api/auth/user', lightest: true, bareOf: 'Signed-in user from a bare NestJS app with the same session store', cpuRatio: 2, tenx: 'same' },
    // Its floor: express-session with our PostgreSQL session store in a bare NestJS app, nothing else (issue 36).
    { name: 'Signed-in user from a bare NestJS app with the same session store', path: '/api/auth/user', bare: true, tenx: 'same' },
    // After the requests' lists, which it grows by a few thousand.
    { name: 'Create a request with an owner (POST)', method: 'POST', path: '/api/requests', body: requestBody(), tenx: 'same', setupRequest: (req) => ({ ...req, body: requestBody() }) },
    // Since issue 37 the stored hash is scrypt N=2^17 (was 2^15): each sign-in costs ~0.3 s of one core
    // instead of ~0.08 s, so this figure dropped about fourfold on purpose (OWASP's floor).
    { name: 'Sign in (password hashing included, scrypt N=2^17)', method: 'POST', path: '/api/auth/login', body: JSON.stringify({ email: seeded.email, password: seeded.password }), anonymous: true, tenx: 'same' },
  ];

  // At 10x the unpaged lists of the whole tenant (whose cost grows with the tenant by design; each
  // takes longer than the statement timeout there) are left out.
  const skipped = TENX ? calls.filter((c) => c.tenx === 'skip').map((c) => c.name) : [];
  if (TENX) calls.splice(0, calls.length, ...calls.filter((c) => c.tenx !== 'skip'));
  // BENCH_ONLY=<regular expression> loads only the calls whose names match (while profiling).
  if (process.env.BENCH_ONLY) calls.splice(0, calls.length, ...calls.filter((c) => new RegExp(process.env.BENCH_ONLY, 'i').test(c.name)));
  // Sanity: every call answers 2xx before it is loaded; its size as sent (compressed) and as JSON.
  for (const call of calls) {
    const body = call.method === 'PATCH' ? JSON.stringify({ resultPeriod: 'november', actualResult: 77 }) : call.body;
    const sent = await rawRequest((call.bare ? bareBase : base) + call.path, call.method ?? 'GET', call.anonymous ? { origin: base, 'content-type': 'application/json', 'accept-encoding': headers['accept-encoding'] } : headers, body);
    if (sent.status < 200 || sent.status >= 300) {
      // At 10x a call that fails is reported as failed (the others are still measured).
      if (TENX) {
        log(`${call.name}: ${call.method ?? 'GET'} ${call.path} answered ${sent.status}; not loaded`);
        call.failedStatus = sent.status;
        continue;
      }
      throw new Error(`${call.name}: ${call.method ?? 'GET'} ${call.path} answered ${sent.status}`);
    }
    call.bytes = sent.bytes;
    call.rawBytes = (await rawRequest((call.bare ? bareBase : base) + call.path, call.method ?? 'GET', { ...(call.anonymous ? {} : { cookie }), origin: base, 'content-type': 'application/json' }, body)).bytes;
  }

  const failedCalls = calls.filter((c) => c.failedStatus);
  if (failedCalls.length) calls.splice(0, calls.length, ...calls.filter((c) => !c.failedStatus));

  let apiPeakMb = rssMb(api.pid);
  const sampler = setInterval(() => (apiPeakMb = Math.max(apiPeakMb, rssMb(api.pid))), 200);
  const runLoad = (call, seconds, connections = CONNECTIONS) =>
    new Promise((resolve, reject) => {
      const times = [];
      let failures = 0;
      const statuses = {};
      const instance = autocannon(
        {
          url: call.bare ? bareBase : base,
          connections,
          duration: seconds,
          requests: [{ method: call.method ?? 'GET', path: call.path, body: call.body, headers: call.anonymous ? { origin: base, 'content-type': 'application/json' } : headers, ...(call.setupRequest ? { setupRequest: call.setupRequest } : {}) }],
        },
        (err) => (err ? reject(err) : resolve({ times, failures, statuses })),
      );
      instance.on('response', (_client, status, _bytes, ms) => {
        if (status >= 200 && status < 300) times.push(ms);
        else {
          failures++;
          statuses[status] = (statuses[status] ?? 0) + 1;
        }
      });
    });

  pool = new pg.Pool({ connectionString: dbUrl.toString(), max: CONNECTIONS, options: PLANNER_OPTIONS });
  pool.on('error', () => undefined);
  const runFloor = async ({ sql, params, transaction }, seconds) => {
    const times = [];
    const until = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < until) {
          const started = performance.now();
          if (transaction) {
            const client = await pool.connect();
            try {
              await client.query('BEGIN');
              for (const step of transaction()) await client.query(step.sql, step.params);
              await client.query('COMMIT');
            } finally {
              client.release();
            }
          } else await pool.query(sql, params);
          times.push(performance.now() - started);
        }
      }),
    );
    return times;
  };

  // ------------------------------------------------------------------ first pass: the tenant as seeded, no statistics (issue 36)
  // A new large tenant in a big shared database is read this way until an ANALYZE: autovacuum
  // analyzes a table only after 10% of it changed (and this machine's PostgreSQL runs without it).
  const hotCalls = calls.filter((c) => c.hot);
  const credentials = { email: seeded.email, password: seeded.password };
  const statisticsBefore = await tablesWithStatistics(pool);
  log(`\nBefore any ANALYZE (${statisticsBefore.length ? `statistics exist for ${statisticsBefore.join(', ')}` : 'no table has statistics'}): the plans of the hot calls`);
  const freshPlans = await explainCalls({ ...env, APP_URL: 'http://127.0.0.1' }, { credentials, calls: hotCalls, log });
  log(`Then ${FRESH_SECONDS} s at ${CONNECTIONS} connections and ${FRESH_ALONE_SECONDS} s alone each`);
  for (const call of hotCalls) {
    await runLoad(call, 1);
    const { times, failures } = await runLoad(call, FRESH_SECONDS);
    const alone = await runLoad(call, FRESH_ALONE_SECONDS, 1);
    call.fresh = { api: summary(times, FRESH_SECONDS), failures, alone: summary(alone.times, FRESH_ALONE_SECONDS) };
    log(`${call.name.padEnd(52)} p50 ${ms(call.fresh.api.p50).padStart(5)}  p95 ${ms(call.fresh.api.p95).padStart(5)} ms${failures ? `  ${failures} FAILED` : ''}   alone p50 ${ms(call.fresh.alone.p50).padStart(5)}  p95 ${ms(call.fresh.alone.p95).padStart(5)} ms`);
  }
  const analyzeStarted = performance.now();
  await pool.query('ANALYZE');
  const analyzeMs = performance.now() - analyzeStarted;
  log(`\nANALYZE of the whole database: ${ms(analyzeMs)} ms. The plans again:`);
  const analyzedPlans = await explainCalls({ ...env, APP_URL: 'http://127.0.0.1' }, { credentials, calls: hotCalls, log });

  log(`\nLoad: ${CONNECTIONS} connections, ${SECONDS} s per call after ${WARMUP_SECONDS} s of warm-up\n`);
  for (const call of calls) {
    await runLoad(call, WARMUP_SECONDS);
    const pid = call.bare ? bare.pid : api.pid;
    const cpuBefore = cpuNow(pid);
    const { times, failures, statuses } = await runLoad(call, SECONDS);
    const row = { ...call, api: summary(times, SECONDS), failures, failedStatuses: statuses, cpu: cpuPerRequest(cpuBefore, cpuNow(pid), times.length + failures) };
    if (call.floor) {
      await runFloor(floorOf[call.floor], 1);
      const floorCpuBefore = cpuNow(null);
      const floorTimes = await runFloor(floorOf[call.floor], Math.min(SECONDS, 5));
      row.floor = summary(floorTimes, Math.min(SECONDS, 5));
      // The floor's CPU a request (PostgreSQL and the bench's pg client): a ratio missed is explained by it (issue 36).
      row.floorCpu = cpuPerRequest(floorCpuBefore, cpuNow(null), floorTimes.length);
    }
    if (call.liveOf) row.live = rows.find((r) => r.name === call.liveOf)?.api;
    rows.push(row);
    // The API's call is measured before its bare floor: the floor's CPU goes back onto the API's row.
    if (call.bare) for (const r of rows.filter((r) => r.bareOf === call.name)) r.bareCpu = row.cpu;
    log(formatLine(row));
  }
  // The calls with a goal once more, one request at a time: the time of the call itself, without
  // the queueing of ten connections on the machine's cores.
  log('');
  // The sign-ins still hashing when their load ended hold libuv's thread pool, which compression needs:
  // one compressed answer waits for them, so the first call alone is not timed behind them.
  const aloneRows = rows.filter((r) => r.goal !== undefined || r.floorRatio !== undefined || r.liveRatio !== undefined);
  if (aloneRows.length) await rawRequest(base + aloneRows[0].path, aloneRows[0].method ?? 'GET', headers, aloneRows[0].body);
  for (const row of aloneRows) {
    const { times } = await runLoad(row, ALONE_SECONDS, 1);
    row.alone = summary(times, ALONE_SECONDS);
    log(`${row.name.padEnd(52)} alone: p50 ${ms(row.alone.p50).padStart(5)}  p95 ${ms(row.alone.p95).padStart(5)} ms`);
  }
  clearInterval(sampler);

  // ------------------------------------------------------------------ the period close's reminders (issue 29), in process
  // BENCH_ONLY (one call while profiling) leaves the in-process measures out too.
  const reminders = process.env.BENCH_ONLY ? null : await measureReminders({ ...env, APP_URL: 'http://127.0.0.1' }, { organizationId: seeded.organizationId, year, log });
  // ------------------------------------------------------------------ a briefing book of 20 functions (issue 31), in process
  const book = process.env.BENCH_ONLY ? null : await measureBriefingBook({ ...env, APP_URL: 'http://127.0.0.1' }, { organizationId: seeded.organizationId, year, log });

  // ------------------------------------------------------------------ memory and machine
  const apiEndMb = rssMb(api.pid);
  const pgMb = postgresPssMb();
  const [{ size }] = (await adminQuery(`SELECT pg_size_pretty(pg_database_size('${dbName}')) AS size`)).rows;
  const [{ version }] = (await adminQuery('SELECT version()')).rows;
  const [{ shared_buffers }] = (await adminQuery('SHOW shared_buffers')).rows;
  const [{ autovacuum }] = (await adminQuery('SHOW autovacuum')).rows;
  const plans = { statisticsBefore, fresh: freshPlans, analyzed: analyzedPlans, analyzeMs, autovacuum };
  let report = markdown({ rows, reminders, book, seeded, seedSeconds, apiPeakMb, apiEndMb, pgMb, size, version, shared_buffers, commit, plans });
  if (TENX) report = tenxReport(report, { rows, notifications, reminders, seeded, skipped, failedCalls });
  mkdirSync(path.join(here, 'results'), { recursive: true });
  const reportName = TENX ? (SHAPE.scale === 1 ? '10x.md' : `10x-scale-${SHAPE.scale}.md`) : 'latest.md';
  writeFileSync(path.join(here, 'results', reportName), report);
  log(`\nMemory: API ${apiPeakMb.toFixed(0)} MB at peak, ${apiEndMb.toFixed(0)} MB at the end; PostgreSQL ${pgMb.toFixed(0)} MB (PSS of its processes), database ${size}`);
  log(`Written to bench/results/${reportName}`);
  const missed = rows.filter((r) => verdict(r) === 'missed');
  if (missed.length) log(`\nGoals missed: ${missed.map((r) => r.name).join('; ')}`);
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await pool?.end().catch(() => undefined);
  if (api) {
    api.kill('SIGTERM');
    await new Promise((r) => api.once('exit', r));
  }
  if (bare && bare.exitCode === null) {
    bare.kill('SIGTERM');
    await new Promise((r) => bare.once('exit', r));
  }
  if (!process.env.BENCH_KEEP && !REUSE) {
    await adminQuery(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await dropRedisPrefix(env.REDIS_PREFIX).catch((err) => console.error(`Could not remove the Redis keys ${env.REDIS_PREFIX}*: ${err.message}`));
    // the seed's mail outbox and the seed's ids
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(path.join(os.tmpdir(), `${dbName}.json`), { force: true });
  }
  else log(`Kept ${dbUrl}`);
}

/** The tables of the bench's database that PostgreSQL holds column statistics for. */
async function tablesWithStatistics(pool) {
  return (await pool.query(`SELECT DISTINCT tablename FROM pg_stats WHERE schemaname = 'public' ORDER BY 1`)).rows.map((r) => r.tablename);
}

/** Removes the run's jobs and queues from Redis (its own key prefix), as the tests do. */
async function dropRedisPrefix(prefix) {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** One request with node:http, which (unlike fetch) leaves the body as sent: its status and byte count. */
function rawRequest(url, method, headers, body) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode, bytes }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

function verdict(row) {
  if (row.failures) return 'missed';
  if (row.goal !== undefined) return row.api.p95 < row.goal ? 'met' : 'missed';
  if (row.floorRatio !== undefined) return row.api.p95 <= row.floorRatio * row.floor.p95 ? 'met' : 'missed';
  if (row.liveRatio !== undefined && row.live) return row.api.p95 <= row.liveRatio * row.live.p95 ? 'met' : 'missed';
  if (row.cpuRatio !== undefined && row.bareCpu) return row.cpu.api <= row.cpuRatio * row.bareCpu.api ? 'met' : 'missed';
  return '';
}

/** The statuses the failed requests of a row were answered with, e.g. '2 × 503'. */
function failedText(row) {
  return Object.entries(row.failedStatuses ?? {}).map(([status, n]) => `${n} × ${status}`).join(', ') || 'no status';
}

function ms(v) {
  return Number.isFinite(v) ? (v < 10 ? v.toFixed(1) : v.toFixed(0)) : '–';
}
function kb(bytes) {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} kB`;
}
function goalText(row) {
  if (row.goal !== undefined) return `p95 < ${row.goal} ms`;
  if (row.floorRatio !== undefined) return `p95 ≤ ${row.floorRatio}× floor`;
  if (row.liveRatio !== undefined) return `p95 ≤ ${row.liveRatio}× the live call${row.live ? ` (${ms(row.live.p95)} ms; ${(row.api.p95 / row.live.p95).toFixed(2)}×)` : ''}`;
  if (row.cpuRatio !== undefined) return `API CPU ≤ ${row.cpuRatio}× the bare app's${row.bareCpu ? ` (${row.cpu.api.toFixed(2)} vs ${row.bareCpu.api.toFixed(2)} ms; ${(row.cpu.api / row.bareCpu.api).toFixed(1)}×)` : ''}`;
  return '';
}
function formatLine(row) {
  const floor = row.floor ? `floor p50 ${ms(row.floor.p50)} p95 ${ms(row.floor.p95)} (×${(row.api.p95 / row.floor.p95).toFixed(1)})` : '';
  const cpu = row.cpu ? `  CPU ${cpuText(row.cpu)} ms` : '';
  return `${row.name.padEnd(52)} p50 ${ms(row.api.p50).padStart(5)}  p95 ${ms(row.api.p95).padStart(5)}  p99 ${ms(row.api.p99).padStart(5)} ms  ${row.api.rps.toFixed(0).padStart(5)}/s  ${row.failures ? `${row.failures} FAILED  ` : ''}${floor} ${verdict(row)}${cpu}`;
}
function cpuText(cpu) {
  return `${cpu.api.toFixed(2)} + ${cpu.pg.toFixed(2)} + ${cpu.load.toFixed(2)}`;
}
/**
 * Little's law on a saturated machine: with every core busy, C connections each waiting their turn
 * take on average C × (CPU a request) ÷ cores, however fast the call is alone.
 */
function saturatedMean(cpu) {
  return (CONNECTIONS * cpu.total) / os.cpus().length;
}
/** How busy a load kept the cores: requests a second × CPU a request ÷ cores (1 = all of them). */
function coresBusy(rps, cpu) {
  return (rps * cpu.total) / 1000 / os.cpus().length;
}

/**
 * Why each missed goal was missed, from this run's own measurements: the floor (PostgreSQL alone
 * already takes longer than the goal at this concurrency), or busy cores (the CPU the call's
 * requests took kept the cores at least 70% busy, so each request mostly waits its turn: by
 * Little's law the mean wait is connections ÷ throughput); otherwise nothing measured explains it.
 */
function missedGoals(rows) {
  const missed = rows.filter((r) => verdict(r) === 'missed');
  if (missed.length === 0) return [];
  const cores = os.cpus().length;
  // The CPU a request may take for the p95 to meet the goal, latency scaling with CPU on busy cores.
  const budget = (r) => (r.cpu.total * r.goal) / r.api.p95;
  // What is left of it for the API, beside the API's least cost: the lightest authenticated call.
  const lightest = rows.find((row) => row.lightest);
  const budgetText = (r) => {
    const left = budget(r) - r.cpu.pg - r.cpu.load;
    if (left <= 0) return `, and PostgreSQL and the load generator alone take ${(r.cpu.pg + r.cpu.load).toFixed(2)} ms: not even an API that cost nothing could meet it here`;
    return `: PostgreSQL and the load generator take ${(r.cpu.pg + r.cpu.load).toFixed(2)} ms, leaving the API ${left.toFixed(2)} ms where it takes ${r.cpu.api.toFixed(2)}` +
      (lightest ? ` (the lightest authenticated call, which only reads the session with its user, costs the API ${lightest.cpu.api.toFixed(2)} ms)` : '');
  };
  const reason = (r) => {
    const alone = r.alone ? ` Alone it takes p50 ${ms(r.alone.p50)} / p95 ${ms(r.alone.p95)} ms.` : '';
    const busy = coresBusy(r.api.rps, r.cpu);
    if (r.failures) return `${r.failures} requests failed (answered ${failedText(r)}).`;
    if (r.cpuRatio !== undefined && r.bareCpu)
      return `the API's own CPU a request is ${r.cpu.api.toFixed(2)} ms against ${r.bareCpu.api.toFixed(2)} ms for a bare NestJS app with the same session store measured in the same run (${(r.cpu.api / r.bareCpu.api).toFixed(1)}×; PostgreSQL ${r.cpu.pg.toFixed(2)} vs ${r.bareCpu.pg.toFixed(2)} ms): ` +
        'the difference is what the API runs that the bare app does not (request logging, helmet, the front-end and API-key handlers, compression, passport, the global guards, pipe, interceptor and filter).';
    const live = r.liveOf ? rows.find((x) => x.name === r.liveOf) : null;
    if (r.liveRatio !== undefined && live) {
      // Both loads keep the cores busy: the p95s stand about as their CPU a request does.
      const cpuRatio = r.cpu.total / live.cpu.total;
      return `it costs ${cpuRatio.toFixed(2)}× the live call's CPU a request (${r.cpu.total.toFixed(2)} ms: API ${r.cpu.api.toFixed(2)}, PostgreSQL ${r.cpu.pg.toFixed(2)}; against ${live.cpu.total.toFixed(2)} ms: API ${live.cpu.api.toFixed(2)}, PostgreSQL ${live.cpu.pg.toFixed(2)}), ` +
        `and at ${CONNECTIONS} connections both keep the cores busy, so their p95s stand about as their CPU does (${(r.api.p95 / live.api.p95).toFixed(2)}×)` +
        (cpuRatio > r.liveRatio
          ? `: reading the instant's history costs more than ${r.liveRatio}× the live read, which is work to cut, not noise.`
          : `: its CPU is within ${r.liveRatio}×, so the rest is the waiting on the shared cores.`) +
        (r.alone && live.alone ? ` Alone: p50 ${ms(r.alone.p50)} / p95 ${ms(r.alone.p95)} ms against the live call's ${ms(live.alone.p50)} / ${ms(live.alone.p95)}.` : alone);
    }
    if (r.goal !== undefined && r.floor && r.floor.p95 >= r.goal)
      return `its floor alone, the same rows read straight from PostgreSQL at the same concurrency, has p95 ${ms(r.floor.p95)} ms, at or above the goal of ${r.goal} ms: on this machine no server in front of that database could meet it; the API takes ${(r.api.p95 / r.floor.p95).toFixed(1)}× its floor.${alone}`;
    if (r.goal !== undefined && busy >= 0.7)
      return `the cores were ${(100 * busy).toFixed(0)}% busy with it: ${r.api.rps.toFixed(0)} requests a second × ${r.cpu.total.toFixed(2)} ms of CPU (API ${r.cpu.api.toFixed(2)}, PostgreSQL ${r.cpu.pg.toFixed(2)}, load generator ${r.cpu.load.toFixed(2)}) on ${cores} cores, ` +
        `so a request mostly waits its turn: ${CONNECTIONS} connections ÷ ${r.api.rps.toFixed(0)}/s = ${ms((1000 * CONNECTIONS) / r.api.rps)} ms on average (Little's law; measured ${ms(r.api.mean)}), p95 ${ms(r.api.p95)}. ` +
        `At this concurrency on this machine the goal of ${r.goal} ms takes about ${budget(r).toFixed(1)} ms of CPU a request${budgetText(r)}.${alone}`;
    return `nothing measured here explains it (floor p95 ${r.floor ? ms(r.floor.p95) : '–'} ms, cores ${(100 * busy).toFixed(0)}% busy): a defect to find.${alone}`;
  };
  return ['## Goals missed', '', ...missed.map((r) => `- ${r.name}: ${reason(r)}`), ''];
}

/** A plan is steady when the tenant as seeded costs it at most about twice the rows one node handled after ANALYZE. */
function steadyPlan(fresh, analyzed) {
  return fresh.mostRows <= 2 * analyzed.mostRows + 200;
}
function flippedPlans(plans) {
  return plans.fresh.filter((f) => !steadyPlan(f, plans.analyzed.find((a) => a.name === f.name)));
}

/**
 * The hot calls' plans before and after ANALYZE (issue 36): a plan that flips on missing statistics
 * handles many more rows in one node than the same call once statistics exist.
 */
function plansSection(plans, rows) {
  const analyzed = new Map(plans.analyzed.map((p) => [p.name, p]));
  const steady = steadyPlan;
  const flipped = flippedPlans(plans);
  return [
    '## Plans before statistics (issue 36)',
    '',
    `The first pass ran on the tenant as seeded, before any ANALYZE (${plans.statisticsBefore.length ? `statistics existed for ${plans.statisticsBefore.join(', ')}` : 'no table of the database had statistics'}; ` +
      `autovacuum is ${plans.autovacuum} on this server), as a new large tenant in a big shared database is read until autovacuum's 10% threshold is crossed. ` +
      `Each hot call was made once and every read it sent was run again under EXPLAIN (ANALYZE, BUFFERS); then the whole database was analyzed (${ms(plans.analyzeMs)} ms) and the same again. ` +
      '"Most rows" is the most rows one plan node handled (actual rows × loops, with the rows its filter threw away): a plan that flips shows there, whatever the load on the machine.',
    '',
    '| call | reads | PostgreSQL ms: fresh / analyzed | buffers: fresh / analyzed | most rows in one node: fresh / analyzed | p50 / p95 at 10 connections: fresh · analyzed | alone p50 / p95, fresh | |',
    '|---|---|---|---|---|---|---|---|',
    ...plans.fresh.map((f) => {
      const a = analyzed.get(f.name);
      const row = rows.find((r) => r.name === f.name);
      const load = row?.fresh ? `${ms(row.fresh.api.p50)} / ${ms(row.fresh.api.p95)} · ${ms(row.api.p50)} / ${ms(row.api.p95)}` : '';
      const alone = row?.fresh ? `${ms(row.fresh.alone.p50)} / ${ms(row.fresh.alone.p95)}` : '';
      return `| ${f.name} | ${f.statements} | ${f.ms.toFixed(1)} / ${a.ms.toFixed(1)} | ${f.buffers} / ${a.buffers} | ${f.mostRows} / ${a.mostRows} | ${load} | ${alone} | ${steady(f, a) ? 'steady' : 'FLIPPED'} |`;
    }),
    '',
    flipped.length
      ? `Plans that flipped without statistics: ${flipped.map((f) => `${f.name} (fresh: ${f.outline.join('; ')})`).join(' — ')}.`
      : 'No hot call\'s plan depends on the statistics: without them each handled at most about as many rows in one node as with them.',
    '',
    'The heaviest read of each call, fresh (node, index, rows):',
    '',
    ...plans.fresh.map((f) => `- ${f.name}: ${f.outline.join('; ') || '–'}`),
    '',
  ];
}

function markdown({ rows, reminders, book, seeded, seedSeconds, apiPeakMb, apiEndMb, pgMb, size, version, shared_buffers, commit, plans }) {
  const cpus = os.cpus();
  const lines = [
    `# Benchmark: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit}`,
    '',
    (TENX ? 'Repeat with `make bench-10x`' : 'Repeat with `make bench` (about twelve minutes on an idle machine)') + '. Every call is loaded with autocannon at ' +
      `${CONNECTIONS} connections for ${SECONDS} s after ${WARMUP_SECONDS} s of warm-up, as the signed-in admin of the large tenant, with a browser's ` +
      '`accept-encoding`. The floor is the same rows read straight from PostgreSQL with `pg` in one statement, at the same concurrency, in the same run. ' +
      '"Alone" is the same call one request at a time (' + ALONE_SECONDS + ' s). Times in ms.',
    '',
    '| call | p50 | p95 | p99 | req/s | answer (sent / raw) | floor p50 | floor p95 | p95 ÷ floor | goal | | alone p50 / p95 | CPU a request: API + PostgreSQL + load | saturated mean |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((r) =>
      `| ${r.name}${r.failures ? ` (${r.failures} failed: ${failedText(r)})` : ''} | ${ms(r.api.p50)} | ${ms(r.api.p95)} | ${ms(r.api.p99)} | ${r.api.rps.toFixed(0)} | ${kb(r.bytes)} / ${kb(r.rawBytes)} | ${r.floor ? ms(r.floor.p50) : ''} | ${r.floor ? ms(r.floor.p95) : ''} | ${r.floor ? `${(r.api.p95 / r.floor.p95).toFixed(1)}×` : ''} | ${goalText(r)} | ${verdict(r)} | ${r.alone ? `${ms(r.alone.p50)} / ${ms(r.alone.p95)}` : ''} | ${cpuText(r.cpu)} = ${r.cpu.total.toFixed(2)} | ${ms(saturatedMean(r.cpu))} |`,
    ),
    '',
    `"CPU a request" is the processor time the API process, every PostgreSQL process and the load generator (autocannon, in the bench's process) used during the load, divided by the requests answered (from /proc). ` +
      `"Saturated mean" is what Little's law gives for ${CONNECTIONS} connections when that CPU is all the ${os.cpus().length} cores can do: ${CONNECTIONS} × CPU ÷ ${os.cpus().length}, ` +
      'the mean wait of a request queued behind the others on this machine, however fast the call is alone.',
    '',
    ...missedGoals(rows),
    ...(TENX ? [] : issue36Section(rows, plans)),
    ...plansSection(plans, rows),
    ...(reminders && book ? [
      '## Reminders (the period close)',
      `The large tenant's reminders and escalation computed by the service that the hourly job runs (its reads and the computation; the notifications are then three statements): ` +
        `${reminders.owners} owners, ${reminders.reminders} reminders and ${reminders.escalations} escalations on 7 April with March to December cleared (in a transaction rolled back). ` +
        `p50 ${ms(reminders.p50)} ms, max ${ms(reminders.max)} ms over 5 runs; goal < 5000 ms: ${reminders.max < 5000 ? 'met' : 'missed'}. ` +
        `Queries: ${reminders.queries} (a small organization: ${reminders.smallQueries}), ${reminders.queries === reminders.smallQueries ? 'independent of the size' : 'NOT independent of the size'}.`,
      ...(reminders.firing
        ? [
            '',
            `The hourly firing itself (runAll) on that day as seeded, when no organization has a value to chase (every result due by then is in): ${reminders.firing.organizations.toLocaleString('en')} organizations with KPI assignments, ` +
              `p50 ${ms(reminders.firing.p50)} ms, max ${ms(reminders.firing.max)} ms, ${reminders.firing.queries} queries, ${reminders.firing.reminders + reminders.firing.escalations} notifications; ` +
              `goal: no work per organization when nothing is due (at most 2 queries: the candidates' settings, then which of them miss a value): ${reminders.firing.queries <= 2 ? 'met' : 'missed'}. ` +
              'Before issue 36 it ran 7 queries per organization (its settings, assignments, locks, cascade, an admin, in a transaction): 3,508 for 501 organizations, 6.2-8.0 s on a loaded machine.',
          ]
        : []),
      '',
      '## Briefing book',
      `One book of ${book.functions} functions of the large tenant (scorecard tables, KPI trend charts, commentary; Q4) rendered by the job's own code with Debian's Chromium: ` +
        `${(book.ms / 1000).toFixed(1)} s, ${book.state}, ${book.pages} pages, ${kb(book.bytes ?? 0)}; goal < 60 s: ${book.state === 'ready' && book.ms < 60000 ? 'met' : 'missed'}.`,
      '',
    ] : []),
    '## Data',
    `${SHAPE.size === 'small' ? '**Reduced size (BENCH_SIZE=small): not the goals\' tenant.** ' : ''}${TENX ? `Seeded (templates through the services, copied in bulk; see above) in ${seedSeconds.toFixed(0)} s` : `Seeded through the services in ${seedSeconds.toFixed(0)} s`}. The large tenant: ${SHAPE.divisions} divisions, ${SHAPE.divisions * SHAPE.generalPerDivision} general departments, ` +
      `${SHAPE.divisions * SHAPE.generalPerDivision * SHAPE.departmentsPerGeneral} departments under the CEO; ${seeded.tenantKpiAssignments.toLocaleString('en')} monthly KPI assignments with ` +
      `12 months of targets and results; ${SHAPE.users} users; ${SHAPE.requests.toLocaleString('en')} requests with a comment each. Beside it ${SHAPE.smallOrganizations.toLocaleString('en')} small organizations${TENX ? ` of ${SHAPE.usersPerSmallOrganization} users each, every user on a daily digest` : ''}.`,
    '',
    `Rows in the database: ${Object.entries(seeded.counts).map(([t, n]) => `${t} ${n.toLocaleString('en')}`).join(', ')}.`,
    '',
    '## Memory',
    `API process: ${apiPeakMb.toFixed(0)} MB resident at peak, ${apiEndMb.toFixed(0)} MB at the end. PostgreSQL: ${pgMb.toFixed(0)} MB (proportional set size of its processes; shared_buffers ${shared_buffers}); the database takes ${size} on disk.`,
    '',
    '## Machine',
    `${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, ${(os.totalmem() / 1024 ** 3).toFixed(0)} GiB, ${os.type()} ${os.release()}; Node ${process.version}; ${version.split(',')[0]}. ` +
      `The load generator, the API and PostgreSQL share these cores. Load average (1 min) at the start of the run ${startLoad.toFixed(1)}, at the end ${os.loadavg()[0].toFixed(1)}: anything above about 1 means other work shared the cores during the run.`,
    '',
  ];
  return lines.join('\n');
}

/** The first table of a report (call → its cells: p50, p95, floor p95, ratio, CPU), by call name with its counts blanked. */
function reportTable(file) {
  const key = (name) => name.replace(/[\d,]+/g, '#').trim();
  const figures = new Map();
  let heading = '';
  try {
    const text = readFileSync(file, 'utf8');
    heading = (text.split('\n').find((l) => /^#+ Benchmark: /.test(l)) ?? '').replace(/^#+ Benchmark: /, '');
    for (const line of text.split('\n')) {
      const cells = line.split('|').map((c) => c.trim());
      if (cells.length < 14 || cells[1] === 'call' || cells[1].startsWith('---')) continue;
      const p95 = Number(cells[3]);
      if (!Number.isFinite(p95) || figures.has(key(cells[1]))) continue;
      figures.set(key(cells[1].replace(/ \(\d+ failed[^)]*\)$/, '')), { p50: Number(cells[2]), p95, floorP95: Number(cells[8]), ratio: cells[9], alone: cells[12], cpu: cells[13] });
    }
  } catch {}
  return { heading, of: (name) => figures.get(key(name)) };
}

/**
 * Issue 36's goals for this run's calls, each beside the figure of the last report before the
 * issue's first fix (bench/results/before-issue-36.md, another machine: its absolute times compare
 * less well than the ratios, each measured against its own floor in its own run): every scorecard
 * and list within 3× its floor at p95, the lightest call's API CPU within 2× the bare app's, and
 * no plan that flips without statistics.
 */
function issue36Section(rows, plans) {
  const before = reportTable(path.join(here, 'results', 'before-issue-36.md'));
  if (!before.heading) return [];
  const RATIO = 3;
  const lists = rows.filter((r) => r.floor && r.method !== 'PATCH' && r.floorRatio === undefined && !r.liveOf);
  const cell = (b, f) => (b ? f(b) : 'not measured then');
  const lines = [
    '## Issue 36: each goal, before and after',
    '',
    `Before: the last report before issue 36's first fix (bench/results/before-issue-36.md: ${before.heading}; another machine, so compare the ratios, each against its own floor in its own run). Now: this run.`,
    '',
    '| call | before p50 / p95 | before p95 ÷ floor | now p50 / p95 | now p95 ÷ floor | now p50 ÷ floor · CPU a request ÷ floor\'s | goal | |',
    '|---|---|---|---|---|---|---|---|',
    ...lists.map((r) => {
      const b = before.of(r.name);
      const ratio = r.api.p95 / r.floor.p95;
      const beside = `${(r.api.p50 / r.floor.p50).toFixed(1)}× · ${r.floorCpu ? `${(r.cpu.total / r.floorCpu.total).toFixed(1)}×` : '–'}`;
      return `| ${r.name} | ${cell(b, (x) => `${x.p50} / ${x.p95}`)} | ${cell(b, (x) => x.ratio || '–')} | ${ms(r.api.p50)} / ${ms(r.api.p95)} | ${ratio.toFixed(1)}× | ${beside} | p95 ≤ ${RATIO}× floor | ${ratio <= RATIO ? 'met' : 'missed'} |`;
    }),
    ...rows
      .filter((r) => r.lightest && r.bareCpu)
      .map((r) => {
        const b = before.of(r.name);
        return `| ${r.name}: the API's CPU a request | ${cell(b, (x) => `${x.cpu.split('+')[0].trim()} ms`)} | | ${r.cpu.api.toFixed(2)} ms, bare app ${r.bareCpu.api.toFixed(2)} ms | ${(r.cpu.api / r.bareCpu.api).toFixed(1)}× the bare app | | ≤ ${r.cpuRatio}× the bare app's | ${verdict(r)} |`;
      }),
    ...rows
      .filter((r) => /sorted by score/.test(r.name))
      .map((r) => `| ${r.name} | 3655 / 4492 (47ffd28, the first report that loaded it) | | ${ms(r.api.p50)} / ${ms(r.api.p95)} | | | cost of a page independent of the tenant (bench-10x) | |`),
    '',
    ...ratioMisses(lists.filter((r) => r.api.p95 > RATIO * r.floor.p95), rows, RATIO),
  ];
  if (plans?.fresh?.length) {
    const flipped = flippedPlans(plans);
    lines.push(
      `Plans without statistics: ${flipped.length === 0 ? 'none of the hot calls handled more rows in one plan node on the tenant as seeded than after ANALYZE (goal: none flips): met' : `${flipped.map((f) => f.name).join('; ')} handled more rows as seeded than after ANALYZE: missed`} (details in the next section). Before: Set and Cascade's list of a department flipped (9,963 rows as seeded against 40).`,
      '',
    );
  }
  return lines;
}

/**
 * Why a list missed its ratio to the floor, from this run's own measurements. Call and floor both
 * keep the cores busy at the same concurrency, so each waits in proportion to the CPU a request
 * takes (Little's law): the ratio of their CPU is the ratio of their times, give or take the tail.
 * The call's CPU holds what every signed-in call costs here (the lightest one: the HTTP request,
 * the session read with its user), which a floor of well under a millisecond cannot absorb.
 */
function ratioMisses(missed, rows, ratio) {
  if (missed.length === 0) return [];
  const cores = os.cpus().length;
  const lightest = rows.find((r) => r.lightest);
  const busy = (rps, cpu) => `${Math.min(100, 100 * coresBusy(rps, cpu)).toFixed(0)}%`;
  return [
    `Why a ratio to the floor was missed, measured in this run (CPU a request from /proc, as in the first table; the floor's is PostgreSQL's and the bench's own \`pg\` client's):`,
    '',
    ...missed.map((r) => {
      const f = r.floorCpu;
      if (!f) return `- ${r.name}: the floor's CPU was not measured.`;
      const fixed = lightest ? lightest.cpu.total : 0;
      const own = r.cpu.total - fixed;
      return (
        `- ${r.name}: p95 ${ms(r.api.p95)} ms against the floor's ${ms(r.floor.p95)} (${(r.api.p95 / r.floor.p95).toFixed(1)}×; at p50 ${ms(r.api.p50)} against ${ms(r.floor.p50)}, ${(r.api.p50 / r.floor.p50).toFixed(1)}×). ` +
        `Both kept the ${cores} cores busy (the call ${busy(r.api.rps, r.cpu)} at ${r.api.rps.toFixed(0)}/s, the floor ${busy(r.floor.rps, f)} at ${r.floor.rps.toFixed(0)}/s), so each waits in proportion to its CPU a request: ` +
        `the call ${r.cpu.total.toFixed(2)} ms (API ${r.cpu.api.toFixed(2)}, PostgreSQL ${r.cpu.pg.toFixed(2)}, load generator ${r.cpu.load.toFixed(2)}), the floor ${f.total.toFixed(2)} ms (PostgreSQL ${f.pg.toFixed(2)}, its client ${f.load.toFixed(2)}): ${(r.cpu.total / f.total).toFixed(1)}×. ` +
        (lightest
          ? `Of the call's CPU, ${fixed.toFixed(2)} ms is what any signed-in call costs here (the lightest one, which answers the session's user: API ${lightest.cpu.api.toFixed(2)}, PostgreSQL ${lightest.cpu.pg.toFixed(2)}, load ${lightest.cpu.load.toFixed(2)}${lightest.bareCpu ? `; a bare NestJS app with the same session store ${lightest.bareCpu.total.toFixed(2)}` : ''}); ` +
            `the list's own work is the other ${own.toFixed(2)} ms, ${(own / f.total).toFixed(1)}× the floor's CPU` +
            (own / f.total <= ratio ? `: within ${ratio}×, so what misses is the fixed cost of a signed-in HTTP call, not the list.` : `: more than ${ratio}×, so the list itself costs more than the goal allows.`)
          : '')
      );
    }),
    '',
  ];
}

/** The 1x figures (p95 and alone) of bench/results/latest.md, by call name with its counts blanked. */
function oneXFigures() {
  return reportTable(path.join(here, 'results', 'latest.md'));
}

/**
 * Why a call that must keep its 1x p95 did not, from this run's CPU a request against the 1x
 * report's (the same measure, /proc, on the same machine when both ran there): a request that costs
 * no more at 10x waited longer on the shared cores; one that costs more has work that grows with the
 * tenant.
 */
function tenxMisses(missed, oneX) {
  if (missed.length === 0) return [];
  const totalOf = (cell) => {
    const m = /=\s*([\d.]+)/.exec(cell ?? '');
    return m ? Number(m[1]) : null;
  };
  return [
    `Why a call missed, measured in this run (CPU a request as in the first table, against the 1x report's):`,
    '',
    ...missed.map((r) => {
      const base = oneX.of(r.name);
      const baseCpu = totalOf(base?.cpu);
      const head = `- ${r.name}: p95 ${ms(r.api.p95)} ms against ${ms(base.p95)} at 1x (${(r.api.p95 / base.p95).toFixed(2)}×), p50 ${ms(r.api.p50)} against ${ms(base.p50)}. `;
      if (baseCpu === null) return `${head}The 1x report has no CPU figure for it: nothing measured here explains it.`;
      const ratio = r.cpu.total / baseCpu;
      return (
        head +
        `Its CPU a request: ${r.cpu.total.toFixed(2)} ms (API ${r.cpu.api.toFixed(2)}, PostgreSQL ${r.cpu.pg.toFixed(2)}, load ${r.cpu.load.toFixed(2)}) against ${baseCpu.toFixed(2)} ms at 1x (${base.cpu}), ${ratio.toFixed(2)}×` +
        (ratio <= TENX_TOLERANCE
          ? `: the work of a request did not grow with the tenant, so the p95 moved with the waiting on the ${os.cpus().length} shared cores, not with the call.`
          : `: the work of a request grew with the tenant; a cost to find.`) +
        (r.alone && base.alone ? ` Alone: ${ms(r.alone.p50)} / ${ms(r.alone.p95)} ms at 10x, ${base.alone} at 1x.` : '')
      );
    }),
    '',
  ];
}

/** The 10x report: the same tables, then each call beside its 1x figure, the notifications' schedules and the seed's check. */
function tenxReport(report, { rows, notifications, reminders, seeded, skipped, failedCalls }) {
  const oneX = oneXFigures();
  const scaleNote = SHAPE.scale === 1 ? '' : ` **Reduced: BENCH_SCALE=${SHAPE.scale}** (every count × ${SHAPE.scale}; not the goals' data, same code path).`;
  const verdictOf = (r, base) => (r.tenx === 'same' && base ? (Number.isFinite(r.api.p95) && r.api.p95 <= TENX_TOLERANCE * base.p95 ? 'met' : 'missed') : '');
  const goalOf = (r) =>
    r.tenx === 'same' ? `p95 ≤ ${TENX_TOLERANCE}× 1x (cost grows with the answer, not the tenant)` : r.tenx === 'answer' ? 'grows with the answer (the whole chart)' : 'grows with the tenant (issue 36\'s other parts)';
  const lines = [
    `## 10x against 1x${scaleNote}`,
    '',
    `Each call at 10x beside its p95 in the 1x report (bench/results/latest.md: ${oneX.heading || 'none found'}). A call whose answer is the same size at 10x (a scorecard of one function, a page) must keep its p95.`,
    '',
    '| call | 1x p95 | 10x p95 | 10x ÷ 1x | 10x alone p50 / p95 | 1x alone p50 / p95 | goal | |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => {
      const base = oneX.of(r.name);
      return `| ${r.name}${r.failures ? ` (${r.failures} failed)` : ''} | ${base ? ms(base.p95) : '–'} | ${ms(r.api.p95)} | ${base && Number.isFinite(r.api.p95) ? `${(r.api.p95 / base.p95).toFixed(2)}×` : ''} | ${r.alone ? `${ms(r.alone.p50)} / ${ms(r.alone.p95)}` : ''} | ${base?.alone ?? ''} | ${goalOf(r)} | ${verdictOf(r, base)} |`;
    }),
    '',
    ...tenxMisses(rows.filter((r) => verdictOf(r, oneX.of(r.name)) === 'missed'), oneX),
    ...(skipped.length ? [`Not loaded at 10x (the unpaged lists of the whole tenant, whose cost grows with the tenant by design): ${skipped.join('; ')}.`, ''] : []),
    ...(failedCalls.length ? [`Failed at 10x (not loaded): ${failedCalls.map((c) => `${c.name} (${c.failedStatus})`).join('; ')}.`, ''] : []),
  ];
  if (notifications) {
    const n = notifications;
    const minutes = (msv) => `${(msv / 60000).toFixed(1)} min`;
    lines.push(
      '## Notifications at 10x',
      '',
      `Run by the built backend's own code (NotificationSchedules.sweep and .digest, RequestEscalation.run; its workers deliver, concurrency 5, to the outbox) in a Nest application of its own before the API starts, on ${n.organizations.toLocaleString('en')} organizations and ${n.deliveries.toLocaleString('en')} deliveries` +
        `${n.clockAheadMinutes > 0 ? ` (the schedules' clock ${n.clockAheadMinutes.toFixed(0)} min ahead, past the quiet hours the seed's e-mails wait for)` : ''}.`,
      '',
      '| measure | figure | goal | |',
      '|---|---|---|---|',
      `| One-minute sweep with e-mails due: ${n.dueAtStart.toLocaleString('en')} as seeded (the copies' were never enqueued, as after a Redis flush) | its read ${ms(n.sweepDuePlan.ms)} ms (${n.sweepDuePlan.buffers} buffers; ${n.sweepDuePlan.outline}); a firing with ${n.sweepDue.due.toLocaleString('en')} due: ${ms(n.sweepDue.ms)} ms, ${n.sweepDue.enqueued} enqueued (at most 1,000 a firing) | grows with the work due | |`,
      `| Those ${n.drain.due.toLocaleString('en')} e-mails delivered (the sweep called every second instead of every minute) | ${(n.drain.ms / 1000).toFixed(1)} s${n.drain.left ? `, ${n.drain.left} left` : ''} | minutes | ${n.drain.left ? 'missed' : n.drain.ms < 600000 ? 'met' : 'missed'} |`,
      `| One-minute sweep, nothing due (${n.sweepIdle.runs} firings, after a VACUUM) | p50 ${ms(n.sweepIdle.p50)} ms, max ${ms(n.sweepIdle.max)} ms; its read ${ms(n.sweepIdlePlan.ms)} ms, ${n.sweepIdlePlan.buffers} buffers (${n.sweepIdlePlan.outline || 'no row read'}). ` +
        `Before the VACUUM, right after those e-mails went: ${ms(n.sweepIdleBeforeVacuum.ms)} ms, ${n.sweepIdleBeforeVacuum.buffers} buffers (${n.sweepIdleBeforeVacuum.outline}): the pending index still pointed at the rows just sent | independent of the organizations: reads only pending e-mails (and, until a vacuum, those just sent) | ${n.sweepIdlePlan.mostRows <= 10 ? 'met' : 'missed'} |`,
      `| Daily digest of ${n.digest.users.toLocaleString('en')} users: the firing (one job per user) | ${(n.digest.firingMs / 1000).toFixed(1)} s (its read: ${ms(n.digestDuePlan.ms)} ms, ${n.digestDuePlan.buffers} buffers; ${n.digestDuePlan.outline}) | grows with the users due | |`,
      `| … every digest delivered | ${minutes(n.digest.ms)} after the firing started${n.digest.left ? `, ${n.digest.left} left` : ''} (${((n.digest.users * 1000) / Math.max(n.digest.ms, 1)).toFixed(0)} users a second) | a few minutes | ${n.digest.left ? 'missed' : n.digest.ms < 600000 ? 'met' : 'missed'} |`,
      `| Digest firing, nothing due (${n.digestIdle.runs} firings, after a VACUUM) | p50 ${ms(n.digestIdle.p50)} ms, max ${ms(n.digestIdle.max)} ms; its read ${ms(n.digestIdlePlan.ms)} ms, ${n.digestIdlePlan.buffers} buffers (${n.digestIdlePlan.outline || 'no row read'}); ` +
        `before the VACUUM, right after the digests went: ${ms(n.digestIdleBeforeVacuum.ms)} ms, ${n.digestIdleBeforeVacuum.buffers} buffers | independent of the organizations | ${n.digestIdlePlan.mostRows <= 10 ? 'met' : 'missed'} |`,
      `| Hourly request escalation, nothing stale (${n.escalationIdle.runs} runs) | p50 ${ms(n.escalationIdle.p50)} ms, ${n.escalationIdle.last} escalated | | |`,
      ...(reminders?.firing
        ? [`| Hourly reminders' firing, nothing due (${reminders.firing.organizations.toLocaleString('en')} organizations) | p50 ${ms(reminders.firing.p50)} ms, ${reminders.firing.queries} queries | no work per organization | ${reminders.firing.queries <= 2 ? 'met' : 'missed'} |`]
        : []),
      '',
    );
  }
  if (seeded.check) {
    lines.push(
      '## How the 10x data was written',
      '',
      'The services wrote templates which PostgreSQL copied (bench/seed-10x.mjs, bench/clone.mjs): ' + seeded.check.copies.join('; ') + '. ' +
        `Rows copied in bulk: ${Object.entries(seeded.bulk).map(([t, n]) => `${t} ${n.toLocaleString('en')}`).join(', ')}. ` +
        `The seed checked every copy against its template row for row (${seeded.check.mismatches.length ? `MISMATCHES: ${seeded.check.mismatches.join('; ')}` : 'no difference'}), recomputed ${seeded.check.scoresChecked} copied stored scores with the service's storedResult (${seeded.check.wrongScores.length} wrong), ` +
        `and compared the scorecard service's answer for a copied division with the template's (${seeded.check.sameScorecard ? 'equal' : 'DIFFERENT'}, names and ids aside).`,
      '',
    );
  }
  const title = `# Benchmark at 10x${SHAPE.scale === 1 ? '' : ` (BENCH_SCALE=${SHAPE.scale})`}:`;
  const [first, ...rest] = report.split('\n');
  const restText = rest.join('\n');
  const at = restText.indexOf('\n## ');
  return [first.replace('# Benchmark:', title), restText.slice(0, at + 1), ...lines, restText.slice(at + 1)].join('\n');
}
