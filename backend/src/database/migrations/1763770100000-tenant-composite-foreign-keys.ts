import { MigrationInterface, QueryRunner } from 'typeorm';

/** [table, column, referenced table, ON DELETE action] of every reference to a row of the same organization. */
const REFERENCES: Array<[string, string, string, string]> = [
  ['employee', 'supervisorId', 'employee', 'SET NULL ("supervisorId")'],
  ['employee', 'userId', 'user', 'SET NULL ("userId")'],
  ['objective', 'ownerId', 'employee', 'SET NULL ("ownerId")'],
  ['objective_assignment', 'ownerId', 'employee', 'SET NULL ("ownerId")'],
  ['kpi_assignment', 'ownerId', 'employee', 'SET NULL ("ownerId")'],
  ['request', 'requesterId', 'employee', 'NO ACTION'],
  ['request', 'ownerId', 'employee', 'SET NULL ("ownerId")'],
  ['comment', 'requestId', 'request', 'CASCADE'],
  ['comment', 'parentCommentId', 'comment', 'CASCADE'],
  ['comment', 'authorId', 'user', 'SET NULL ("authorId")'],
  ['request_status_history', 'requestId', 'request', 'CASCADE'],
  ['request_status_history', 'changedById', 'user', 'SET NULL ("changedById")'],
];

/** Tables referenced by (organizationId, id): the unique key replaces their plain (organizationId, id) index. */
const KEYED: Array<[string, string | null]> = [
  ['user', null],
  ['employee', 'IDX_employee_organization'],
  ['request', 'IDX_request_organization'],
  ['comment', 'IDX_comment_organization'],
];

const fkName = (table: string, column: string) => `FK_${table}_${column}`;

/**
 * Owners, requesters, comment authors, status changers and employee references become composite
 * foreign keys on (organizationId, id), like the library's: the database itself refuses a row that
 * points into another organization, whatever a service forgets (issue 11).
 */
export class TenantCompositeForeignKeys1763770100000 implements MigrationInterface {
  name = 'TenantCompositeForeignKeys1763770100000';

  async up(q: QueryRunner): Promise<void> {
    for (const [table, oldIndex] of KEYED) {
      await q.query(`ALTER TABLE "${table}" ADD CONSTRAINT "UQ_${table}_organization_id" UNIQUE ("organizationId", "id")`);
      if (oldIndex) await q.query(`DROP INDEX IF EXISTS "${oldIndex}"`);
    }
    for (const [table, column, target, onDelete] of REFERENCES) {
      for (const name of await this.singleColumnKeys(q, table, column)) await q.query(`ALTER TABLE "${table}" DROP CONSTRAINT "${name}"`);
      await q.query(
        `ALTER TABLE "${table}" ADD CONSTRAINT "${fkName(table, column)}" FOREIGN KEY ("organizationId", "${column}")
           REFERENCES "${target}"("organizationId", "id") ON DELETE ${onDelete}`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [table, column, target, onDelete] of [...REFERENCES].reverse()) {
      await q.query(`ALTER TABLE "${table}" DROP CONSTRAINT "${fkName(table, column)}"`);
      const action = onDelete.startsWith('SET NULL') ? 'SET NULL' : onDelete;
      await q.query(`ALTER TABLE "${table}" ADD FOREIGN KEY ("${column}") REFERENCES "${target}"("id") ON DELETE ${action}`);
    }
    for (const [table, oldIndex] of [...KEYED].reverse()) {
      if (oldIndex) await q.query(`CREATE INDEX "${oldIndex}" ON "${table}" ("organizationId", "id")`);
      await q.query(`ALTER TABLE "${table}" DROP CONSTRAINT "UQ_${table}_organization_id"`);
    }
  }

  /** Postgres named the original keys itself (`request_requesterId_fkey`); find them rather than guess. */
  private async singleColumnKeys(q: QueryRunner, table: string, column: string): Promise<string[]> {
    const rows = (await q.query(
      `SELECT c.conname AS name
         FROM pg_constraint c
         JOIN pg_class t ON t.oid = c.conrelid
         JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = c.conkey[1]
        WHERE c.contype = 'f' AND t.relname = $1 AND a.attname = $2 AND array_length(c.conkey, 1) = 1`,
      [table, column],
    )) as { name: string }[];
    return rows.map((r) => r.name);
  }
}
