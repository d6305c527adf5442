import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { SessionPrincipal } from '../../common/tenancy/actor';

/** The super admin acting and where from: every admin action is logged with both. */
export interface AdminCaller {
  userId: string;
  ipAddress: string | null;
  userAgent: string | null;
}

export const CurrentAdmin = createParamDecorator((_: unknown, ctx: ExecutionContext): AdminCaller => {
  const req = ctx.switchToHttp().getRequest<Request>();
  const user = req.user as SessionPrincipal;
  return {
    userId: user.id,
    ipAddress: (req.ip ?? req.socket.remoteAddress ?? null)?.slice(0, 64) ?? null,
    userAgent: req.get('user-agent')?.slice(0, 512) ?? null,
  };
});
