import type { FunctionAssignmentCounts } from '@scorecard/contracts';
import { EntityManager } from 'typeorm';
import { sameOrganization } from '../../common/tenancy/tenant-repository';

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
  // Each objective assignment's KPI assignments are counted off the index that leads with it
  // (a lateral count, so one plan whatever the statistics: issue 36), then summed per function.
  return (await manager.query(
    `SELECT oa."organizationFunctionId" AS "functionId", count(*)::int AS "objectiveCount", coalesce(sum(k."n"), 0)::int AS "kpiCount"
       FROM "objective_assignment" oa
       CROSS JOIN LATERAL (SELECT count(*) AS "n" FROM "kpi_assignment" ka
                            WHERE ka."objectiveAssignmentId" = oa."id" AND ${sameOrganization('ka', 'oa."organizationId"')}) k
      WHERE oa."organizationId" = $1${period === null ? '' : ' AND oa."period" = $2'}
      GROUP BY oa."organizationFunctionId"`,
    period === null ? [organizationId] : [organizationId, period],
  )) as FunctionAssignmentCounts[];
}
