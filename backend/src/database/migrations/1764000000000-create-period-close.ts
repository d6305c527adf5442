import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The period close (DESIGN decision 21). `kpi_assignment.submissions` holds each value's review
 * state keyed like `actualResults` (`{"q1": {"state": "approved", "by": <user>, "at": <iso>,
 * "comment": null}}`); a value recorded before this migration has no entry and reads as approved.
 * `reporting_period_lock` has one row per locked reporting period (`2026-q1`); unlocking deletes it
 * (both are in the activity log with their reason).
 */
export class CreatePeriodClose1764000000000 implements MigrationInterface {
  name = 'CreatePeriodClose1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "kpi_assignment" ADD "submissions" jsonb NOT NULL DEFAULT '{}'`);
    await q.query(`
      CREATE TABLE "reporting_period_lock" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
        "key" varchar(20) NOT NULL,
        "year" integer NOT NULL,
        "reason" varchar(500),
        "lockedById" uuid REFERENCES "user"("id") ON DELETE SET NULL,
        "lockedAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_reporting_period_lock_key" UNIQUE ("organizationId", "key")
      )`);
    await q.query(`CREATE INDEX "IDX_reporting_period_lock_year" ON "reporting_period_lock" ("organizationId", "year")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "reporting_period_lock"`);
    await q.query(`ALTER TABLE "kpi_assignment" DROP COLUMN "submissions"`);
  }
}
