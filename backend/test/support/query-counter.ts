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
