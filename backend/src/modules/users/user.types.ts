import type { SessionUser } from '@scorecard/contracts';
import { UserRole } from '../../common/tenancy/actor';

/**
 * A user row's shape for other contexts (auth, admin, demo): the entity class stays private to the
 * users context (the boundary rule refuses its import elsewhere); `User` implements this.
 */
export interface UserAccount {
  id: string;
  email: string;
  passwordHash: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: UserRole;
  organizationId: string | null;
  emailVerified: boolean;
  verificationCodeHash: string | null;
  verificationCodeExpires: Date | null;
  verificationAttempts: number;
  verificationTokenHash: string | null;
  verificationTokenExpires: Date | null;
  invitationTokenHash: string | null;
  invitationTokenExpires: Date | null;
  lastLoginAt: Date | null;
  deactivatedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** One user of an organization as its admin sees them (Settings → Team). */
export interface MemberRow {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: UserRole;
  lastLoginAt: Date | null;
  deactivatedAt: Date | null;
}

/** The columns a new account is written with; the rest take their defaults. */
export type NewUserAccount = Pick<UserAccount, 'email' | 'firstName' | 'lastName' | 'role' | 'organizationId' | 'passwordHash' | 'emailVerified'>;

export function toUserResponse(user: Pick<UserAccount, keyof SessionUser>): SessionUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    role: user.role,
    organizationId: user.organizationId,
    emailVerified: user.emailVerified,
  };
}
