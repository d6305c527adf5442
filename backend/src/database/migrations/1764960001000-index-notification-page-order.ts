import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The bell's list pages newest first with the id as tie-break (createdAt DESC, id ASC), as the
 * requests list does (migration 1764960000000): with the id in the index the page is the index's
 * first rows, whatever the statistics say, instead of a sort of all the user's notifications. The
 * digest's claim keeps using the index's (organizationId, userId) prefix.
 */
export class IndexNotificationPageOrder1764960001000 implements MigrationInterface {
  name = 'IndexNotificationPageOrder1764960001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "IDX_notification_user_created_id" ON "notification" ("organizationId", "userId", "createdAt" DESC, "id")`);
    await q.query(`DROP INDEX "IDX_notification_user_created"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "IDX_notification_user_created" ON "notification" ("organizationId", "userId", "createdAt" DESC)`);
    await q.query(`DROP INDEX "IDX_notification_user_created_id"`);
  }
}
