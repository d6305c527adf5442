import { createParamDecorator, ExecutionContext, ForbiddenException, UnauthorizedException } from '@nestjs/common';
import { ACCESS_MESSAGES } from '@scorecard/contracts';
import type { Request } from 'express';
import { MESSAGES } from './access.guard';
import { Actor, SessionPrincipal } from './actor';

export function actorOf(user: SessionPrincipal | undefined): Actor {
  if (!user) throw new UnauthorizedException(MESSAGES.signIn);
  if (!user.organizationId) throw new ForbiddenException(ACCESS_MESSAGES.notAMember);
  return {
    userId: user.id,
    organizationId: user.organizationId,
    role: user.role,
    isAdmin: user.role === 'admin' || user.role === 'super_admin',
    name: withKey([user.firstName, user.lastName].filter(Boolean).join(' ') || user.email, user),
  };
}

/** What an API key does is recorded as its creator, with the key's name (DESIGN decision 26). */
function withKey(name: string, user: SessionPrincipal): string {
  return user.apiKey ? `${name} (API key: ${user.apiKey.name})` : name;
}

/** The caller and the organization every tenant query is scoped to (403 without one). */
export const CurrentActor = createParamDecorator((_: unknown, ctx: ExecutionContext): Actor =>
  actorOf(ctx.switchToHttp().getRequest<Request>().user as SessionPrincipal | undefined),
);

/** The signed-in user as loaded from the session (auth and admin calls). */
export const CurrentUser = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): SessionPrincipal | undefined => ctx.switchToHttp().getRequest<Request>().user as SessionPrincipal | undefined,
);
