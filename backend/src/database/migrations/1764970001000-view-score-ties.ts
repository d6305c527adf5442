import { MigrationInterface, QueryRunner } from 'typeorm';
import { refreshViewScores } from '../../modules/assignments/view-scores';
import { mergeSettings } from '../../modules/settings/settings.service';

/**
 * A KPI Overview page sorted by score, status, target or actual orders the lines of equal value by
 * KPI name, KPI, function name and line. With those only on the KPI and the function, the lines of
 * the value at a page's edge were all read and sorted: at 10x a common score is shared by a
 * thousand lines or more (issue 36), and a year whose targets are all equal is a single tie. The
 * stored view value now carries its line's tie-breaks (the assignments context keeps them on every
 * rename: KpiRenamed, FunctionRenamed), and each sort column's index ends with them, so the lines
 * of one value come off the index in the page's order and a page reads only its own.
 *
 * The organizations whose assignments have no stored values yet (CreateKpiAssignmentViewScore no
 * longer fills them, as its fill would run today's code against its older table) are filled here
 * with libs/scoring.
 */
export class ViewScoreTies1764970001000 implements MigrationInterface {
  name = 'ViewScoreTies1764970001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "kpi_assignment_view_score" ADD "kpiName" varchar NOT NULL DEFAULT '', ADD "kpiId" uuid NULL, ADD "functionName" varchar NOT NULL DEFAULT ''`);
    await q.query(
      `UPDATE "kpi_assignment_view_score" v SET "kpiName" = k."name", "kpiId" = k."id", "functionName" = ka."functionName"
         FROM "kpi_assignment" ka JOIN "kpi" k ON k."id" = ka."kpiId"
        WHERE ka."id" = v."kpiAssignmentId"`,
    );
    await q.query(`ALTER TABLE "kpi_assignment_view_score" ALTER "kpiId" SET NOT NULL`);
    for (const column of ['score', 'target', 'actual']) {
      await q.query(`DROP INDEX "IDX_kpi_assignment_view_score_${column}"`);
      await q.query(
        `CREATE INDEX "IDX_kpi_assignment_view_score_${column}" ON "kpi_assignment_view_score"
           ("organizationId", "year", "frequency", "periodKey", "view", "${column}", "kpiName", "kpiId", "functionName", "kpiAssignmentId")`,
      );
    }
    const unfilled = (await q.query(
      `SELECT DISTINCT ka."organizationId" AS "id", s."values" FROM "kpi_assignment" ka LEFT JOIN "organization_settings" s ON s."organizationId" = ka."organizationId"
        WHERE NOT EXISTS (SELECT 1 FROM "kpi_assignment_view_score" v WHERE v."kpiAssignmentId" = ka."id")`,
    )) as { id: string; values: Record<string, unknown> | null }[];
    for (const org of unfilled) await refreshViewScores(q.manager, org.id, 'organization', mergeSettings(org.values ?? undefined));
  }

  async down(q: QueryRunner): Promise<void> {
    for (const column of ['score', 'target', 'actual']) {
      await q.query(`DROP INDEX "IDX_kpi_assignment_view_score_${column}"`);
      await q.query(`CREATE INDEX "IDX_kpi_assignment_view_score_${column}" ON "kpi_assignment_view_score" ("organizationId", "year", "frequency", "periodKey", "view", "${column}")`);
    }
    await q.query(`ALTER TABLE "kpi_assignment_view_score" DROP COLUMN "kpiName", DROP COLUMN "kpiId", DROP COLUMN "functionName"`);
  }
}
