// `make bench`, the plans of the hot reads (issue 36): each call is made once against the built
// backend's own HTTP app, every statement it sends PostgreSQL is recorded with its parameters, and
// each read is run again under EXPLAIN (ANALYZE, BUFFERS). What is kept per call: its statements'
// execution time and buffers, and the most rows any one plan node handled (actual rows × loops, plus
// the rows a filter threw away). A plan that flips on missing or misleading statistics shows there
// at once (the issue's corporate scorecard walked 500 KPI assignments × 1,992 objective assignments:
// about a million rows for an answer of 40), whatever the machine's load, where timings blur.
//
// Run by run.mjs twice: on the tenant just seeded, with no statistics, and after ANALYZE.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PLANNER_OPTIONS } from './support.mjs';

const require = createRequire(import.meta.url);
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'backend', 'dist');
const load = (file) => require(path.join(dist, file));

/** Every node of an EXPLAIN (FORMAT JSON) plan, depth first. */
function nodesOf(plan, out = []) {
  out.push(plan);
  for (const child of plan.Plans ?? []) nodesOf(child, out);
  return out;
}

/** One line per plan node that reads a table or joins: what it is, on which index, how many rows. */
function planOutline(plan) {
  return nodesOf(plan)
    .filter((n) => /Scan|Join|Nested Loop/.test(n['Node Type']))
    .map((n) => {
      const loops = n['Actual Loops'] ?? 1;
      const rows = Math.round((n['Actual Rows'] ?? 0) * loops);
      const on = n['Index Name'] ? ` using ${n['Index Name']}` : n['Relation Name'] ? ` on ${n['Relation Name']}` : '';
      return `${n['Node Type']}${on}: ${rows} rows${loops > 1 ? ` (${loops} loops)` : ''}`;
    });
}

/**
 * Makes each call of `calls` ({name, path}) once through a fresh app on `env`'s database, signed in
 * as `credentials`, and explains every read it sent. Answers per call: statements, total execution
 * ms, shared buffers hit + read, the most rows one node handled, and the outline of the statement
 * that handled them.
 */
export async function explainCalls(env, { credentials, calls, log = console.log }) {
  const { createApp } = load('bootstrap.js');
  const { loadConfig } = load('config/app-config.js');
  const { DataSource } = require('typeorm');
  const config = loadConfig({ ...env, SEED_DEMO: 'false', LOG_LEVEL: 'warn' });
  const started = await createApp({ config, role: 'api' });
  const { app } = started;
  try {
    await app.listen(0, '127.0.0.1');
    const base = `http://127.0.0.1:${app.getHttpServer().address().port}`;
    const signIn = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify(credentials) });
    if (!signIn.ok) throw new Error(`Sign-in answered ${signIn.status}`);
    const cookie = signIn.headers.get('set-cookie').split(';')[0];
    const db = app.get(DataSource, { strict: false });
    const pool = db.driver.master;
    // EXPLAIN ANALYZE on a connection of its own, without the app's 5 s statement timeout: a flipped plan may take longer.
    const { default: pg } = await import('pg');
    const explainer = new pg.Client({ connectionString: env.DATABASE_URL, statement_timeout: 120000, options: PLANNER_OPTIONS });
    await explainer.connect();
    const results = [];
    for (const call of calls) {
      const statements = [];
      const patched = new Map();
      const onAcquire = (client) => {
        if (patched.has(client)) return;
        const original = client.query;
        patched.set(client, original);
        client.query = function (first, values, ...rest) {
          const text = typeof first === 'string' ? first : first?.text;
          const params = typeof first === 'string' ? (Array.isArray(values) ? values : undefined) : first?.values;
          if (text) statements.push({ text, params });
          return original.call(this, first, values, ...rest);
        };
      };
      pool.on('acquire', onAcquire);
      let status;
      try {
        status = (await fetch(base + call.path, { headers: { cookie } })).status;
      } finally {
        pool.off('acquire', onAcquire);
        for (const [client, original] of patched) client.query = original;
      }
      const reads = statements.filter((s) => /^\s*(SELECT|WITH)\b/i.test(s.text) && !/FOR (UPDATE|SHARE)/i.test(s.text));
      let ms = 0;
      let buffers = 0;
      let worst = { rows: 0, outline: [] };
      for (const s of reads) {
        const [{ 'QUERY PLAN': [explained] }] = (await explainer.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${s.text}`, s.params)).rows;
        ms += explained['Execution Time'];
        const nodes = nodesOf(explained.Plan);
        buffers += (explained.Plan['Shared Hit Blocks'] ?? 0) + (explained.Plan['Shared Read Blocks'] ?? 0);
        const most = Math.max(...nodes.map((n) => ((n['Actual Rows'] ?? 0) + (n['Rows Removed by Filter'] ?? 0) + (n['Rows Removed by Join Filter'] ?? 0)) * (n['Actual Loops'] ?? 1)));
        if (most >= worst.rows) worst = { rows: Math.round(most), outline: planOutline(explained.Plan) };
      }
      results.push({ name: call.name, status, statements: reads.length, ms, buffers, mostRows: worst.rows, outline: worst.outline });
      log(`  ${call.name.padEnd(52)} ${reads.length} reads, ${ms.toFixed(1)} ms in PostgreSQL, ${buffers} buffers, at most ${worst.rows} rows in one plan node`);
    }
    await explainer.end();
    return results;
  } finally {
    await started.close();
  }
}
