import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Strategy map (DESIGN decision 23): cause-and-effect links between objective assignments of one
 * function. Composite keys keep the function and both ends in the organization; a link is deleted
 * with either of its objective assignments (or its function). One link per ordered pair.
 */
export class CreateObjectiveLinks1764600000000 implements MigrationInterface {
  name = 'CreateObjectiveLinks1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "objective_link" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
        "organizationFunctionId" uuid NOT NULL,
        "fromObjectiveAssignmentId" uuid NOT NULL,
        "toObjectiveAssignmentId" uuid NOT NULL,
        "createdById" uuid,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "CHK_objective_link_not_self" CHECK ("fromObjectiveAssignmentId" <> "toObjectiveAssignmentId"),
        CONSTRAINT "UQ_objective_link_pair" UNIQUE ("fromObjectiveAssignmentId", "toObjectiveAssignmentId"),
        CONSTRAINT "FK_objective_link_function" FOREIGN KEY ("organizationId", "organizationFunctionId")
          REFERENCES "organization_function"("organizationId", "id") ON DELETE CASCADE,
        CONSTRAINT "FK_objective_link_from" FOREIGN KEY ("organizationId", "fromObjectiveAssignmentId")
          REFERENCES "objective_assignment"("organizationId", "id") ON DELETE CASCADE,
        CONSTRAINT "FK_objective_link_to" FOREIGN KEY ("organizationId", "toObjectiveAssignmentId")
          REFERENCES "objective_assignment"("organizationId", "id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_objective_link_function" ON "objective_link" ("organizationId", "organizationFunctionId")`);
    await q.query(`CREATE INDEX "IDX_objective_link_from" ON "objective_link" ("organizationId", "fromObjectiveAssignmentId")`);
    await q.query(`CREATE INDEX "IDX_objective_link_to" ON "objective_link" ("toObjectiveAssignmentId")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "objective_link"`);
  }
}
