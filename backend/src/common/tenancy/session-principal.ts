import { SessionPrincipal } from './actor';

/**
 * An admin of an organization whose settings require two-factor authentication of admins, without it
 * (DESIGN decision 28): read with the principal, so the requirement costs no statement of its own
 * and takes effect on the next call (modules/account-security/two-factor-requirement.guard.ts).
 */
const TWO_FACTOR_SETUP_REQUIRED = `(u."role" = 'admin' AND COALESCE((SELECT (os."values"->>'requireTwoFactorForAdmins')::boolean FROM "organization_settings" os WHERE os."organizationId" = u."organizationId" LIMIT 1), false)
  AND NOT EXISTS (SELECT 1 FROM "user_two_factor" tf WHERE tf."userId" = u."id" AND tf."enabledAt" IS NOT NULL))`;

/**
 * The caller as every request needs them: the user and their organization's status, read fresh
 * each time (a suspension or a role change takes effect on the next call). One select list for
 * the two places that read it: with the session row (session-store.ts) and by id (AuthService).
 */
export const PRINCIPAL_COLUMNS = `u."id", u."email", u."firstName", u."lastName", u."role", u."organizationId", u."emailVerified", o."status" AS "organizationStatus",
  ${TWO_FACTOR_SETUP_REQUIRED} AS "twoFactorSetupRequired"`;

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
  const { id, email, firstName, lastName, role, organizationId, emailVerified, organizationStatus, twoFactorSetupRequired } = row as SessionPrincipal;
  return { id, email, firstName, lastName, role, organizationId, emailVerified, organizationStatus, twoFactorSetupRequired: twoFactorSetupRequired === true };
}
