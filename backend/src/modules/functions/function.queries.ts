import { EntityManager } from 'typeorm';

/**
 * Raw SQL on the organization_function table (the functions context owns it). Each function takes
 * the organization id first and reads or writes nothing outside it.
 */

/** The function and all its descendants, the function first. */
export async function subtreeIds(organizationId: string, manager: EntityManager, functionId: string): Promise<string[]> {
  const rows = (await manager.query(
    `WITH RECURSIVE "tree" AS (
       SELECT "id", 0 AS "depth" FROM "organization_function" WHERE "organizationId" = $1 AND "id" = $2
       UNION ALL
       SELECT f."id", t."depth" + 1 FROM "organization_function" f JOIN "tree" t ON f."parentId" = t."id" WHERE f."organizationId" = $1
     )
     SELECT "id" FROM "tree" ORDER BY "depth"`,
    [organizationId, functionId],
  )) as { id: string }[];
  return rows.map((r) => r.id);
}

export const CEO_FUNCTION_NAME = 'CEO Office';

/**
 * Every organization has exactly one CEO-level function, created with it on the same transaction
 * (OrganizationsService.create calls this; a partial unique index refuses a second one).
 */
export async function insertCeoFunction(organizationId: string, manager: EntityManager, name = CEO_FUNCTION_NAME): Promise<void> {
  await manager.query(`INSERT INTO "organization_function" ("organizationId", "name", "level") VALUES ($1, $2, 'ceo')`, [organizationId, name]);
}
