import type { Pool, PoolClient } from 'pg';
import { DataSource, Logger as TypeOrmLogger } from 'typeorm';

/**
 * Runs `work` while counting the SQL queries the app's data source sends (its logger is swapped
 * for a counting one and restored), so a test can show a call costs the same whatever the size.
 */
export async function countingQueries<T>(dataSource: DataSource, work: () => Promise<T>): Promise<{ result: T; queries: number }> {
  const original = dataSource.logger;
  let queries = 0;
  const counting: TypeOrmLogger = {
    logQuery: () => void queries++,
    logQueryError: () => undefined,
    logQuerySlow: () => undefined,
    logSchemaBuild: () => undefined,
    logMigration: () => undefined,
    log: () => undefined,
  };
  (dataSource as unknown as { logger: TypeOrmLogger }).logger = counting;
  try {
    const result = await work();
    return { result, queries };
  } finally {
    (dataSource as unknown as { logger: TypeOrmLogger }).logger = original;
  }
}

/** The pg Pool under the app's data source: TypeORM's connections and the session store's reads. */
export function poolOf(dataSource: DataSource): Pool {
  return (dataSource.driver as unknown as { master: Pool }).master;
}

/**
 * Runs `work` while recording every statement any client of the app's pg Pool sends PostgreSQL:
 * TypeORM's queries, and the ones that bypass TypeORM (the session store's `pool.query` reads,
 * touches and writes). It listens for the pool's `acquire` event, so every client checked out
 * during `work` is seen, whoever checks it out (a client already checked out before would not be:
 * nothing in the app holds one between requests). `connections` counts the check-outs.
 */
export async function countingDatabaseWork<T>(
  dataSource: DataSource,
  work: () => Promise<T>,
): Promise<{ result: T; queries: number; statements: string[]; connections: number }> {
  const pool = poolOf(dataSource);
  const statements: string[] = [];
  let connections = 0;
  const patched = new Map<PoolClient, PoolClient['query']>();
  const onAcquire = (client: PoolClient) => {
    connections++;
    if (patched.has(client)) return;
    const original = client.query;
    patched.set(client, original);
    client.query = function (this: PoolClient, ...args: unknown[]) {
      const [first] = args;
      statements.push(typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? String(first)));
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as PoolClient['query'];
  };
  pool.on('acquire', onAcquire);
  try {
    const result = await work();
    return { result, queries: statements.length, statements, connections };
  } finally {
    pool.off('acquire', onAcquire);
    for (const [client, original] of patched) client.query = original;
  }
}
