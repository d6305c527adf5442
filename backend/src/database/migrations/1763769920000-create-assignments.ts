import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Set and Cascade: objectives assigned to functions for a year, and KPIs assigned under them with
 * weights, targets and actual results (period maps stored as jsonb objects). Composite keys keep
 * every reference inside the organization; deletes cascade from objectives, KPIs, functions and
 * objective assignments, while a removed parent assignment only unlinks its children.
 */
export class CreateAssignments1763769920000 implements MigrationInterface {
  name = 'CreateAssignments1763769920000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "objective_assignment" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
        "objectiveId" uuid NOT NULL,
        "organizationFunctionId" uuid NOT NULL,
        "organizationLevel" varchar(30) NOT NULL CHECK ("organizationLevel" IN ('ceo','division','general-department','department')),
        "ownerId" uuid REFERENCES "employee"("id") ON DELETE SET NULL,
        "parentObjectiveAssignmentId" uuid,
        "weight" double precision NOT NULL DEFAULT 25 CHECK ("weight" >= 1 AND "weight" <= 100),
        "target" double precision,
        "period" varchar(20) NOT NULL,
        "status" varchar(20) NOT NULL DEFAULT 'Active' CHECK ("status" IN ('Active')),
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_objective_assignment_organization_id" UNIQUE ("organizationId", "id"),
        CONSTRAINT "FK_objective_assignment_objective" FOREIGN KEY ("organizationId", "objectiveId")
          REFERENCES "objective"("organizationId", "id") ON DELETE CASCADE,
        CONSTRAINT "FK_objective_assignment_function" FOREIGN KEY ("organizationId", "organizationFunctionId")
          REFERENCES "organization_function"("organizationId", "id") ON DELETE CASCADE,
        CONSTRAINT "FK_objective_assignment_parent" FOREIGN KEY ("organizationId", "parentObjectiveAssignmentId")
          REFERENCES "objective_assignment"("organizationId", "id") ON DELETE SET NULL ("parentObjectiveAssignmentId")
      )`);
    await q.query(
      `CREATE UNIQUE INDEX "UQ_objective_assignment_function_objective_period" ON "objective_assignment" ("organizationFunctionId", "objectiveId", "period")`,
    );
    await q.query(`CREATE INDEX "IDX_objective_assignment_function_period" ON "objective_assignment" ("organizationId", "organizationFunctionId", "period")`);
    await q.query(`CREATE INDEX "IDX_objective_assignment_objective" ON "objective_assignment" ("organizationId", "objectiveId")`);
    await q.query(`CREATE INDEX "IDX_objective_assignment_level_period" ON "objective_assignment" ("organizationId", "organizationLevel", "period")`);
    await q.query(
      `CREATE INDEX "IDX_objective_assignment_parent" ON "objective_assignment" ("organizationId", "parentObjectiveAssignmentId") WHERE "parentObjectiveAssignmentId" IS NOT NULL`,
    );
    await q.query(`CREATE INDEX "IDX_objective_assignment_owner" ON "objective_assignment" ("ownerId") WHERE "ownerId" IS NOT NULL`);

    await q.query(`
      CREATE TABLE "kpi_assignment" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
        "kpiId" uuid NOT NULL,
        "objectiveAssignmentId" uuid NOT NULL,
        "linkedObjectiveId" uuid NOT NULL,
        "ownerId" uuid REFERENCES "employee"("id") ON DELETE SET NULL,
        "weight" double precision NOT NULL DEFAULT 25 CHECK ("weight" >= 1 AND "weight" <= 100),
        "targets" jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof("targets") = 'object'),
        "actualResults" jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof("actualResults") = 'object'),
        "period" varchar(20) NOT NULL,
        "score" double precision,
        "actualResult" double precision,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_kpi_assignment_organization_id" UNIQUE ("organizationId", "id"),
        CONSTRAINT "FK_kpi_assignment_kpi" FOREIGN KEY ("organizationId", "kpiId")
          REFERENCES "kpi"("organizationId", "id") ON DELETE CASCADE,
        CONSTRAINT "FK_kpi_assignment_objective_assignment" FOREIGN KEY ("organizationId", "objectiveAssignmentId")
          REFERENCES "objective_assignment"("organizationId", "id") ON DELETE CASCADE,
        CONSTRAINT "FK_kpi_assignment_objective" FOREIGN KEY ("organizationId", "linkedObjectiveId")
          REFERENCES "objective"("organizationId", "id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE UNIQUE INDEX "UQ_kpi_assignment_objective_assignment_kpi" ON "kpi_assignment" ("objectiveAssignmentId", "kpiId")`);
    await q.query(`CREATE INDEX "IDX_kpi_assignment_objective_assignment" ON "kpi_assignment" ("organizationId", "objectiveAssignmentId")`);
    await q.query(`CREATE INDEX "IDX_kpi_assignment_kpi" ON "kpi_assignment" ("organizationId", "kpiId")`);
    await q.query(`CREATE INDEX "IDX_kpi_assignment_objective" ON "kpi_assignment" ("organizationId", "linkedObjectiveId")`);
    await q.query(`CREATE INDEX "IDX_kpi_assignment_owner" ON "kpi_assignment" ("ownerId") WHERE "ownerId" IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "kpi_assignment"`);
    await q.query(`DROP TABLE "objective_assignment"`);
  }
}
