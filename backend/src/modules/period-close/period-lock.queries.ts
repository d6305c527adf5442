import { EntityManager } from 'typeorm';

/**
 * The close's advisory lock, one per organization, transaction-scoped: every write of a target or a
 * result takes it shared before reading the locks; lock and unlock take it exclusive. So a lock
 * waits for the writes in flight to commit, and a write that starts after it waits for the lock's
 * commit and then reads it: no value is ever written into a locked period. (Reading the lock rows
 * needs its own statement after this one: a statement's snapshot is taken before it waits.)
 */
export async function takeCloseLock(organizationId: string, manager: EntityManager, exclusive: boolean): Promise<void> {
  const fn = exclusive ? 'pg_advisory_xact_lock' : 'pg_advisory_xact_lock_shared';
  await manager.query(`SELECT ${fn}(hashtextextended($1, 21))`, [`period-close:${organizationId}`]);
}

export interface LockRow {
  key: string;
  year: number;
  reason: string | null;
  lockedById: string | null;
  lockedAt: Date;
}

/** The organization's locked reporting periods of some years (one query). */
export function locksOfYears(organizationId: string, manager: EntityManager, years: number[]): Promise<LockRow[]> {
  return manager.query(
    `SELECT "key", "year", "reason", "lockedById", "lockedAt" FROM "reporting_period_lock"
      WHERE "organizationId" = $1 AND "year" = ANY($2::int[])`,
    [organizationId, years],
  );
}

/** Locks a period; null when it already was (one statement). */
export async function insertLock(
  organizationId: string,
  manager: EntityManager,
  lock: { key: string; year: number; reason: string | null; lockedById: string },
): Promise<{ id: string } | null> {
  const rows = (await manager.query(
    `INSERT INTO "reporting_period_lock" ("organizationId", "key", "year", "reason", "lockedById") VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT ("organizationId", "key") DO NOTHING RETURNING "id"`,
    [organizationId, lock.key, lock.year, lock.reason, lock.lockedById],
  )) as { id: string }[];
  return rows[0] ?? null;
}

/** Unlocks a period; the deleted row, or null when it was not locked (one statement). */
export async function deleteLock(organizationId: string, manager: EntityManager, key: string): Promise<(LockRow & { id: string }) | null> {
  const [rows] = (await manager.query(
    `DELETE FROM "reporting_period_lock" WHERE "organizationId" = $1 AND "key" = $2 RETURNING "id", "key", "year", "reason", "lockedById", "lockedAt"`,
    [organizationId, key],
  )) as [(LockRow & { id: string })[], number];
  return rows[0] ?? null;
}
