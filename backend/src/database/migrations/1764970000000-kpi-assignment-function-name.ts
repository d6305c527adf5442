import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The KPI Overview orders a KPI's lines by their function's name. With that name only on the
 * function, a page whose edge fell inside a KPI read all of that KPI's lines of the year to sort
 * them: 563 lines for a page of 25 at 10x (issue 36), growing with the tenant. The KPI assignment
 * now keeps its function's name (the assignments context keeps it on every rename, see
 * FunctionRenamed), and the index on (kpiId, period, functionName, id) gives a KPI's lines in the
 * page's order, so a page reads its own lines. It replaces the index on (kpiId, period), which it
 * serves as well.
 */
export class KpiAssignmentFunctionName1764970000000 implements MigrationInterface {
  name = 'KpiAssignmentFunctionName1764970000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "kpi_assignment" ADD "functionName" varchar NOT NULL DEFAULT ''`);
    await q.query(
      `UPDATE "kpi_assignment" ka SET "functionName" = f."name"
         FROM "objective_assignment" oa JOIN "organization_function" f ON f."id" = oa."organizationFunctionId"
        WHERE oa."id" = ka."objectiveAssignmentId"`,
    );
    await q.query(`CREATE INDEX "IDX_kpi_assignment_kpi_period_function" ON "kpi_assignment" ("kpiId", "period", "functionName", "id")`);
    await q.query(`DROP INDEX "IDX_kpi_assignment_kpi_period"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "IDX_kpi_assignment_kpi_period" ON "kpi_assignment" ("kpiId", "period")`);
    await q.query(`DROP INDEX "IDX_kpi_assignment_kpi_period_function"`);
    await q.query(`ALTER TABLE "kpi_assignment" DROP COLUMN "functionName"`);
  }
}
