import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Notifications, each user's preferences and the deliveries (one per channel) that the workers
 * send. `dedupeKey` (event, cause, recipient) is unique per organization, so an event recorded
 * twice notifies once. A delivery is claimed (`claimedAt`) before it is sent, so a job that runs
 * twice sends once; `digest` marks an e-mail waiting for the daily or weekly digest.
 */
export class CreateNotifications1763770500000 implements MigrationInterface {
  name = 'CreateNotifications1763770500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "notification" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
        "userId" uuid NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
        "type" varchar(50) NOT NULL,
        "title" varchar(200) NOT NULL,
        "message" text NOT NULL,
        "entityType" varchar(20) CHECK ("entityType" IN ('request','comment','kpi','objective')),
        "entityId" uuid,
        "actionUrl" varchar(500),
        "isRead" boolean NOT NULL DEFAULT false,
        "priority" varchar(10) NOT NULL DEFAULT 'normal' CHECK ("priority" IN ('low','normal','high','urgent')),
        "readAt" timestamptz,
        "dedupeKey" varchar(300) NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_notification_organization_id" UNIQUE ("organizationId", "id"),
        CONSTRAINT "UQ_notification_dedupe" UNIQUE ("organizationId", "dedupeKey")
      )`);
    await q.query(`CREATE INDEX "IDX_notification_user_created" ON "notification" ("organizationId", "userId", "createdAt" DESC)`);
    await q.query(`CREATE INDEX "IDX_notification_user_unread" ON "notification" ("organizationId", "userId") WHERE NOT "isRead"`);

    await q.query(`
      CREATE TABLE "notification_preferences" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
        "userId" uuid NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
        "emailNotifications" boolean NOT NULL DEFAULT true,
        "inAppNotifications" boolean NOT NULL DEFAULT true,
        "requestStatusChanges" boolean NOT NULL DEFAULT true,
        "newComments" boolean NOT NULL DEFAULT true,
        "requestAssignments" boolean NOT NULL DEFAULT true,
        "mentions" boolean NOT NULL DEFAULT true,
        "escalations" boolean NOT NULL DEFAULT true,
        "digestFrequency" varchar(10) NOT NULL DEFAULT 'weekly' CHECK ("digestFrequency" IN ('none','daily','weekly')),
        "quietHoursStart" smallint NOT NULL DEFAULT 22 CHECK ("quietHoursStart" BETWEEN 0 AND 23),
        "quietHoursEnd" smallint NOT NULL DEFAULT 8 CHECK ("quietHoursEnd" BETWEEN 0 AND 23),
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_notification_preferences_user" UNIQUE ("organizationId", "userId")
      )`);

    await q.query(`
      CREATE TABLE "notification_delivery" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL,
        "notificationId" uuid NOT NULL,
        "channel" varchar(10) NOT NULL CHECK ("channel" IN ('in_app','email','webhook')),
        "status" varchar(10) NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending','sent','delivered','failed')),
        "attemptCount" integer NOT NULL DEFAULT 0,
        "lastAttempt" timestamptz,
        "scheduledFor" timestamptz,
        "digest" varchar(10) CHECK ("digest" IN ('daily','weekly')),
        "claimedAt" timestamptz,
        "deliveredAt" timestamptz,
        "errorMessage" text,
        "metadata" jsonb NOT NULL DEFAULT '{}',
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "FK_notification_delivery_notification" FOREIGN KEY ("organizationId", "notificationId")
          REFERENCES "notification"("organizationId", "id") ON DELETE CASCADE,
        CONSTRAINT "UQ_notification_delivery_channel" UNIQUE ("notificationId", "channel")
      )`);
    // The sweep and the digests read only what is still pending.
    await q.query(`CREATE INDEX "IDX_notification_delivery_pending" ON "notification_delivery" ("scheduledFor") WHERE "status" = 'pending'`);
    await q.query(`CREATE INDEX "IDX_notification_delivery_digest" ON "notification_delivery" ("organizationId", "digest") WHERE "status" = 'pending' AND "digest" IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "notification_delivery"`);
    await q.query(`DROP TABLE "notification_preferences"`);
    await q.query(`DROP TABLE "notification"`);
  }
}
