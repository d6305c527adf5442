import { SessionPrincipal } from './actor';

/**
 * The caller as every request needs them: the user and their organization's status, read fresh
 * each time (a suspension or a role change takes effect on the next call). One select list for
 * the two places that read it: with the session row (session-store.ts) and by id (AuthService).
 */
export const PRINCIPAL_COLUMNS = `u."id", u."email", u."firstName", u."lastName", u."role", u."organizationId", u."emailVerified", o."status" AS "organizationStatus"`;

/**
 * Joins the user whose id is the text `userIdText` (anything that is not a UUID joins nobody) and their
 * organization. A deactivated user joins nobody: a session of theirs that outlived the deactivation is
 * no session (DESIGN decision 20).
 */
export function principalJoins(userIdText: string): string {
  return `LEFT JOIN "user" u ON u."id" = CASE WHEN ${userIdText} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN (${userIdText})::uuid END AND u."deactivatedAt" IS NULL
    LEFT JOIN "organization" o ON o."id" = u."organizationId"`;
}

/** Where the session store leaves the principal it read with the session (never written back). */
export const LOADED_PRINCIPAL = 'loadedPrincipal';

/** The row's principal, or null when the row joined no user. */
export function principalOf(row: Partial<SessionPrincipal> & { id?: string | null }): SessionPrincipal | null {
  if (!row.id) return null;
  const { id, email, firstName, lastName, role, organizationId, emailVerified, organizationStatus } = row as SessionPrincipal;
  return { id, email, firstName, lastName, role, organizationId, emailVerified, organizationStatus };
}
