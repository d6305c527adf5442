import * as path from 'node:path';
import { DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from './migrations';

/**
 * Bounds on every wait for PostgreSQL, so an outage answers 503 within 10 s instead of hanging
 * (DESIGN decision 16): a connection is made (or a free one found) within 3 s, the server cancels
 * a statement after 5 s, and the client gives up on an answer after 6 s (a network that drops
 * packets sends no cancel back). A wait for a row another transaction holds gives up after 3 s,
 * before the statement's own bound: the database is up and busy with that row, so the call answers
 * 409 (`ROW_BUSY`, error-body.ts), not 503.
 */
export const DATABASE_TIMEOUTS = { connectMs: 3000, statementMs: 5000, queryMs: 6000, lockMs: 3000 };

/**
 * The planner's settings on every connection of the app to a PostgreSQL server: a random page read
 * costs 1.1 sequential ones (PostgreSQL's 4.0 models spinning disks; SSD and cloud storage read
 * any page about as fast). The hot reads are ordered index walks that stop at the page's end, and
 * with 4.0 a planner that misjudged a tenant's rows (a table never analyzed: autovacuum off, or a
 * database just filled) preferred reading all of the tenant's rows through a bitmap and sorting
 * them: the requests page read 5,039 rows for 25 (issue 36). `make bench` reads its floors and
 * plans with the same settings.
 */
export const PLANNER_OPTIONS = '-c random_page_cost=1.1';

export interface PoolOptions {
  poolSize?: number;
  /** The app's pool on a server: answers within bounded time, with PLANNER_OPTIONS; migrations and the embedded PGlite wait as long as they need. */
  bounded?: boolean;
}

/** One definition of the connection for the app, the tests and the migration CLI. */
export function dataSourceOptions(url: string, { poolSize = 10, bounded = false }: PoolOptions = {}): DataSourceOptions {
  const timeouts = bounded
    ? {
        connectionTimeoutMillis: DATABASE_TIMEOUTS.connectMs,
        statement_timeout: DATABASE_TIMEOUTS.statementMs,
        lock_timeout: DATABASE_TIMEOUTS.lockMs,
        query_timeout: DATABASE_TIMEOUTS.queryMs,
        keepAlive: true,
        options: PLANNER_OPTIONS,
      }
    : {};
  return {
    type: 'postgres',
    url,
    entities: [path.join(__dirname, '..', '**', '*.entity.{js,ts}')],
    migrations: MIGRATIONS,
    migrationsTransactionMode: 'each',
    synchronize: false,
    extra: { max: poolSize, ...timeouts },
  };
}
