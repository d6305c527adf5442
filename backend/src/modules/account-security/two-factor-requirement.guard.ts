import { CanActivate, ExecutionContext, ForbiddenException, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { SECURITY_MESSAGES as M } from '@scorecard/contracts';
import type { Request } from 'express';
import { PUBLIC_KEY } from '../../common/tenancy/access.decorators';
import { SessionPrincipal } from '../../common/tenancy/actor';

const ALLOW_WITHOUT_TWO_FACTOR = 'account-security:allow-without-two-factor';
/** A call an admin who must set up two-factor authentication may still make (the setup calls). */
export const AllowWithoutTwoFactor = () => SetMetadata(ALLOW_WITHOUT_TWO_FACTOR, true);

/** Auth's own calls that stay open meanwhile: sign-out and the session's information. */
const OPEN_PATHS = new Set(['/api/auth/logout', '/api/auth/user', '/api/auth/verification-status']);

/**
 * The organization setting `requireTwoFactorForAdmins` (DESIGN decision 28): an admin without
 * two-factor authentication gets 403 'Set up two-factor authentication to continue' everywhere but
 * the setup calls, sign-out and session information. Whether that is so is read with the session's
 * principal (common/tenancy/session-principal.ts), so this costs no statement.
 */
@Injectable()
export class TwoFactorRequirementGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets)) return true;
    const req = context.switchToHttp().getRequest<Request>();
    const user = req.user as SessionPrincipal | undefined;
    if (!user?.twoFactorSetupRequired) return true;
    if (this.reflector.getAllAndOverride<boolean>(ALLOW_WITHOUT_TWO_FACTOR, targets)) return true;
    if (OPEN_PATHS.has(req.originalUrl.split('?')[0]!)) return true;
    throw new ForbiddenException(M.setUpTwoFactor);
  }
}
