import type { FunctionAssignmentCounts } from '@scorecard/contracts';
import { EntityManager } from 'typeorm';

/**
 * Counts over the objective_assignment and kpi_assignment tables (the assignments context owns
 * them) that the chart shows. Each function takes the organization id first and reads nothing
 * outside it.
 */

/**
 * Objective and KPI assignments per function for one year (all years when `period` is null), in one
 * grouped query: the chart's counts without a query per function; functions without assignments
 * are absent.
 */
export async function assignmentCountsPerFunction(organizationId: string, manager: EntityManager, period: string | null): Promise<FunctionAssignmentCounts[]> {
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
