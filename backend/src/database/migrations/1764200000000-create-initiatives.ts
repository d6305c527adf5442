import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Initiatives (DESIGN decision 24): projects with an owner, dates, budget, progress and milestones,
 * tied to the objective assignments they serve. Links and milestones are rows of their own tables:
 * a deleted objective assignment leaves every initiative by its foreign key (no code to forget),
 * and a milestone keeps its id across edits, so the overdue notice is sent once per milestone
 * (`overdueNotifiedAt`, with the outbox's dedupe key behind it). Money is numeric(14,2): exact.
 */
export class CreateInitiatives1764200000000 implements MigrationInterface {
  name = 'CreateInitiatives1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "initiative" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
        "name" varchar(200) NOT NULL,
        "description" text,
        "ownerId" uuid,
        "startDate" date NOT NULL,
        "dueDate" date NOT NULL,
        "status" varchar(20) NOT NULL DEFAULT 'Not Started' CHECK ("status" IN ('Not Started','On Track','At Risk','Off Track','Completed')),
        "percentComplete" smallint NOT NULL DEFAULT 0 CHECK ("percentComplete" BETWEEN 0 AND 100),
        "budget" numeric(14,2) NOT NULL DEFAULT 0 CHECK ("budget" >= 0),
        "spent" numeric(14,2) NOT NULL DEFAULT 0 CHECK ("spent" >= 0),
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_initiative_organization_id" UNIQUE ("organizationId", "id"),
        CONSTRAINT "CHK_initiative_dates" CHECK ("startDate" <= "dueDate"),
        CONSTRAINT "FK_initiative_owner" FOREIGN KEY ("organizationId", "ownerId")
          REFERENCES "employee"("organizationId", "id") ON DELETE SET NULL ("ownerId")
      )`);
    await q.query(`CREATE INDEX "IDX_initiative_organization_created" ON "initiative" ("organizationId", "createdAt")`);
    await q.query(`
      CREATE TABLE "initiative_objective" (
        "organizationId" uuid NOT NULL,
        "initiativeId" uuid NOT NULL,
        "objectiveAssignmentId" uuid NOT NULL,
        "position" smallint NOT NULL DEFAULT 0,
        PRIMARY KEY ("initiativeId", "objectiveAssignmentId"),
        CONSTRAINT "FK_initiative_objective_initiative" FOREIGN KEY ("organizationId", "initiativeId")
          REFERENCES "initiative"("organizationId", "id") ON DELETE CASCADE,
        CONSTRAINT "FK_initiative_objective_assignment" FOREIGN KEY ("organizationId", "objectiveAssignmentId")
          REFERENCES "objective_assignment"("organizationId", "id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_initiative_objective_assignment" ON "initiative_objective" ("organizationId", "objectiveAssignmentId")`);
    await q.query(`
      CREATE TABLE "initiative_milestone" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL,
        "initiativeId" uuid NOT NULL,
        "position" smallint NOT NULL DEFAULT 0,
        "name" varchar(200) NOT NULL,
        "dueDate" date NOT NULL,
        "done" boolean NOT NULL DEFAULT false,
        "overdueNotifiedAt" timestamptz,
        CONSTRAINT "FK_initiative_milestone_initiative" FOREIGN KEY ("organizationId", "initiativeId")
          REFERENCES "initiative"("organizationId", "id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_initiative_milestone_initiative" ON "initiative_milestone" ("organizationId", "initiativeId", "position")`);
    await q.query(`CREATE INDEX "IDX_initiative_milestone_open" ON "initiative_milestone" ("dueDate") WHERE NOT "done" AND "overdueNotifiedAt" IS NULL`);
    // Notifications may now point at an initiative.
    await q.query(`ALTER TABLE "notification" DROP CONSTRAINT IF EXISTS "notification_entityType_check"`);
    await q.query(`ALTER TABLE "notification" ADD CONSTRAINT "notification_entityType_check" CHECK ("entityType" IN ('request','comment','kpi','objective','initiative'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "notification" WHERE "entityType" = 'initiative'`);
    await q.query(`ALTER TABLE "notification" DROP CONSTRAINT IF EXISTS "notification_entityType_check"`);
    await q.query(`ALTER TABLE "notification" ADD CONSTRAINT "notification_entityType_check" CHECK ("entityType" IN ('request','comment','kpi','objective'))`);
    await q.query(`DROP TABLE "initiative_milestone"`);
    await q.query(`DROP TABLE "initiative_objective"`);
    await q.query(`DROP TABLE "initiative"`);
  }
}
