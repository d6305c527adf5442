import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Team (DESIGN decision 20): an organization admin's invitations, and a user's deactivation.
 * An invitation's link token is made when its mail is built and stored only as a hash; a pending
 * invitation's e-mail is unique across organizations (accepting makes an account, and an account's
 * e-mail is unique). `user.deactivatedAt` marks an account that can no longer sign in; the row and
 * everything it owns stay. Sign-in times stay in `user.lastLoginAt` (answered as lastSignInAt).
 */
export class CreateTeam1763770700000 implements MigrationInterface {
  name = 'CreateTeam1763770700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "user" ADD "deactivatedAt" timestamptz`);
    await q.query(`
      CREATE TABLE "invitation" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
        "email" varchar(320) NOT NULL,
        "firstName" varchar(100) NOT NULL,
        "lastName" varchar(100) NOT NULL,
        "role" varchar(20) NOT NULL CHECK ("role" IN ('admin','user')),
        "employeeId" uuid,
        "status" varchar(20) NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending','accepted','revoked')),
        "tokenHash" varchar(128),
        "expiresAt" timestamptz NOT NULL,
        "invitedById" uuid REFERENCES "user"("id") ON DELETE SET NULL,
        "acceptedUserId" uuid REFERENCES "user"("id") ON DELETE SET NULL,
        "acceptedAt" timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_invitation_organization_id" UNIQUE ("organizationId", "id"),
        CONSTRAINT "FK_invitation_employee" FOREIGN KEY ("organizationId", "employeeId")
          REFERENCES "employee"("organizationId", "id") ON DELETE SET NULL ("employeeId")
      )`);
    await q.query(`CREATE UNIQUE INDEX "UQ_invitation_token" ON "invitation" ("tokenHash") WHERE "tokenHash" IS NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX "UQ_invitation_pending_email" ON "invitation" (lower("email")) WHERE "status" = 'pending'`);
    await q.query(`CREATE INDEX "IDX_invitation_organization_created" ON "invitation" ("organizationId", "createdAt" DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "invitation"`);
    await q.query(`ALTER TABLE "user" DROP COLUMN "deactivatedAt"`);
  }
}
