import { EntityManager } from 'typeorm';

/**
 * Raw SQL of the organizations context. An organization's death is the one statement set that
 * spans every context's tables: deleting the organization removes every row that carries its id
 * (DESIGN decision 12) — foreign keys cascade, and this sweep catches any table without one.
 */

/** Every table holding tenant rows (a column `organizationId`). */
export async function tenantTables(manager: EntityManager): Promise<string[]> {
  const rows = (await manager.query(
    `SELECT c.table_name FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
      WHERE c.table_schema = current_schema() AND c.column_name = 'organizationId' ORDER BY c.table_name`,
  )) as { table_name: string }[];
  return rows.map((r) => r.table_name);
}

/** The organization row, locked until the transaction ends. */
export async function lockOrganization(organizationId: string, manager: EntityManager): Promise<void> {
  await manager.query(`SELECT 1 FROM "organization" WHERE "id" = $1 FOR UPDATE`, [organizationId]);
}

/** The organization row, then every row of it in `tables`. */
export async function deleteOrganizationRows(organizationId: string, manager: EntityManager, tables: string[]): Promise<void> {
  await manager.query(`DELETE FROM "organization" WHERE "id" = $1`, [organizationId]);
  for (const table of tables) await manager.query(`DELETE FROM "${table}" WHERE "organizationId" = $1`, [organizationId]);
}
