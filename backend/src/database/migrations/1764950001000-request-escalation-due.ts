import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The hourly escalation reads only the requests it has work for (issue 36). It read every
 * High-priority request of every organization with the latest of its status history, and recorded
 * (deduplicated) an escalation again for each still-quiet one every hour: a cost that grew with
 * the requests ever left open, not with those newly due.
 *
 * `statusChangedAt` is the request's last status change (its history's latest `changedAt`, its
 * creation before any), kept by PostgreSQL from the history table whatever writes it (the status
 * service, the demo seed's back-dating) in that statement's transaction. `escalatedFor` is the
 * `statusChangedAt` whose quiet spell the escalation has handled (escalated, or found closed), so
 * a status change makes the request due again. The partial index holds only the High-priority
 * requests not handled for their current spell.
 */
export class RequestEscalationDue1764950001000 implements MigrationInterface {
  name = 'RequestEscalationDue1764950001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "request" ADD "statusChangedAt" timestamptz NOT NULL DEFAULT now(), ADD "escalatedFor" timestamptz`);
    // One statement per statement of history rows, grouped by request (statement-level, transition table).
    await q.query(`
      CREATE FUNCTION "request_status_changed_at"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "request" r SET "statusChangedAt" = m."last"
          FROM (SELECT c."organizationId", c."requestId",
                       (SELECT max(x."changedAt") FROM "request_status_history" x
                         WHERE x."organizationId" = c."organizationId" AND x."requestId" = c."requestId") AS "last"
                  FROM (SELECT DISTINCT "organizationId", "requestId" FROM "changed") c) m
         WHERE r."organizationId" = m."organizationId" AND r."id" = m."requestId"
           AND m."last" IS NOT NULL AND r."statusChangedAt" IS DISTINCT FROM m."last";
        RETURN NULL;
      END $$`);
    await q.query(
      `CREATE TRIGGER "request_status_changed_at_insert" AFTER INSERT ON "request_status_history" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "request_status_changed_at"()`,
    );
    await q.query(
      `CREATE TRIGGER "request_status_changed_at_update" AFTER UPDATE ON "request_status_history" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "request_status_changed_at"()`,
    );
    await q.query(`
      UPDATE "request" r SET "statusChangedAt" = coalesce(
        (SELECT max(x."changedAt") FROM "request_status_history" x WHERE x."organizationId" = r."organizationId" AND x."requestId" = r."id"), r."createdAt")`);
    await q.query(`CREATE INDEX "IDX_request_escalation_due" ON "request" ("statusChangedAt") WHERE "priority" = 'High' AND "escalatedFor" IS DISTINCT FROM "statusChangedAt"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_request_escalation_due"`);
    await q.query(`DROP TRIGGER "request_status_changed_at_update" ON "request_status_history"`);
    await q.query(`DROP TRIGGER "request_status_changed_at_insert" ON "request_status_history"`);
    await q.query(`DROP FUNCTION "request_status_changed_at"()`);
    await q.query(`ALTER TABLE "request" DROP COLUMN "escalatedFor", DROP COLUMN "statusChangedAt"`);
  }
}
