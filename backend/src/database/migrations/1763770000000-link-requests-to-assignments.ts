import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A request's linked objective or KPI assignment now exists in the database's eyes: the link must
 * be a row of the same organization, and deleting the assignment clears the link instead of
 * leaving it dangling.
 */
export class LinkRequestsToAssignments1763770000000 implements MigrationInterface {
  name = 'LinkRequestsToAssignments1763770000000';

  async up(q: QueryRunner): Promise<void> {
    // Links to rows that are already gone are cleared first, so the constraints can be added.
    await q.query(`
      UPDATE "request" r SET "linkedObjectiveAssignmentId" = NULL
       WHERE r."linkedObjectiveAssignmentId" IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM "objective_assignment" a WHERE a."organizationId" = r."organizationId" AND a."id" = r."linkedObjectiveAssignmentId")`);
    await q.query(`
      UPDATE "request" r SET "linkedKpiAssignmentId" = NULL
       WHERE r."linkedKpiAssignmentId" IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM "kpi_assignment" a WHERE a."organizationId" = r."organizationId" AND a."id" = r."linkedKpiAssignmentId")`);
    await q.query(`
      ALTER TABLE "request"
        ADD CONSTRAINT "FK_request_linked_objective_assignment" FOREIGN KEY ("organizationId", "linkedObjectiveAssignmentId")
          REFERENCES "objective_assignment"("organizationId", "id") ON DELETE SET NULL ("linkedObjectiveAssignmentId"),
        ADD CONSTRAINT "FK_request_linked_kpi_assignment" FOREIGN KEY ("organizationId", "linkedKpiAssignmentId")
          REFERENCES "kpi_assignment"("organizationId", "id") ON DELETE SET NULL ("linkedKpiAssignmentId")`);
    await q.query(`CREATE INDEX "IDX_request_linked_objective_assignment" ON "request" ("organizationId", "linkedObjectiveAssignmentId") WHERE "linkedObjectiveAssignmentId" IS NOT NULL`);
    await q.query(`CREATE INDEX "IDX_request_linked_kpi_assignment" ON "request" ("organizationId", "linkedKpiAssignmentId") WHERE "linkedKpiAssignmentId" IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_request_linked_kpi_assignment"`);
    await q.query(`DROP INDEX "IDX_request_linked_objective_assignment"`);
    await q.query(`ALTER TABLE "request" DROP CONSTRAINT "FK_request_linked_kpi_assignment", DROP CONSTRAINT "FK_request_linked_objective_assignment"`);
  }
}
