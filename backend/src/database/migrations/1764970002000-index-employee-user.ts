import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A user's employee record is found by (`organizationId`, `userId`): the caller's own record when
 * requests are read or changed (request-access.ts) and objectives created, the team page's members,
 * the admin's user screens. With no index on the user, each lookup read all of the organization's
 * employees through an organizationId index and filtered them (2,500 at 10x, issue 36); with both
 * columns in one index it is a probe, whatever the statistics.
 */
export class IndexEmployeeUser1764970002000 implements MigrationInterface {
  name = 'IndexEmployeeUser1764970002000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "IDX_employee_organization_user" ON "employee" ("organizationId", "userId")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_employee_organization_user"`);
  }
}
