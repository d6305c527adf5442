import type { FunctionAssignmentCounts, PeriodKey } from '@scorecard/contracts';
import { EntityManager } from 'typeorm';
import { sameOrganization } from '../../common/tenancy/tenant-repository';
import { DependentsOf } from './assignment.types';

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

/** What a delete takes with it: a library objective's or KPI's assignments, a subtree's, or one objective assignment's. */
export type CascadeOf = DependentsOf | { objectiveAssignmentId: string };

/**
 * The year and period of every target or result the KPI assignments a delete cascades to hold,
 * each once, in one query: what the period close's locks must be asked about (DESIGN decision 21),
 * since a delete removes those values as surely as a write of null.
 */
export async function heldValuesOf(organizationId: string, manager: EntityManager, of: CascadeOf): Promise<{ year: string; period: PeriodKey }[]> {
  const [where, param] =
    'kpiId' in of
      ? ['ka."kpiId" = $2', of.kpiId]
      : 'objectiveId' in of
        ? ['ka."linkedObjectiveId" = $2', of.objectiveId]
        : 'objectiveAssignmentId' in of
          ? ['ka."objectiveAssignmentId" = $2', of.objectiveAssignmentId]
          : ['ka."objectiveAssignmentId" IN (SELECT oa."id" FROM "objective_assignment" oa WHERE oa."organizationId" = $1 AND oa."organizationFunctionId" = ANY($2::uuid[]))', of.functionIds];
  return (await manager.query(
    `SELECT DISTINCT ka."period" AS "year", v."key" AS "period"
       FROM "kpi_assignment" ka
       CROSS JOIN LATERAL (SELECT "key", "value" FROM jsonb_each(ka."targets") UNION ALL SELECT "key", "value" FROM jsonb_each(ka."actualResults")) v
      WHERE ka."organizationId" = $1 AND ${where} AND v."value" <> 'null'::jsonb`,
    [organizationId, param],
  )) as { year: string; period: PeriodKey }[];
}
