import type { SessionUser } from './shared';

/** GET /api/auth/user and GET /api/auth/verification-status answers. */
export type { SessionUser, VerificationStatus } from './shared';

export const fullNameOf = (user: Pick<SessionUser, 'firstName' | 'lastName' | 'email'> | null | undefined): string => {
  if (!user) return 'User';
  const name = [user.firstName, user.lastName].filter((part) => part && part.trim()).join(' ').trim();
  return name || user.email || 'User';
};
