import { MigrationInterface, QueryRunner } from 'typeorm';

/** The activity log: written in the same transaction as the change it records. */
export class CreateActivity1763769800000 implements MigrationInterface {
  name = 'CreateActivity1763769800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "activity" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
        "action" varchar(50) NOT NULL,
        "entityType" varchar(50) NOT NULL,
        "entityId" uuid,
        "entityName" varchar(300),
        "performedBy" uuid REFERENCES "user"("id") ON DELETE SET NULL,
        "performedByName" varchar(200),
        "category" varchar(50) NOT NULL,
        "details" jsonb NOT NULL DEFAULT '{}',
        "metadata" jsonb NOT NULL DEFAULT '{}',
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "IDX_activity_organization_created" ON "activity" ("organizationId", "createdAt" DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "activity"`);
  }
}
