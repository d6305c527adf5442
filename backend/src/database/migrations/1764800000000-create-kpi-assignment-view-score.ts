import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each KPI assignment's score, target and actual in every view of its year, kept on write (issue
 * 36: the KPI Overview sorted by score computed all 9,960 lines of the year per request). One row
 * per assignment and view (33), removed with the assignment. The indexes lead with what a page
 * filters on (organization, year, view) and end with the sort column: a page sorted by score is an
 * index walk. The KPI assignment's id and the view are the key a write upserts by.
 *
 * Existing assignments are filled by ViewScoreTies1764970001000, which gave the table its final
 * shape: the fill runs today's code (refreshViewScores), which writes today's columns.
 */
export class CreateKpiAssignmentViewScore1764800000000 implements MigrationInterface {
  name = 'CreateKpiAssignmentViewScore1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "kpi_assignment_view_score" (
        "organizationId" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
        "kpiAssignmentId" uuid NOT NULL,
        "year" varchar NOT NULL,
        "frequency" varchar(16) NOT NULL CHECK ("frequency" IN ('monthly', 'quarterly', 'annual')),
        "periodKey" varchar(16) NOT NULL,
        "view" varchar(8) NOT NULL CHECK ("view" IN ('period', 'ytd')),
        "score" double precision NULL,
        "target" double precision NULL,
        "actual" double precision NULL,
        CONSTRAINT "PK_kpi_assignment_view_score" PRIMARY KEY ("kpiAssignmentId", "frequency", "periodKey", "view"),
        CONSTRAINT "FK_kpi_assignment_view_score_assignment" FOREIGN KEY ("organizationId", "kpiAssignmentId")
          REFERENCES "kpi_assignment"("organizationId", "id") ON DELETE CASCADE
      )`);
    for (const column of ['score', 'target', 'actual']) {
      await q.query(
        `CREATE INDEX "IDX_kpi_assignment_view_score_${column}" ON "kpi_assignment_view_score" ("organizationId", "year", "frequency", "periodKey", "view", "${column}")`,
      );
    }
    // The KPI Overview's page sorted by name walks the organization's KPIs in name order and reaches
    // each one's assignments of the year by this index (its organization checked on the row).
    await q.query(`CREATE INDEX "IDX_kpi_assignment_kpi_period" ON "kpi_assignment" ("kpiId", "period")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_kpi_assignment_kpi_period"`);
    await q.query(`DROP TABLE "kpi_assignment_view_score"`);
  }
}
