import * as path from 'node:path';
import { DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from './migrations';

/**
 * Bounds on every wait for PostgreSQL, so an outage answers 503 within 10 s instead of hanging
 * (DESIGN decision 16): a connection is made (or a free one found) within 3 s, the server cancels
 * a statement after 5 s, and the client gives up on an answer after 6 s (a network that drops
 * packets sends no cancel back).
 */
export const DATABASE_TIMEOUTS = { connectMs: 3000, statementMs: 5000, queryMs: 6000 };

export interface PoolOptions {
  poolSize?: number;
  /** The app's pool answers within bounded time; migrations and the embedded PGlite wait as long as they need. */
  bounded?: boolean;
}

/** One definition of the connection for the app, the tests and the migration CLI. */
export function dataSourceOptions(url: string, { poolSize = 10, bounded = false }: PoolOptions = {}): DataSourceOptions {
  const timeouts = bounded
    ? {
        connectionTimeoutMillis: DATABASE_TIMEOUTS.connectMs,
        statement_timeout: DATABASE_TIMEOUTS.statementMs,
        query_timeout: DATABASE_TIMEOUTS.queryMs,
        keepAlive: true,
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
