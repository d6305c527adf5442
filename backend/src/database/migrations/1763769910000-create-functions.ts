import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The organization chart: ceo → division → general-department → department. Exactly one CEO
 * function per organization (partial unique index); it is the only root. Deleting a function
 * deletes its descendants (and, through the assignment tables' keys, their assignments).
 * Organizations that exist already get their CEO function here.
 */
export class CreateFunctions1763769910000 implements MigrationInterface {
  name = 'CreateFunctions1763769910000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "organization_function" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
        "name" varchar(200) NOT NULL,
        "description" text,
        "level" varchar(30) NOT NULL CHECK ("level" IN ('ceo','division','general-department','department')),
        "parentId" uuid,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_organization_function_organization_id" UNIQUE ("organizationId", "id"),
        CONSTRAINT "FK_organization_function_parent" FOREIGN KEY ("organizationId", "parentId")
          REFERENCES "organization_function"("organizationId", "id") ON DELETE CASCADE,
        CONSTRAINT "CHK_organization_function_root" CHECK (("level" = 'ceo') = ("parentId" IS NULL))
      )`);
    await q.query(`CREATE UNIQUE INDEX "UQ_organization_function_ceo" ON "organization_function" ("organizationId") WHERE "level" = 'ceo'`);
    await q.query(`CREATE INDEX "IDX_organization_function_parent" ON "organization_function" ("organizationId", "parentId")`);
    await q.query(`
      INSERT INTO "organization_function" ("organizationId", "name", "level")
      SELECT "id", 'CEO Office', 'ceo' FROM "organization"
      ON CONFLICT DO NOTHING`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "organization_function"`);
  }
}
