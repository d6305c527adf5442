import type { SessionUser } from '@scorecard/contracts';
import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { SessionPrincipal } from '../../common/tenancy/actor';
import { EntityManager } from 'typeorm';
import { toUserResponse } from '../users/user.types';
import { deleteSessionsOf } from './auth.queries';
import { AuthService } from './auth.service';

/** Starting and ending browser sessions; express-session rows live in the `session` table. */
@Injectable()
export class SessionService {
  constructor(private readonly auth: AuthService) {}

  async start(req: Request, userId: string): Promise<void> {
    const user = await this.auth.sessionUser(userId);
    await new Promise<void>((resolve, reject) => req.logIn(user!, (err) => (err ? reject(err) : resolve())));
  }

  /** Logout removes the session row itself, not just the user inside it. */
  async end(req: Request, res: Response): Promise<void> {
    await new Promise<void>((resolve, reject) => req.logout((err) => (err ? reject(err) : resolve())));
    if (req.session) await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
    res.clearCookie('scorecard.sid', { path: '/' });
  }

  /** Ends every open session of the user, on the caller's transaction (a deactivation). */
  endAllFor(manager: EntityManager, userId: string): Promise<number> {
    return deleteSessionsOf(manager, userId);
  }

  response(user: SessionPrincipal): SessionUser {
    return toUserResponse({ ...user, profileImageUrl: null });
  }
}
