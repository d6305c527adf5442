import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Webhooks (DESIGN decision 26): an organization's endpoints (the signing secret encrypted at rest)
 * and their deliveries, the outbox: one row per event and endpoint, written in the change's
 * transaction, carrying the exact payload, the attempts and the last answer's status code.
 */
export class CreateWebhooks1764500001000 implements MigrationInterface {
  name = 'CreateWebhooks1764500001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "webhook" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
        "url" varchar(2048) NOT NULL,
        "events" jsonb NOT NULL,
        "secretEncrypted" text NOT NULL,
        "createdById" uuid,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "deletedAt" timestamptz,
        CONSTRAINT "UQ_webhook_organization_id" UNIQUE ("organizationId", "id")
      )`);
    await q.query(`CREATE INDEX "IDX_webhook_organization" ON "webhook" ("organizationId") WHERE "deletedAt" IS NULL`);
    await q.query(`
      CREATE TABLE "webhook_delivery" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL,
        "webhookId" uuid NOT NULL,
        "event" varchar(64) NOT NULL,
        "entityId" uuid NOT NULL,
        "payload" jsonb NOT NULL,
        "status" varchar(16) NOT NULL DEFAULT 'pending',
        "attempts" int NOT NULL DEFAULT 0,
        "statusCode" int,
        "error" text,
        "occurredAt" timestamptz NOT NULL DEFAULT now(),
        "nextAttemptAt" timestamptz NOT NULL DEFAULT now(),
        "claimedUntil" timestamptz,
        "lastAttemptAt" timestamptz,
        "deliveredAt" timestamptz,
        CONSTRAINT "FK_webhook_delivery_webhook" FOREIGN KEY ("organizationId", "webhookId") REFERENCES "webhook"("organizationId", "id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_webhook_delivery_webhook" ON "webhook_delivery" ("organizationId", "webhookId", "occurredAt" DESC)`);
    await q.query(`CREATE INDEX "IDX_webhook_delivery_pending" ON "webhook_delivery" ("nextAttemptAt") WHERE "status" = 'pending'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "webhook_delivery"`);
    await q.query(`DROP TABLE "webhook"`);
  }
}
