import { SetMetadata } from '@nestjs/common';
import { UserRole } from './actor';

export const PUBLIC_KEY = 'access:public';
export const ALLOW_UNVERIFIED_KEY = 'access:allow-unverified';
export const ROLES_KEY = 'access:roles';

/** Reachable without signing in (landing, sign-up, sign-in, health). */
export const Public = () => SetMetadata(PUBLIC_KEY, true);
/** Signed-in users whose e-mail is not verified yet may call it (the auth calls). */
export const AllowUnverified = () => SetMetadata(ALLOW_UNVERIFIED_KEY, true);
/** Only these roles; everyone else gets 403. */
export const Roles = (...roles: UserRole[]) => SetMetadata(ROLES_KEY, roles);
