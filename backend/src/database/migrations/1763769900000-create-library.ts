import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Library: themes, template objectives and template KPIs. Every table is unique on
 * (organizationId, id), which serves tenant look-ups and lets references be composite foreign keys:
 * a row can only ever point at a row of its own organization.
 */
export class CreateLibrary1763769900000 implements MigrationInterface {
  name = 'CreateLibrary1763769900000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "theme" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
        "name" varchar(200) NOT NULL,
        "description" text,
        "color" varchar(7) NOT NULL DEFAULT '#3B82F6' CHECK ("color" ~ '^#[0-9A-Fa-f]{6}$'),
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_theme_organization_id" UNIQUE ("organizationId", "id")
      )`);
    await q.query(`CREATE INDEX "IDX_theme_organization_name" ON "theme" ("organizationId", "name")`);

    await q.query(`
      CREATE TABLE "objective" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
        "name" varchar(200) NOT NULL,
        "description" text,
        "bscPerspective" varchar(30) NOT NULL CHECK ("bscPerspective" IN ('Financial','Customer','Internal_Process','Learning_Growth')),
        "themeId" uuid,
        "status" varchar(20) NOT NULL DEFAULT 'Active' CHECK ("status" IN ('Active','Under_Review','Inactive')),
        "parentObjectiveId" uuid,
        "ownerId" uuid REFERENCES "employee"("id") ON DELETE SET NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_objective_organization_id" UNIQUE ("organizationId", "id"),
        CONSTRAINT "FK_objective_theme" FOREIGN KEY ("organizationId", "themeId")
          REFERENCES "theme"("organizationId", "id") ON DELETE SET NULL ("themeId"),
        CONSTRAINT "FK_objective_parent" FOREIGN KEY ("organizationId", "parentObjectiveId")
          REFERENCES "objective"("organizationId", "id") ON DELETE SET NULL ("parentObjectiveId"),
        CONSTRAINT "CHK_objective_not_own_parent" CHECK ("parentObjectiveId" IS NULL OR "parentObjectiveId" <> "id")
      )`);
    await q.query(`CREATE INDEX "IDX_objective_organization_name" ON "objective" ("organizationId", "name")`);
    await q.query(`CREATE INDEX "IDX_objective_theme" ON "objective" ("organizationId", "themeId") WHERE "themeId" IS NOT NULL`);
    await q.query(`CREATE INDEX "IDX_objective_parent" ON "objective" ("organizationId", "parentObjectiveId") WHERE "parentObjectiveId" IS NOT NULL`);
    await q.query(`CREATE INDEX "IDX_objective_owner" ON "objective" ("ownerId") WHERE "ownerId" IS NOT NULL`);

    await q.query(`
      CREATE TABLE "kpi" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
        "name" varchar(200) NOT NULL,
        "description" text,
        "unit" varchar(50) NOT NULL DEFAULT '%',
        "polarity" varchar(10) NOT NULL DEFAULT 'positive' CHECK ("polarity" IN ('positive','negative')),
        "frequency" varchar(10) NOT NULL DEFAULT 'quarterly' CHECK ("frequency" IN ('monthly','quarterly','annual')),
        "isCumulative" boolean NOT NULL DEFAULT false,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_kpi_organization_id" UNIQUE ("organizationId", "id")
      )`);
    await q.query(`CREATE INDEX "IDX_kpi_organization_name" ON "kpi" ("organizationId", "name")`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['kpi', 'objective', 'theme']) await q.query(`DROP TABLE "${table}"`);
  }
}
