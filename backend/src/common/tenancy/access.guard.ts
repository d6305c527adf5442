import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ALLOW_UNVERIFIED_KEY, PUBLIC_KEY, ROLES_KEY } from './access.decorators';
import { SessionPrincipal, UserRole } from './actor';

export const MESSAGES = {
  signIn: 'Please sign in to continue',
  verify: 'Please verify your email address to continue',
  suspended: 'Your organization has been suspended. Please contact support.',
  forbidden: 'You do not have permission to perform this action',
};

/**
 * The one global gate (DESIGN section 3): 401 without a session, 403 for a suspended organization,
 * an unverified e-mail (outside the auth calls) or a role the route does not allow.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets)) return true;
    const user = context.switchToHttp().getRequest<Request>().user as SessionPrincipal | undefined;
    if (!user) throw new UnauthorizedException(MESSAGES.signIn);
    if (user.organizationStatus === 'suspended' && user.role !== 'super_admin') throw new ForbiddenException(MESSAGES.suspended);
    if (!user.emailVerified && !this.reflector.getAllAndOverride<boolean>(ALLOW_UNVERIFIED_KEY, targets)) {
      throw new ForbiddenException(MESSAGES.verify);
    }
    const roles = this.reflector.getAllAndOverride<UserRole[] | undefined>(ROLES_KEY, targets);
    if (roles && !roles.includes(user.role)) throw new ForbiddenException(MESSAGES.forbidden);
    return true;
  }
}
