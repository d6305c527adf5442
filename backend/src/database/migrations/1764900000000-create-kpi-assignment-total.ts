import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How many KPI assignments each organization has per year, kept by PostgreSQL in the transaction
 * that writes them (issue 36: the list's exact total, DESIGN section 3's Content-Range, counted
 * 100,000 rows a page at 10x). Statement-level triggers read the statement's transition tables and
 * write one row per (organization, year) whatever the number of rows the statement touched, so every
 * door keeps it right: the services, bulk inserts, an objective assignment's, KPI's or function's
 * delete cascading through foreign keys (PostgreSQL runs a cascade as one statement per parent row),
 * an organization's delete. A row moved to another year or organization is moved by a row trigger
 * that fires only when one of those columns changes. The assignments context owns the table
 * (`assignment-totals.queries.ts` reads it; the KPI Overview's read model reads it too).
 *
 * Created, triggered and filled in one transaction: CREATE TRIGGER locks out writers until the
 * commit, so no row written meanwhile is missed or counted twice.
 */
export class CreateKpiAssignmentTotal1764900000000 implements MigrationInterface {
  name = 'CreateKpiAssignmentTotal1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "kpi_assignment_total" (
        "organizationId" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
        "period" varchar(20) NOT NULL,
        "total" integer NOT NULL,
        CONSTRAINT "PK_kpi_assignment_total" PRIMARY KEY ("organizationId", "period")
      )`);
    // Additions upsert in key order (two statements adding to the same keys lock them in the same
    // order); removals only ever update: a row gone with its organization is not written again.
    await q.query(`
      CREATE FUNCTION "kpi_assignment_total_count"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO "kpi_assignment_total" AS t ("organizationId", "period", "total")
          SELECT "organizationId", "period", count(*) FROM "added" GROUP BY 1, 2 ORDER BY 1, 2
          ON CONFLICT ("organizationId", "period") DO UPDATE SET "total" = t."total" + EXCLUDED."total";
        ELSE
          UPDATE "kpi_assignment_total" t SET "total" = t."total" - r."n"
            FROM (SELECT "organizationId", "period", count(*)::int AS "n" FROM "removed" GROUP BY 1, 2) r
           WHERE t."organizationId" = r."organizationId" AND t."period" = r."period";
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION "kpi_assignment_total_move"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "kpi_assignment_total" SET "total" = "total" - 1 WHERE "organizationId" = OLD."organizationId" AND "period" = OLD."period";
        INSERT INTO "kpi_assignment_total" AS t ("organizationId", "period", "total") VALUES (NEW."organizationId", NEW."period", 1)
        ON CONFLICT ("organizationId", "period") DO UPDATE SET "total" = t."total" + 1;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER "kpi_assignment_total_insert" AFTER INSERT ON "kpi_assignment" REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "kpi_assignment_total_count"()`);
    await q.query(`CREATE TRIGGER "kpi_assignment_total_delete" AFTER DELETE ON "kpi_assignment" REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "kpi_assignment_total_count"()`);
    await q.query(`
      CREATE TRIGGER "kpi_assignment_total_move" AFTER UPDATE OF "organizationId", "period" ON "kpi_assignment"
      FOR EACH ROW WHEN (OLD."organizationId" IS DISTINCT FROM NEW."organizationId" OR OLD."period" IS DISTINCT FROM NEW."period")
      EXECUTE FUNCTION "kpi_assignment_total_move"()`);
    await q.query(`INSERT INTO "kpi_assignment_total" ("organizationId", "period", "total") SELECT "organizationId", "period", count(*) FROM "kpi_assignment" GROUP BY 1, 2`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER "kpi_assignment_total_move" ON "kpi_assignment"`);
    await q.query(`DROP TRIGGER "kpi_assignment_total_delete" ON "kpi_assignment"`);
    await q.query(`DROP TRIGGER "kpi_assignment_total_insert" ON "kpi_assignment"`);
    await q.query(`DROP FUNCTION "kpi_assignment_total_move"()`);
    await q.query(`DROP FUNCTION "kpi_assignment_total_count"()`);
    await q.query(`DROP TABLE "kpi_assignment_total"`);
  }
}
