import { MigrationInterface, QueryRunner } from 'typeorm';

/** The assignment lists filter by year (react-admin filter {"period": "2026"}): index it per organization. */
export class IndexAssignmentPeriods1763769930000 implements MigrationInterface {
  name = 'IndexAssignmentPeriods1763769930000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "IDX_objective_assignment_period" ON "objective_assignment" ("organizationId", "period")`);
    await q.query(`CREATE INDEX "IDX_kpi_assignment_period" ON "kpi_assignment" ("organizationId", "period")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_kpi_assignment_period"`);
    await q.query(`DROP INDEX "IDX_objective_assignment_period"`);
  }
}
