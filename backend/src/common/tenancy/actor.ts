/** Roles of a platform user come from libs/contracts, shared with the front end. */
export type { UserRole } from '@scorecard/contracts';
import type { OrganizationStatus, SessionUser, UserRole } from '@scorecard/contracts';

/** Who is calling, loaded from the session on every request: the API's session user plus their organization's status. */
export interface SessionPrincipal extends Omit<SessionUser, 'profileImageUrl'> {
  organizationStatus: OrganizationStatus | null;
  /** An admin who must set up two-factor authentication before anything else (DESIGN decision 28). */
  twoFactorSetupRequired?: boolean;
  /** Set when the call came with an API key (DESIGN decision 26): the principal is the key's creator. */
  apiKey?: { id: string; name: string; scope: 'read' | 'write' };
}

/** What a tenant service receives: the caller, with the organization they act in. */
export interface Actor {
  userId: string;
  organizationId: string;
  role: UserRole;
  /** Organization admins and super admins placed in the organization. */
  isAdmin: boolean;
  /** Display name for the activity log; looked up when absent (seeds, jobs). */
  name?: string;
}
