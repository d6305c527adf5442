import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The employee list filters by status and department and sorts by name; supervisor chains are
 * walked by (organizationId, supervisorId). An employee never supervises themselves.
 */
export class ExtendEmployee1763769950000 implements MigrationInterface {
  name = 'ExtendEmployee1763769950000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "IDX_employee_organization_status" ON "employee" ("organizationId", "status")`);
    await q.query(`CREATE INDEX "IDX_employee_organization_department" ON "employee" ("organizationId", "department")`);
    await q.query(`CREATE INDEX "IDX_employee_organization_name" ON "employee" ("organizationId", "name")`);
    await q.query(`CREATE INDEX "IDX_employee_organization_supervisor" ON "employee" ("organizationId", "supervisorId")`);
    await q.query(`ALTER TABLE "employee" ADD CONSTRAINT "CHK_employee_not_own_supervisor" CHECK ("supervisorId" IS NULL OR "supervisorId" <> "id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "employee" DROP CONSTRAINT "CHK_employee_not_own_supervisor"`);
    for (const index of [
      'IDX_employee_organization_supervisor',
      'IDX_employee_organization_name',
      'IDX_employee_organization_department',
      'IDX_employee_organization_status',
    ]) {
      await q.query(`DROP INDEX "${index}"`);
    }
  }
}
