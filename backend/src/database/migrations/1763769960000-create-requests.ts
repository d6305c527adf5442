import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Requests, their comment threads and status history. Requester and owner are employees of the
 * organization; authors, mentions and changers are users. The linked objective and KPI assignments
 * are checked by the service against the caller's organization and carry no foreign key, so this
 * migration does not depend on the scorecard tables. A history row is stamped when it is written
 * (clock_timestamp, not the transaction's start), after the request row lock: concurrent changes
 * sort in the order they happened.
 */
export class CreateRequests1763769960000 implements MigrationInterface {
  name = 'CreateRequests1763769960000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "request" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
        "type" varchar(30) NOT NULL CHECK ("type" IN ('Data_Collection','Change_Request')),
        "title" varchar(200) NOT NULL,
        "description" text NOT NULL,
        "impactAnalysis" text,
        "requesterId" uuid NOT NULL REFERENCES "employee"("id"),
        "ownerId" uuid REFERENCES "employee"("id") ON DELETE SET NULL,
        "status" varchar(100) NOT NULL,
        "priority" varchar(10) NOT NULL DEFAULT 'Medium' CHECK ("priority" IN ('Low','Medium','High')),
        "department" varchar(100) NOT NULL,
        "linkedObjectiveAssignmentId" uuid,
        "linkedKpiAssignmentId" uuid,
        "attachments" jsonb NOT NULL DEFAULT '[]',
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "IDX_request_organization" ON "request" ("organizationId", "id")`);
    await q.query(`CREATE INDEX "IDX_request_organization_created" ON "request" ("organizationId", "createdAt" DESC)`);
    await q.query(`CREATE INDEX "IDX_request_organization_status" ON "request" ("organizationId", "status")`);
    await q.query(`CREATE INDEX "IDX_request_organization_type" ON "request" ("organizationId", "type")`);
    await q.query(`CREATE INDEX "IDX_request_organization_department" ON "request" ("organizationId", "department")`);
    await q.query(`CREATE INDEX "IDX_request_organization_priority" ON "request" ("organizationId", "priority")`);
    await q.query(`CREATE INDEX "IDX_request_organization_requester" ON "request" ("organizationId", "requesterId")`);
    await q.query(`CREATE INDEX "IDX_request_organization_owner" ON "request" ("organizationId", "ownerId")`);

    await q.query(`
      CREATE TABLE "comment" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
        "requestId" uuid NOT NULL REFERENCES "request"("id") ON DELETE CASCADE,
        "parentCommentId" uuid REFERENCES "comment"("id") ON DELETE CASCADE,
        "authorId" uuid REFERENCES "user"("id") ON DELETE SET NULL,
        "content" text NOT NULL,
        "attachments" jsonb NOT NULL DEFAULT '[]',
        "mentions" jsonb NOT NULL DEFAULT '[]',
        "isDeleted" boolean NOT NULL DEFAULT false,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "IDX_comment_organization" ON "comment" ("organizationId", "id")`);
    await q.query(`CREATE INDEX "IDX_comment_organization_request" ON "comment" ("organizationId", "requestId", "createdAt")`);
    await q.query(`CREATE INDEX "IDX_comment_parent" ON "comment" ("parentCommentId") WHERE "parentCommentId" IS NOT NULL`);

    await q.query(`
      CREATE TABLE "request_status_history" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
        "requestId" uuid NOT NULL REFERENCES "request"("id") ON DELETE CASCADE,
        "changedById" uuid REFERENCES "user"("id") ON DELETE SET NULL,
        "previousStatus" varchar(100),
        "newStatus" varchar(100) NOT NULL,
        "reason" text,
        "changedAt" timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query(`CREATE INDEX "IDX_request_status_history_organization" ON "request_status_history" ("organizationId", "id")`);
    await q.query(
      `CREATE INDEX "IDX_request_status_history_organization_request" ON "request_status_history" ("organizationId", "requestId", "changedAt")`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['request_status_history', 'comment', 'request']) {
      await q.query(`DROP TABLE "${table}"`);
    }
  }
}
