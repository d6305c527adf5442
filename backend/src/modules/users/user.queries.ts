import { EntityManager } from 'typeorm';

/**
 * Raw SQL on the user table (the users context owns it). These statements are about accounts, not
 * one tenant's data: the super admin has no organization, and the admin panel's guard on the last
 * super admin spans the platform.
 */

/** SUPER_ADMIN_EMAIL's account, created or brought back to super admin with this password. */
export async function upsertSuperAdmin(manager: EntityManager, email: string, passwordHash: string): Promise<void> {
  await manager.query(
    `INSERT INTO "user" ("email", "passwordHash", "firstName", "lastName", "role", "emailVerified")
     VALUES ($1, $2, 'Super', 'Admin', 'super_admin', true)
     ON CONFLICT (lower("email")) DO UPDATE SET "passwordHash" = EXCLUDED."passwordHash", "role" = 'super_admin', "emailVerified" = true`,
    [email, passwordHash],
  );
}

/** The super admins' ids, locked until the transaction ends (two concurrent demotions cannot leave none). */
export async function lockSuperAdmins(manager: EntityManager): Promise<string[]> {
  const rows = (await manager.query(`SELECT "id" FROM "user" WHERE "role" = 'super_admin' FOR UPDATE`)) as { id: string }[];
  return rows.map((r) => r.id);
}

/** Whether the user belongs to the organization (a super admin deleting their own organization). */
export async function isMemberOf(organizationId: string, manager: EntityManager, userId: string): Promise<boolean> {
  const [{ n }] = (await manager.query(`SELECT count(*)::int AS n FROM "user" WHERE "organizationId" = $1 AND "id" = $2`, [organizationId, userId])) as { n: number }[];
  return n > 0;
}

/** Deletes the organization's users, answering how many went. */
export async function deleteMembersOf(organizationId: string, manager: EntityManager): Promise<number> {
  const [, deleted] = (await manager.query(`DELETE FROM "user" WHERE "organizationId" = $1`, [organizationId])) as [unknown, number];
  return deleted;
}

/**
 * How many of the organization's users can sign in (deactivated ones left out), from the counts
 * PostgreSQL keeps on every write of the user table (`user_total`, migration 1764980000000): one row
 * read, however many users (issue 36).
 */
export async function keptActiveUsers(organizationId: string, manager: EntityManager): Promise<number> {
  const [row] = (await manager.query(`SELECT COALESCE(sum("total"), 0)::int AS "total" FROM "user_total" WHERE "organizationId" = $1 AND "active"`, [
    organizationId,
  ])) as { total: number }[];
  return row!.total;
}
