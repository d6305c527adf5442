import type { FunctionAssignmentCounts } from '@scorecard/contracts';
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

/**
 * Objective and KPI assignments per function for one year (all years when `period` is null), in one
 * grouped query: the chart's counts without a query per function; functions without assignments
 * are absent.
 */
export async function assignmentCounts(organizationId: string, manager: EntityManager, period: string | null): Promise<FunctionAssignmentCounts[]> {
  // KPI assignments are counted per objective assignment straight off the (organizationId,
  // objectiveAssignmentId) index, then summed per function: no sort of the joined rows.
  return (await manager.query(
    `SELECT oa."organizationFunctionId" AS "functionId", count(*)::int AS "objectiveCount", coalesce(sum(k."n"), 0)::int AS "kpiCount"
       FROM "objective_assignment" oa
       LEFT JOIN (SELECT "objectiveAssignmentId", count(*) AS "n" FROM "kpi_assignment" WHERE "organizationId" = $1 GROUP BY "objectiveAssignmentId") k
         ON k."objectiveAssignmentId" = oa."id"
      WHERE oa."organizationId" = $1 AND ($2::text IS NULL OR oa."period" = $2)
      GROUP BY oa."organizationFunctionId"`,
    [organizationId, period],
  )) as FunctionAssignmentCounts[];
}

export const CEO_FUNCTION_NAME = 'CEO Office';

/**
 * Every organization has exactly one CEO-level function, created with it on the same transaction
 * (OrganizationsService.create calls this; a partial unique index refuses a second one).
 */
export async function insertCeoFunction(organizationId: string, manager: EntityManager, name = CEO_FUNCTION_NAME): Promise<void> {
  await manager.query(`INSERT INTO "organization_function" ("organizationId", "name", "level") VALUES ($1, $2, 'ceo')`, [organizationId, name]);
}
