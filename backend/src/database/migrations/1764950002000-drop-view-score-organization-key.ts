import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A stored view value's organization is already held by its composite key to its KPI assignment
 * (FK_kpi_assignment_view_score_assignment: same organization, cascading), whose own key holds the
 * organization's. The second check, of the organization alone, cost a sixth of every write of view
 * values (36 of 225 ms for 200 lines × 33 views: a trigger call a row), paid by every result and
 * every import (issue 36).
 */
export class DropViewScoreOrganizationKey1764950002000 implements MigrationInterface {
  name = 'DropViewScoreOrganizationKey1764950002000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "kpi_assignment_view_score" DROP CONSTRAINT "kpi_assignment_view_score_organizationId_fkey"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "kpi_assignment_view_score" ADD CONSTRAINT "kpi_assignment_view_score_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "organization"("id") ON DELETE CASCADE`,
    );
  }
}
