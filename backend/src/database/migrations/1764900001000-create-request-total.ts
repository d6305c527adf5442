import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How many requests each organization has in each status, kept by PostgreSQL in the transaction
 * that writes them (issue 36: the requests list's exact total counted 50,000 rows a page at 10x,
 * and the dashboard's open requests as many). The same shape as `kpi_assignment_total`
 * (1764900000000): statement-level triggers on the transition tables, one row written per
 * (organization, status) a statement touches; a status change (or a move to another organization,
 * never done: its foreign keys are the organization's) moves its count. The requests context owns
 * it (`request.queries.ts` reads it: the unfiltered list sums the organization's rows, a status
 * filter reads one, the dashboard sums the statuses still open).
 */
export class CreateRequestTotal1764900001000 implements MigrationInterface {
  name = 'CreateRequestTotal1764900001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "request_total" (
        "organizationId" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
        "status" varchar NOT NULL,
        "total" integer NOT NULL,
        CONSTRAINT "PK_request_total" PRIMARY KEY ("organizationId", "status")
      )`);
    // Additions upsert in key order (two statements adding to the same keys lock them in the same
    // order); removals only ever update: a row gone with its organization is not written again.
    await q.query(`
      CREATE FUNCTION "request_total_count"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO "request_total" AS t ("organizationId", "status", "total")
          SELECT "organizationId", "status", count(*) FROM "added" GROUP BY 1, 2 ORDER BY 1, 2
          ON CONFLICT ("organizationId", "status") DO UPDATE SET "total" = t."total" + EXCLUDED."total";
        ELSE
          UPDATE "request_total" t SET "total" = t."total" - r."n"
            FROM (SELECT "organizationId", "status", count(*)::int AS "n" FROM "removed" GROUP BY 1, 2) r
           WHERE t."organizationId" = r."organizationId" AND t."status" = r."status";
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION "request_total_move"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "request_total" SET "total" = "total" - 1 WHERE "organizationId" = OLD."organizationId" AND "status" = OLD."status";
        INSERT INTO "request_total" AS t ("organizationId", "status", "total") VALUES (NEW."organizationId", NEW."status", 1)
        ON CONFLICT ("organizationId", "status") DO UPDATE SET "total" = t."total" + 1;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER "request_total_insert" AFTER INSERT ON "request" REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "request_total_count"()`);
    await q.query(`CREATE TRIGGER "request_total_delete" AFTER DELETE ON "request" REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "request_total_count"()`);
    await q.query(`
      CREATE TRIGGER "request_total_move" AFTER UPDATE OF "organizationId", "status" ON "request"
      FOR EACH ROW WHEN (OLD."organizationId" IS DISTINCT FROM NEW."organizationId" OR OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "request_total_move"()`);
    await q.query(`INSERT INTO "request_total" ("organizationId", "status", "total") SELECT "organizationId", "status", count(*) FROM "request" GROUP BY 1, 2`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER "request_total_move" ON "request"`);
    await q.query(`DROP TRIGGER "request_total_delete" ON "request"`);
    await q.query(`DROP TRIGGER "request_total_insert" ON "request"`);
    await q.query(`DROP FUNCTION "request_total_move"()`);
    await q.query(`DROP FUNCTION "request_total_count"()`);
    await q.query(`DROP TABLE "request_total"`);
  }
}
