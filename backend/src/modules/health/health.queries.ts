import { EntityManager } from 'typeorm';

/**
 * The health context's statements: about the database server, no table of any context. The pool's
 * connection and statement timeouts bound them during an outage.
 */

export async function ping(manager: EntityManager): Promise<void> {
  await manager.query('SELECT 1');
}

export async function databaseSizeBytes(manager: EntityManager): Promise<number> {
  const [row] = (await manager.query(`SELECT pg_database_size(current_database())::bigint AS size`)) as { size: string }[];
  return Number(row.size);
}
