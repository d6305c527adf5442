// Benchmark: `make bench` (or `node backend/bench/run.mjs` after a build).
// Starts the built API on a fresh PostgreSQL database (TEST_DATABASE_ADMIN_URL, default the local
// server), fills one organization with thousands of library rows and a 10 × 5 scorecard, and prints
// latency percentiles of the list and scorecard calls. Numbers, not assertions: read them.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const mainJs = path.resolve(here, '..', 'dist', 'main.js');
const ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROWS = Number(process.env.BENCH_ROWS ?? 5000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 40);

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function admin(sql) {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    return await c.query(sql);
  } finally {
    await c.end();
  }
}

const dbName = `scorecard_bench_${Date.now().toString(36)}`;
const dbUrl = new URL(ADMIN_URL);
dbUrl.pathname = `/${dbName}`;
await admin(`CREATE DATABASE "${dbName}"`);
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const api = spawn(process.execPath, [mainJs], {
  env: { PATH: process.env.PATH, PORT: String(port), DATABASE_URL: dbUrl.toString(), APP_URL: base, LOG_LEVEL: 'warn', AUTH_RATE_LIMIT: '100000', SEED_DEMO: 'false', DATA_DIR: `/tmp/${dbName}` },
  stdio: ['ignore', 'inherit', 'inherit'],
});

let cookie = '';
async function call(method, url, body) {
  const res = await fetch(base + url, {
    method,
    headers: { 'content-type': 'application/json', cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const set = res.headers.get('set-cookie');
  if (set) cookie = set.split(';')[0];
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url} → ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

async function measure(label, method, url) {
  for (let i = 0; i < 5; i++) await call(method, url);
  const times = [];
  let size = 0;
  for (let i = 0; i < ITERATIONS; i++) {
    const started = performance.now();
    const res = await fetch(base + url, { headers: { cookie } });
    const text = await res.text();
    times.push(performance.now() - started);
    size = text.length;
  }
  times.sort((a, b) => a - b);
  const pct = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);
  console.log(`${label.padEnd(48)} p50 ${pct(50).padStart(7)} ms  p95 ${pct(95).padStart(7)} ms  max ${times.at(-1).toFixed(1).padStart(7)} ms  ${(size / 1024).toFixed(0)} kB`);
}

const db = new pg.Client({ connectionString: dbUrl.toString() });
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    if (i > 120) throw new Error('API did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  const email = `bench-${Date.now()}@example.com`;
  const { user } = await call('POST', '/api/auth/signup', { firstName: 'Bench', lastName: 'Mark', email, password: 'bench-password-1', companyName: 'Bench Corp' });
  await db.connect();
  await db.query(`UPDATE "user" SET "emailVerified" = true WHERE id = $1`, [user.id]);
  await db.query(`UPDATE organization SET "maxObjectives" = 1000000, "maxKpis" = 1000000 WHERE id = $1`, [user.organizationId]);
  const org = user.organizationId;
  const perspectives = ['Financial', 'Customer', 'Internal_Process', 'Learning_Growth'];
  await db.query(
    `INSERT INTO objective ("organizationId", name, description, "bscPerspective")
     SELECT $1, 'Objective ' || g || ' revenue growth', 'Description of objective ' || g, ($2::text[])[1 + g % 4] FROM generate_series(1, $3) g`,
    [org, perspectives, ROWS],
  );
  await db.query(
    `INSERT INTO kpi ("organizationId", name, description, unit, frequency)
     SELECT $1, 'KPI ' || g, 'Measures thing ' || g, '%', (ARRAY['monthly','quarterly','annual'])[1 + g % 3] FROM generate_series(1, $2) g`,
    [org, ROWS],
  );
  await db.query(`INSERT INTO activity ("organizationId", action, "entityType", category) SELECT $1, 'created', 'objective', 'Library' FROM generate_series(1, $2)`, [org, ROWS]);

  // A 10 objectives × 5 KPIs corporate scorecard through the API, so every rule is applied.
  const [ceo] = (await call('GET', '/api/functions')).filter((f) => f.level === 'ceo');
  const objectives = await call('GET', '/api/objectives?range=[0,9]&sort=["name","ASC"]');
  const kpis = await call('GET', '/api/kpis?range=[0,49]&filter={"frequency":"quarterly"}');
  const year = String(new Date().getUTCFullYear());
  for (const [i, objective] of objectives.entries()) {
    const oa = await call('POST', '/api/objective-assignments', { objectiveId: objective.id, organizationFunctionId: ceo.id, weight: 10, period: year });
    for (let k = 0; k < 5; k++) {
      const kpi = kpis[(i * 5 + k) % kpis.length];
      await call('POST', '/api/kpi-assignments', {
        kpiId: kpi.id, objectiveAssignmentId: oa.id, weight: 20, period: year,
        targets: { q1: 100, q2: 100, q3: 100, q4: 100 }, actualResults: { q1: 80 + k * 5, q2: 90 + i },
      });
    }
  }

  console.log(`\n${ROWS} objectives, ${ROWS} KPIs, ${ROWS} activities in one organization; ${ITERATIONS} requests each, after 5 warm-ups\n`);
  await measure(`GET /api/objectives (all ${ROWS})`, 'GET', '/api/objectives');
  await measure('GET /api/objectives page 25, sorted', 'GET', '/api/objectives?range=[0,24]&sort=["name","ASC"]');
  await measure('GET /api/objectives search q, page 25', 'GET', '/api/objectives?range=[0,24]&filter={"q":"99"}');
  await measure(`GET /api/kpis (all ${ROWS})`, 'GET', '/api/kpis');
  await measure('GET /api/activities (100 newest)', 'GET', '/api/activities?limit=100');
  await measure('GET /api/scorecards/corporate (10 × 5)', 'GET', `/api/scorecards/corporate?year=${year}&frequency=quarterly&period=q2&view=ytd`);
  await measure('GET /api/dashboard/summary', 'GET', '/api/dashboard/summary');
} finally {
  await db.end().catch(() => {});
  api.kill('SIGTERM');
  await new Promise((r) => api.once('exit', r));
  await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
}
