import { Logger } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * Statistics after bulk writes (issue 36). Autovacuum analyzes a table only once 10% of it has
 * changed (and this machine's PostgreSQL runs without it), so a tenant written in one go — the demo
 * seed, a large spreadsheet import — can be read for a long time with statistics that do not know
 * it. The hot reads are shaped to keep their plan whatever the statistics (see
 * `assignments/assignment.queries.ts`); this refreshes the statistics too, so every other query
 * plans on the truth. ANALYZE samples a fixed number of rows per table (30,000 at the default
 * target): tens of milliseconds, whatever the table's size.
 */

/** The tables a tenant's scorecard, lists and counts read. */
export const TENANT_SCORECARD_TABLES = ['organization_function', 'objective', 'kpi', 'objective_assignment', 'kpi_assignment', 'kpi_assignment_view_score', 'employee'] as const;

/**
 * ANALYZE of `tables` (names this code chose, never user input). Outside any transaction: it runs
 * after the bulk write has committed, so the sample sees the new rows. A failure is logged, never
 * thrown: the write it follows has succeeded.
 */
export async function analyzeTables(db: DataSource | EntityManager, tables: readonly string[], logger = new Logger('Analyze')): Promise<void> {
  if (tables.length === 0) return;
  const started = Date.now();
  try {
    await db.query(`ANALYZE ${tables.map((t) => `"${t.replace(/"/g, '')}"`).join(', ')}`);
    logger.log(`Analyzed ${tables.join(', ')} in ${Date.now() - started} ms`);
  } catch (err) {
    logger.warn(`ANALYZE of ${tables.join(', ')} failed: ${(err as Error).message}`);
  }
}
