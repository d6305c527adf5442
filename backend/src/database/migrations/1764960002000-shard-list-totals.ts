import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The kept list totals (1764900000000-1764900002000) had one row per key: every transaction that
 * added a KPI assignment of an organization's year, a request of a status, or a notification of a
 * user updated that row and held it until it committed, so ten people creating requests in one
 * organization at once waited for each other from their INSERT to their COMMIT (issue 36). Each key
 * now has up to 8 rows (`shard`), and a statement adds its counts to the row of its connection's
 * shard (pg_backend_pid() % 8): writers on different connections seldom meet. Readers already sum
 * the key's rows. A shard's row may go negative (a removal counted on another connection than the
 * addition); only the sum means anything.
 *
 * Every change is now an upsert of deltas, removals included, except that a key whose organization
 * (or, for notifications, user) is gone is not written: it is the organization's delete cascading,
 * and its counter rows go with it. Additions are written in key order (two statements adding to the
 * same keys lock them in the same order).
 */
const SHARD = `(pg_backend_pid() % 8)::smallint`;

interface Counter {
  table: string;
  /** The key columns besides the organization. */
  key: string;
  countFn: string;
  moveFn: string | null;
  /** A condition on the delta rows `d` that their owners still exist. */
  alive: string;
  /** Which rows of the counted table count (notifications: only those flagged inApp). */
  counted?: string;
}

const COUNTERS: Counter[] = [
  { table: 'kpi_assignment_total', key: 'period', countFn: 'kpi_assignment_total_count', moveFn: 'kpi_assignment_total_move', alive: `EXISTS (SELECT 1 FROM "organization" o WHERE o."id" = d."organizationId")` },
  { table: 'request_total', key: 'status', countFn: 'request_total_count', moveFn: 'request_total_move', alive: `EXISTS (SELECT 1 FROM "organization" o WHERE o."id" = d."organizationId")` },
  {
    table: 'notification_total',
    key: 'userId',
    countFn: 'notification_total_count',
    moveFn: null,
    counted: ` WHERE "inApp"`,
    alive: `EXISTS (SELECT 1 FROM "organization" o WHERE o."id" = d."organizationId") AND EXISTS (SELECT 1 FROM "user" u WHERE u."id" = d."userId")`,
  },
];

/** Adds the deltas `deltas` (rows of organizationId, key, n) to each key's row: the connection's shard's, or the key's only one. */
function addDeltas(c: Counter, deltas: string, sharded: boolean): string {
  const [shardColumn, shardValue] = sharded ? [', "shard"', `, ${SHARD}`] : ['', ''];
  return `INSERT INTO "${c.table}" AS t ("organizationId", "${c.key}"${shardColumn}, "total")
          SELECT d."organizationId", d."${c.key}"${shardValue}, sum(d."n") FROM (${deltas}) d
           WHERE ${c.alive}
           GROUP BY d."organizationId", d."${c.key}" HAVING sum(d."n") <> 0 ORDER BY 1, 2
          ON CONFLICT ("organizationId", "${c.key}"${shardColumn}) DO UPDATE SET "total" = t."total" + EXCLUDED."total"`;
}

/** The counter's trigger functions, writing deltas to shards or to one row a key. */
async function replaceFunctions(q: QueryRunner, c: Counter, sharded: boolean): Promise<void> {
  const only = c.counted ?? '';
  const added = `SELECT "organizationId", "${c.key}", 1 AS "n" FROM "added"${only}`;
  const removed = `SELECT "organizationId", "${c.key}", -1 AS "n" FROM "removed"${only}`;
  await q.query(`
    CREATE OR REPLACE FUNCTION "${c.countFn}"() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${addDeltas(c, added, sharded)};
      ELSIF TG_OP = 'DELETE' THEN
        ${addDeltas(c, removed, sharded)};
      ELSE
        ${addDeltas(c, `${added} UNION ALL ${removed}`, sharded)};
      END IF;
      RETURN NULL;
    END $$`);
  if (c.moveFn) {
    await q.query(`
      CREATE OR REPLACE FUNCTION "${c.moveFn}"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${addDeltas(c, `SELECT OLD."organizationId" AS "organizationId", OLD."${c.key}" AS "${c.key}", -1 AS "n" UNION ALL SELECT NEW."organizationId", NEW."${c.key}", 1`, sharded)};
        RETURN NULL;
      END $$`);
  }
}

export class ShardListTotals1764960002000 implements MigrationInterface {
  name = 'ShardListTotals1764960002000';

  async up(q: QueryRunner): Promise<void> {
    for (const c of COUNTERS) {
      await q.query(`ALTER TABLE "${c.table}" ADD COLUMN "shard" smallint NOT NULL DEFAULT 0`);
      await q.query(`ALTER TABLE "${c.table}" DROP CONSTRAINT "PK_${c.table}"`);
      await q.query(`ALTER TABLE "${c.table}" ADD CONSTRAINT "PK_${c.table}" PRIMARY KEY ("organizationId", "${c.key}", "shard")`);
      await replaceFunctions(q, c, true);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    // Back to one row a key, holding the sum of its shards.
    for (const c of COUNTERS) {
      await q.query(`CREATE TEMP TABLE "summed" AS SELECT "organizationId", "${c.key}", sum("total")::int AS "total" FROM "${c.table}" GROUP BY 1, 2`);
      await q.query(`DELETE FROM "${c.table}"`);
      await q.query(`ALTER TABLE "${c.table}" DROP CONSTRAINT "PK_${c.table}"`);
      await q.query(`ALTER TABLE "${c.table}" DROP COLUMN "shard"`);
      await q.query(`ALTER TABLE "${c.table}" ADD CONSTRAINT "PK_${c.table}" PRIMARY KEY ("organizationId", "${c.key}")`);
      await q.query(`INSERT INTO "${c.table}" ("organizationId", "${c.key}", "total") SELECT "organizationId", "${c.key}", "total" FROM "summed"`);
      await q.query(`DROP TABLE "summed"`);
      await replaceFunctions(q, c, false);
    }
  }
}
