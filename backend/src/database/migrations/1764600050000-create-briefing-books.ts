import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Briefing books and commentary (DESIGN decision 23, second bullet). `briefing_book` holds the
 * request, its state (queued → rendering → ready | failed with `error`) and the rendered PDF
 * (bytea, with its page count and size). `commentary` holds one text per function and reporting
 * period ('2026-q2'), edited on Corporate BSC and printed in the books.
 */
export class CreateBriefingBooks1764600050000 implements MigrationInterface {
  name = 'CreateBriefingBooks1764600050000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "briefing_book" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
        "title" varchar(200) NOT NULL,
        "functionIds" jsonb NOT NULL,
        "year" integer NOT NULL,
        "frequency" varchar(20) NOT NULL,
        "period" varchar(20) NOT NULL,
        "view" varchar(10) NOT NULL,
        "sections" jsonb NOT NULL,
        "state" varchar(20) NOT NULL DEFAULT 'queued',
        "error" varchar(1000),
        "pages" integer,
        "bytes" integer,
        "pdf" bytea,
        "createdById" uuid REFERENCES "user"("id") ON DELETE SET NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "finishedAt" timestamptz
      )`);
    await q.query(`CREATE INDEX "IDX_briefing_book_org_created" ON "briefing_book" ("organizationId", "createdAt")`);
    await q.query(`
      CREATE TABLE "commentary" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
        "functionId" uuid NOT NULL REFERENCES "organization_function"("id") ON DELETE CASCADE,
        "period" varchar(20) NOT NULL,
        "text" text NOT NULL,
        "updatedById" uuid REFERENCES "user"("id") ON DELETE SET NULL,
        "updatedByName" varchar(200),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_commentary_function_period" UNIQUE ("organizationId", "functionId", "period")
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "commentary"`);
    await q.query(`DROP TABLE "briefing_book"`);
  }
}
