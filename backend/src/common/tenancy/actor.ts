/** Roles of a platform user come from libs/contracts, shared with the front end. */
export type { UserRole } from '@scorecard/contracts';
import type { UserRole } from '@scorecard/contracts';

/** Who is calling: loaded from the session on every request. */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: UserRole;
  organizationId: string | null;
  emailVerified: boolean;
  organizationStatus: 'active' | 'suspended' | 'cancelled' | null;
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
