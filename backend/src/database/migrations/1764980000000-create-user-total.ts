import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How many users each organization has, active (not deactivated) and not, kept by PostgreSQL in the
 * transaction that writes them, like the list totals (1764900000000). The dashboard's "active users"
 * counted the organization's users on every call: 2,500 rows at 10x for one number (issue 36). The
 * users context owns the table (`user.queries.ts` reads it).
 *
 * Statement-level triggers count inserts and deletes, whatever door they came through (sign-up, an
 * accepted invitation, single sign-on, the admin panel, the bench's bulk copies, an organization's
 * delete cascading to its users); a row trigger moves a count when an account is deactivated,
 * reactivated or moved to another organization. Sign-in writes `lastLoginAt`, a column the row
 * trigger does not watch. One row a key: accounts change at a person's pace, so writers seldom meet.
 * Removals only ever update: a row gone with its organization is not written again.
 *
 * Created, triggered and filled in one transaction: CREATE TRIGGER locks out writers until the
 * commit, so no row written meanwhile is missed or counted twice.
 */
export class CreateUserTotal1764980000000 implements MigrationInterface {
  name = 'CreateUserTotal1764980000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "user_total" (
        "organizationId" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
        "active" boolean NOT NULL,
        "total" integer NOT NULL,
        CONSTRAINT "PK_user_total" PRIMARY KEY ("organizationId", "active")
      )`);
    // Additions upsert in key order (two statements adding to the same keys lock them in the same order).
    await q.query(`
      CREATE FUNCTION "user_total_count"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO "user_total" AS t ("organizationId", "active", "total")
          SELECT "organizationId", "deactivatedAt" IS NULL, count(*) FROM "added" WHERE "organizationId" IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
          ON CONFLICT ("organizationId", "active") DO UPDATE SET "total" = t."total" + EXCLUDED."total";
        ELSE
          UPDATE "user_total" t SET "total" = t."total" - r."n"
            FROM (SELECT "organizationId", "deactivatedAt" IS NULL AS "active", count(*)::int AS "n" FROM "removed" WHERE "organizationId" IS NOT NULL GROUP BY 1, 2) r
           WHERE t."organizationId" = r."organizationId" AND t."active" = r."active";
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION "user_total_move"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "user_total" SET "total" = "total" - 1 WHERE "organizationId" = OLD."organizationId" AND "active" = (OLD."deactivatedAt" IS NULL);
        IF NEW."organizationId" IS NOT NULL THEN
          INSERT INTO "user_total" AS t ("organizationId", "active", "total") VALUES (NEW."organizationId", NEW."deactivatedAt" IS NULL, 1)
          ON CONFLICT ("organizationId", "active") DO UPDATE SET "total" = t."total" + 1;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER "user_total_insert" AFTER INSERT ON "user" REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "user_total_count"()`);
    await q.query(`CREATE TRIGGER "user_total_delete" AFTER DELETE ON "user" REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "user_total_count"()`);
    await q.query(`
      CREATE TRIGGER "user_total_move" AFTER UPDATE OF "organizationId", "deactivatedAt" ON "user"
      FOR EACH ROW WHEN (OLD."organizationId" IS DISTINCT FROM NEW."organizationId" OR (OLD."deactivatedAt" IS NULL) <> (NEW."deactivatedAt" IS NULL))
      EXECUTE FUNCTION "user_total_move"()`);
    await q.query(
      `INSERT INTO "user_total" ("organizationId", "active", "total") SELECT "organizationId", "deactivatedAt" IS NULL, count(*) FROM "user" WHERE "organizationId" IS NOT NULL GROUP BY 1, 2`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER "user_total_move" ON "user"`);
    await q.query(`DROP TRIGGER "user_total_delete" ON "user"`);
    await q.query(`DROP TRIGGER "user_total_insert" ON "user"`);
    await q.query(`DROP FUNCTION "user_total_move"()`);
    await q.query(`DROP FUNCTION "user_total_count"()`);
    await q.query(`DROP TABLE "user_total"`);
  }
}
