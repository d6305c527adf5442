import type { UserRole } from './shared';

/** The signed-in user as answered by GET /api/auth/user. */
export interface SessionUser {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  role: UserRole;
  organizationId: string | null;
  emailVerified: boolean;
}

export interface VerificationStatus {
  email: string;
  emailVerified: boolean;
}

export const fullNameOf = (user: Pick<SessionUser, 'firstName' | 'lastName' | 'email'> | null | undefined): string => {
  if (!user) return 'User';
  const name = [user.firstName, user.lastName].filter((part) => part && part.trim()).join(' ').trim();
  return name || user.email || 'User';
};
