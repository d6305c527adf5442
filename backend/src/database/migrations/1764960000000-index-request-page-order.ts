import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The requests list pages newest first with the id as tie-break (createdAt DESC, id ASC). The
 * index on (organizationId, createdAt DESC) alone left the id to a sort, so a planner without the
 * tenant's statistics (a new large tenant, until autovacuum's threshold) preferred fetching all of
 * the organization's requests and sorting them: 2,000 rows read for a page of 25 (issue 36). With
 * the id in the index, the page is the index's first rows whatever the statistics say.
 */
export class IndexRequestPageOrder1764960000000 implements MigrationInterface {
  name = 'IndexRequestPageOrder1764960000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "IDX_request_organization_created_id" ON "request" ("organizationId", "createdAt" DESC, "id")`);
    await q.query(`DROP INDEX "IDX_request_organization_created"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "IDX_request_organization_created" ON "request" ("organizationId", "createdAt" DESC)`);
    await q.query(`DROP INDEX "IDX_request_organization_created_id"`);
  }
}
