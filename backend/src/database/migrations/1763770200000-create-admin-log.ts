import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The super admin's audit trail (platform.md section 3, admin_log) and invitations: a user created
 * by an admin sets their own password through a mailed link whose token is stored hashed.
 * admin_log has no organizationId on purpose: it outlives the organizations it records.
 */
export class CreateAdminLog1763770200000 implements MigrationInterface {
  name = 'CreateAdminLog1763770200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "admin_log" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "adminUserId" uuid REFERENCES "user"("id") ON DELETE SET NULL,
        "action" varchar(60) NOT NULL,
        "targetType" varchar(40) NOT NULL,
        "targetId" uuid,
        "details" jsonb NOT NULL DEFAULT '{}',
        "ipAddress" varchar(64),
        "userAgent" varchar(512),
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "IDX_admin_log_created" ON "admin_log" ("createdAt" DESC)`);
    await q.query(`CREATE INDEX "IDX_admin_log_target" ON "admin_log" ("targetType", "targetId")`);
    await q.query(`ALTER TABLE "user" ADD "invitationTokenHash" varchar(128), ADD "invitationTokenExpires" timestamptz`);
    await q.query(`CREATE UNIQUE INDEX "UQ_user_invitation_token" ON "user" ("invitationTokenHash") WHERE "invitationTokenHash" IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "UQ_user_invitation_token"`);
    await q.query(`ALTER TABLE "user" DROP COLUMN "invitationTokenHash", DROP COLUMN "invitationTokenExpires"`);
    await q.query(`DROP TABLE "admin_log"`);
  }
}
