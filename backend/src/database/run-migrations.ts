import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options';

/** Arbitrary constant: only one process at a time migrates a database. */
const MIGRATION_LOCK = 7_342_001;

/** Brings the schema up to date before the app starts; safe when several processes start at once. */
export async function runMigrations(url: string): Promise<string[]> {
  // One connection, so the session-level advisory lock and the migrations share it.
  const dataSource = new DataSource({ ...dataSourceOptions(url, { poolSize: 1 }), entities: [] });
  await dataSource.initialize();
  try {
    await dataSource.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const ran = await dataSource.runMigrations({ transaction: 'each' });
    await dataSource.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    return ran.map((m) => m.name);
  } finally {
    await dataSource.destroy();
  }
}
