import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The assignment lists page in their default order (createdAt, then id) per organization: with
 * this index a page of 25 reads 25 rows instead of sorting all of a tenant's 10,000 (issue 18).
 */
export class IndexAssignmentListOrder1763770600000 implements MigrationInterface {
  name = 'IndexAssignmentListOrder1763770600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "IDX_kpi_assignment_organization_created" ON "kpi_assignment" ("organizationId", "createdAt", "id")`);
    await q.query(`CREATE INDEX "IDX_objective_assignment_organization_created" ON "objective_assignment" ("organizationId", "createdAt", "id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_objective_assignment_organization_created"`);
    await q.query(`DROP INDEX "IDX_kpi_assignment_organization_created"`);
  }
}
