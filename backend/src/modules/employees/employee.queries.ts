import { EntityManager } from 'typeorm';
import { isUuid, sameOrganization } from '../../common/tenancy/tenant-repository';

/**
 * Raw SQL on the employee table (the employees context owns it). Each function takes the
 * organization id first and never reads outside it.
 */

/** Used as the lock key that serializes supervisor changes within one organization. */
const SUPERVISOR_LOCK = 'employee-supervisors:';

/** Holds the organization's supervisor-change lock until the transaction ends. */
export async function lockSupervisorChanges(organizationId: string, manager: EntityManager): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [SUPERVISOR_LOCK + organizationId]);
}

/** Whether `employeeId` is `supervisorId` or one of its supervisors, directly or not. */
export async function reportsTo(organizationId: string, manager: EntityManager, supervisorId: string, employeeId: string): Promise<boolean> {
  // UNION (not UNION ALL) stops even on a loop already present in the data.
  const cycle = (await manager.query(
    `WITH RECURSIVE chain ("id", "supervisorId") AS (
       SELECT "id", "supervisorId" FROM "employee" WHERE "organizationId" = $1 AND "id" = $2
       UNION
       SELECT e."id", e."supervisorId" FROM "employee" e JOIN chain c ON e."id" = c."supervisorId" WHERE e."organizationId" = $1
     )
     SELECT 1 FROM chain WHERE "id" = $3 LIMIT 1`,
    [organizationId, supervisorId, employeeId],
  )) as unknown[];
  return cycle.length > 0;
}

/** An employee record without a user whose e-mail matches (case-insensitive): the one a new user takes over. */
export async function unlinkedByEmail(organizationId: string, manager: EntityManager, email: string): Promise<string | null> {
  const rows = (await manager.query(
    `SELECT "id" FROM "employee" WHERE "organizationId" = $1 AND "userId" IS NULL AND lower("email") = lower($2) LIMIT 1`,
    [organizationId, email],
  )) as { id: string }[];
  return rows[0]?.id ?? null;
}

/**
 * Some columns of the organization's employees with these ids, one probe of the primary key per id
 * (each a LATERAL lookup the planner plans for one row), the organization checked on the row. As
 * one `id IN (...)` filter, a planner without statistics chose by the table's size: through the
 * organization's index (all 251 of a tenant's employees read for 25 names) or, on a small table, a
 * sequential scan of every organization's (issue 36).
 */
export async function employeesByIds<C extends 'name' | 'userId'>(
  organizationId: string,
  manager: EntityManager,
  ids: string[],
  column: C,
): Promise<({ id: string } & Record<C, string | null>)[]> {
  if (!isUuid(organizationId)) throw new Error('A tenant query needs the organization id');
  const wanted = ids.filter((id) => isUuid(id));
  if (wanted.length === 0) return [];
  return (await manager.query(
    `SELECT e."id", e."${column}" FROM unnest($2::uuid[]) AS w("id")
       CROSS JOIN LATERAL (SELECT e."id", e."${column}" FROM "employee" e WHERE e."id" = w."id" AND ${sameOrganization('e', '$1::uuid')} LIMIT 1) e`,
    [organizationId, wanted],
  )) as ({ id: string } & Record<C, string | null>)[];
}
