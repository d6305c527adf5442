import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The monthly mailing of the latest briefing book (DESIGN decision 23): one row per organization,
 * on or off, the members who receive it and the month (in the organization's time zone) it last
 * went out, so a firing repeated in the same month sends nothing.
 */
export class CreateBriefingBookSchedule1764730000000 implements MigrationInterface {
  name = 'CreateBriefingBookSchedule1764730000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "briefing_book_schedule" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
        "enabled" boolean NOT NULL DEFAULT false,
        "recipientIds" jsonb NOT NULL DEFAULT '[]',
        "lastSentMonth" varchar(7),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_briefing_book_schedule_org" UNIQUE ("organizationId")
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "briefing_book_schedule"`);
  }
}
