import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The history of targets and results (DESIGN decision 22): one row per changed value of a KPI
 * assignment (period, 'target' or 'actual', old and new value, who, when, why), written on the
 * change's transaction, and each assignment's first targets as `baselineTargets`.
 *
 * Today's values become the first entries, by the system at migration time, marked `baseline`:
 * an as-of reading before them answers these values (the earliest known), not "no value".
 * `seq` orders two changes of one transaction (they share its `now()`).
 */
export class CreateKpiValueHistory1764710000000 implements MigrationInterface {
  name = 'CreateKpiValueHistory1764710000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "kpi_value_history" (
        "seq" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        "organizationId" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
        "kpiAssignmentId" uuid NOT NULL,
        "period" varchar(16) NOT NULL,
        "field" varchar(8) NOT NULL CHECK ("field" IN ('target', 'actual')),
        "oldValue" double precision NULL,
        "newValue" double precision NULL,
        "userId" uuid NULL,
        "userName" varchar(255) NOT NULL,
        "at" timestamptz NOT NULL DEFAULT now(),
        "reason" text NULL,
        "baseline" boolean NOT NULL DEFAULT false,
        CONSTRAINT "FK_kpi_value_history_assignment" FOREIGN KEY ("organizationId", "kpiAssignmentId")
          REFERENCES "kpi_assignment"("organizationId", "id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_kpi_value_history_assignment_at" ON "kpi_value_history" ("organizationId", "kpiAssignmentId", "at")`);
    await q.query(`ALTER TABLE "kpi_assignment" ADD COLUMN "baselineTargets" jsonb NOT NULL DEFAULT '{}'`);
    await q.query(`
      UPDATE "kpi_assignment" ka
         SET "baselineTargets" = b."targets"
        FROM (SELECT ka2."id", jsonb_object_agg(t."key", t."value") AS "targets"
                FROM "kpi_assignment" ka2, jsonb_each(ka2."targets") t
               WHERE jsonb_typeof(t."value") = 'number'
               GROUP BY ka2."id") b
       WHERE ka."id" = b."id"`);
    for (const [field, column] of [
      ['target', 'targets'],
      ['actual', 'actualResults'],
    ] as const) {
      await q.query(
        `INSERT INTO "kpi_value_history" ("organizationId", "kpiAssignmentId", "period", "field", "oldValue", "newValue", "userId", "userName", "reason", "baseline")
         SELECT ka."organizationId", ka."id", v."key", $1, NULL, (v."value")::text::double precision, NULL, 'System', 'Value when history began', true
           FROM "kpi_assignment" ka, jsonb_each(ka."${column}") v
          WHERE jsonb_typeof(v."value") = 'number'`,
        [field],
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "kpi_value_history"`);
    await q.query(`ALTER TABLE "kpi_assignment" DROP COLUMN "baselineTargets"`);
  }
}
