import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A function's KPI assignments of a year (Set and Cascade's list) are found by their objective
 * assignments and the year in one index. Without it, a planner without statistics (a new large
 * tenant, until autovacuum's threshold) walked the tenant's whole (organizationId, period) index
 * and threw away all but the function's 40 rows: 9,963 rows read at 1x (issue 36).
 */
export class IndexKpiAssignmentObjectiveAssignmentPeriod1764950000000 implements MigrationInterface {
  name = 'IndexKpiAssignmentObjectiveAssignmentPeriod1764950000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "IDX_kpi_assignment_objective_assignment_period" ON "kpi_assignment" ("objectiveAssignmentId", "period")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_kpi_assignment_objective_assignment_period"`);
  }
}
