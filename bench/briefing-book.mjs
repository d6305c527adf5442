// `make bench`, the briefing book's measure (issue 31): one book of 20 functions of the large
// tenant (scorecard tables, strategy maps, KPI trend charts and commentary for Q4 of the bench year) rendered by
// the built backend's own job code (BriefingBooksService.render: the reads, the print route of the built front end,
// Debian's Chromium and page.pdf(), the PDF written to PostgreSQL). Goal: under 60 s.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'backend', 'dist');
const load = (file) => require(path.join(dist, file));

/** Renders one 20-function book in a Nest application of its own (closed afterwards); the book row is deleted again. */
export async function measureBriefingBook(env, { organizationId, year, functions = 20, log = console.log }) {
  const { createApp } = load('bootstrap.js');
  const { loadConfig } = load('config/app-config.js');
  const { BriefingBooksService } = load('modules/briefing-books/briefing-books.service.js');
  const { DataSource } = require('typeorm');
  const config = loadConfig({ ...env, SEED_DEMO: 'false', LOG_LEVEL: 'warn' });
  const started = await createApp({ config, role: 'api' });
  const get = (type) => started.app.get(type, { strict: false });
  try {
    const db = get(DataSource);
    const books = get(BriefingBooksService);
    const ids = (
      await db.query(
        `SELECT DISTINCT oa."organizationFunctionId" AS id FROM "objective_assignment" oa WHERE oa."organizationId" = $1 AND oa."period" = $2 ORDER BY 1 LIMIT $3`,
        [organizationId, String(year), functions],
      )
    ).map((r) => r.id);
    const [row] = await db.query(
      `INSERT INTO "briefing_book" ("organizationId", "title", "functionIds", "year", "frequency", "period", "view", "sections")
       VALUES ($1, 'Bench book', $2::jsonb, $3, 'quarterly', 'q4', 'period', '["scorecard","strategy-map","kpi-trends","commentary"]'::jsonb) RETURNING "id"`,
      [organizationId, JSON.stringify(ids), year],
    );
    try {
      const t0 = performance.now();
      await books.render({ organizationId, bookId: row.id }, 0);
      const ms = performance.now() - t0;
      const [done] = await db.query(`SELECT "state", "pages", "bytes", "error" FROM "briefing_book" WHERE "id" = $1`, [row.id]);
      const result = { functions: ids.length, ms, state: done.state, pages: done.pages, bytes: done.bytes, error: done.error };
      log(`Briefing book of ${ids.length} functions: ${(ms / 1000).toFixed(1)} s, ${done.state}, ${done.pages} pages, ${Math.round((done.bytes ?? 0) / 1024)} KB${done.error ? ` (${done.error})` : ''}`);
      return result;
    } finally {
      await db.query(`DELETE FROM "briefing_book" WHERE "id" = $1`, [row.id]);
    }
  } finally {
    await started.close();
  }
}
