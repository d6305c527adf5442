import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The KPI Overview's page sorted by name walks the organization's KPIs one at a time in (name, id)
 * order (kpi-overview.read-model.ts, nameWalk): each step is `(name, id) > (the last ones)` with a
 * LIMIT 1, an index range scan only on an index of both. It replaces the (organizationId, name)
 * index, which it serves as well (issue 36).
 */
export class IndexKpiNameWalk1764900003000 implements MigrationInterface {
  name = 'IndexKpiNameWalk1764900003000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "IDX_kpi_organization_name_id" ON "kpi" ("organizationId", "name", "id")`);
    await q.query(`DROP INDEX "IDX_kpi_organization_name"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "IDX_kpi_organization_name" ON "kpi" ("organizationId", "name")`);
    await q.query(`DROP INDEX "IDX_kpi_organization_name_id"`);
  }
}
