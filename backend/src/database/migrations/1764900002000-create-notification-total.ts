import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How many notifications with an in-app delivery (the bell's list, HAS_IN_APP_DELIVERY) each user
 * has, kept by PostgreSQL in the transaction that writes them (issue 36: the list's exact total
 * counted a user's 100,000 notifications a page at 10x). The notifications context owns it
 * (`notification.queries.ts` reads it).
 *
 * What is counted is a notification row whose `inApp` is true. The delivery triggers keep `inApp`
 * equal to "has an in-app delivery" (one UPDATE of the notifications a statement's in-app
 * deliveries name), and the notification's statement-level triggers count rows by their `inApp`,
 * grouped by (organization, user): inserted, deleted, or updated (the old rows counted off, the new
 * ones on, so an update that changes neither flag nor user nets to nothing and writes nothing).
 * Counting on the notification, not the delivery, matters for a notification's delete: its
 * deliveries go by the foreign key's cascade, after which no delivery trigger can tell whose they
 * were; the notification's removed rows still say it, whichever trigger PostgreSQL fires first.
 */
export class CreateNotificationTotal1764900002000 implements MigrationInterface {
  name = 'CreateNotificationTotal1764900002000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "notification_total" (
        "organizationId" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
        "userId" uuid NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
        "total" integer NOT NULL,
        CONSTRAINT "PK_notification_total" PRIMARY KEY ("organizationId", "userId")
      )`);
    await q.query(`ALTER TABLE "notification" ADD COLUMN "inApp" boolean NOT NULL DEFAULT false`);
    await q.query(`COMMENT ON COLUMN "notification"."inApp" IS 'Has an in-app delivery: written by the notification_delivery triggers, counted into notification_total'`);
    // Additions upsert in key order (two statements adding to the same keys lock them in the same
    // order); removals only ever update: a row gone with its organization or user is not written again.
    await q.query(`
      CREATE FUNCTION "notification_total_count"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO "notification_total" AS t ("organizationId", "userId", "total")
          SELECT "organizationId", "userId", count(*) FROM "added" WHERE "inApp" GROUP BY 1, 2 ORDER BY 1, 2
          ON CONFLICT ("organizationId", "userId") DO UPDATE SET "total" = t."total" + EXCLUDED."total";
        ELSIF TG_OP = 'DELETE' THEN
          UPDATE "notification_total" t SET "total" = t."total" - r."n"
            FROM (SELECT "organizationId", "userId", count(*)::int AS "n" FROM "removed" WHERE "inApp" GROUP BY 1, 2) r
           WHERE t."organizationId" = r."organizationId" AND t."userId" = r."userId";
        ELSE
          INSERT INTO "notification_total" AS t ("organizationId", "userId", "total")
          SELECT "organizationId", "userId", sum("n") FROM (
                   SELECT "organizationId", "userId", 1 AS "n" FROM "added" WHERE "inApp"
                   UNION ALL SELECT "organizationId", "userId", -1 FROM "removed" WHERE "inApp") c
           GROUP BY 1, 2 HAVING sum("n") > 0 ORDER BY 1, 2
          ON CONFLICT ("organizationId", "userId") DO UPDATE SET "total" = t."total" + EXCLUDED."total";
          UPDATE "notification_total" t SET "total" = t."total" + r."n"
            FROM (SELECT "organizationId", "userId", sum("n")::int AS "n" FROM (
                    SELECT "organizationId", "userId", 1 AS "n" FROM "added" WHERE "inApp"
                    UNION ALL SELECT "organizationId", "userId", -1 FROM "removed" WHERE "inApp") c
                   GROUP BY 1, 2 HAVING sum("n") < 0) r
           WHERE t."organizationId" = r."organizationId" AND t."userId" = r."userId";
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION "notification_in_app"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          UPDATE "notification" n SET "inApp" = true
            FROM (SELECT DISTINCT "organizationId", "notificationId" FROM "added" WHERE "channel" = 'in_app') d
           WHERE n."organizationId" = d."organizationId" AND n."id" = d."notificationId" AND NOT n."inApp";
        ELSIF TG_OP = 'DELETE' THEN
          -- A notification deleted with its deliveries is already gone: its own trigger counted it off.
          UPDATE "notification" n SET "inApp" = false
            FROM (SELECT DISTINCT "organizationId", "notificationId" FROM "removed" WHERE "channel" = 'in_app') d
           WHERE n."organizationId" = d."organizationId" AND n."id" = d."notificationId" AND n."inApp";
        ELSE
          -- A delivery moved to another notification or channel (nothing does it today): both notifications looked at again.
          UPDATE "notification" n SET "inApp" = EXISTS (SELECT 1 FROM "notification_delivery" d WHERE d."organizationId" = n."organizationId" AND d."notificationId" = n."id" AND d."channel" = 'in_app')
           WHERE (n."organizationId", n."id") IN ((OLD."organizationId", OLD."notificationId"), (NEW."organizationId", NEW."notificationId"));
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER "notification_total_insert" AFTER INSERT ON "notification" REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "notification_total_count"()`);
    await q.query(`CREATE TRIGGER "notification_total_delete" AFTER DELETE ON "notification" REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "notification_total_count"()`);
    await q.query(
      `CREATE TRIGGER "notification_total_update" AFTER UPDATE ON "notification" REFERENCING OLD TABLE AS "removed" NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "notification_total_count"()`,
    );
    await q.query(`CREATE TRIGGER "notification_in_app_insert" AFTER INSERT ON "notification_delivery" REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "notification_in_app"()`);
    await q.query(`CREATE TRIGGER "notification_in_app_delete" AFTER DELETE ON "notification_delivery" REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "notification_in_app"()`);
    await q.query(`
      CREATE TRIGGER "notification_in_app_move" AFTER UPDATE OF "organizationId", "notificationId", "channel" ON "notification_delivery"
      FOR EACH ROW WHEN (OLD."organizationId" IS DISTINCT FROM NEW."organizationId" OR OLD."notificationId" IS DISTINCT FROM NEW."notificationId" OR OLD."channel" IS DISTINCT FROM NEW."channel")
      EXECUTE FUNCTION "notification_in_app"()`);
    // The flags, then the counts (the flags' UPDATE counts them through the trigger just created).
    await q.query(`
      UPDATE "notification" n SET "inApp" = true
        FROM "notification_delivery" d WHERE d."organizationId" = n."organizationId" AND d."notificationId" = n."id" AND d."channel" = 'in_app'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER "notification_in_app_move" ON "notification_delivery"`);
    await q.query(`DROP TRIGGER "notification_in_app_delete" ON "notification_delivery"`);
    await q.query(`DROP TRIGGER "notification_in_app_insert" ON "notification_delivery"`);
    await q.query(`DROP TRIGGER "notification_total_update" ON "notification"`);
    await q.query(`DROP TRIGGER "notification_total_delete" ON "notification"`);
    await q.query(`DROP TRIGGER "notification_total_insert" ON "notification"`);
    await q.query(`DROP FUNCTION "notification_in_app"()`);
    await q.query(`DROP FUNCTION "notification_total_count"()`);
    await q.query(`ALTER TABLE "notification" DROP COLUMN "inApp"`);
    await q.query(`DROP TABLE "notification_total"`);
  }
}
