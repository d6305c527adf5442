import type { AuthSession, SessionUser } from '@scorecard/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import type { Request, Response } from 'express';
import { SessionPrincipal } from '../../common/tenancy/actor';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { toUserResponse } from '../users/user.types';
import { deleteSessionOf, deleteSessionsOf, deleteSessionsOfExcept, sessionRowsOf } from './auth.queries';
import { AuthService } from './auth.service';

/**
 * A check run at every password sign-in: true when the user must pass a second step (a TOTP code)
 * before the session is theirs. Registered by the module that owns the second factor
 * (account-security), as mail composers are.
 */
export type SecondStepCheck = (user: SessionPrincipal) => Promise<boolean>;

/** What a session remembers of the sign-in that opened it (DESIGN decision 28: the sessions list). */
interface SessionMeta {
  createdAt: string;
  userAgent: string | null;
  ipAddress: string | null;
}

/** A sign-in waiting for its second step: who, how many wrong codes so far, until when. */
export interface PendingSecondStep {
  userId: string;
  attempts: number;
  expiresAt: number;
}

type SessionBag = Record<string, unknown> & { meta?: SessionMeta; secondStep?: PendingSecondStep };

/** How long a password sign-in waits for its code. */
const SECOND_STEP_MS = 10 * 60 * 1000;

/** Starting and ending browser sessions; express-session rows live in the `session` table. */
@Injectable()
export class SessionService {
  private readonly secondStepChecks: SecondStepCheck[] = [];

  constructor(
    private readonly auth: AuthService,
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  registerSecondStep(check: SecondStepCheck): void {
    this.secondStepChecks.push(check);
  }

  /** Signs a user in by id (sign-up, an accepted invitation): a new session id, with what it was opened from. */
  async start(req: Request, userId: string): Promise<void> {
    const user = await this.auth.sessionUser(userId);
    await this.logIn(req, user!);
  }

  /**
   * A password sign-in: when a second step is due, a new anonymous session waits for the code
   * (every call but the code's answers 401 meanwhile); otherwise the user is signed in. Either way
   * the session id is new (no fixation). Answers whether the code is now awaited.
   */
  async signIn(req: Request, user: SessionPrincipal): Promise<boolean> {
    for (const check of this.secondStepChecks) {
      if (await check(user)) {
        await new Promise<void>((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())));
        (req.session as unknown as SessionBag).secondStep = { userId: user.id, attempts: 0, expiresAt: Date.now() + SECOND_STEP_MS };
        return true;
      }
    }
    await this.logIn(req, user);
    return false;
  }

  /** The sign-in waiting for its code in this session, if any and not expired. */
  pendingSecondStep(req: Request): PendingSecondStep | null {
    const pending = (req.session as unknown as SessionBag | undefined)?.secondStep;
    return pending && pending.expiresAt > Date.now() ? pending : null;
  }

  /** Counts a wrong code; at `max` the attempt ends (the password must be entered again). Answers the attempts left. */
  failSecondStep(req: Request, max: number): number {
    const bag = req.session as unknown as SessionBag;
    const pending = bag.secondStep;
    if (!pending) return 0;
    pending.attempts += 1;
    if (pending.attempts >= max) {
      delete bag.secondStep;
      return 0;
    }
    return max - pending.attempts;
  }

  /** The code checked out: the waiting session becomes the user's (with a new id again). */
  async completeSecondStep(req: Request): Promise<SessionPrincipal | null> {
    const pending = this.pendingSecondStep(req);
    if (!pending) return null;
    const user = await this.auth.sessionUser(pending.userId);
    if (!user) return null;
    await this.logIn(req, user);
    return user;
  }

  /** Logout removes the session row itself, not just the user inside it. */
  async end(req: Request, res: Response): Promise<void> {
    await new Promise<void>((resolve, reject) => req.logout((err) => (err ? reject(err) : resolve())));
    if (req.session) await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
    res.clearCookie('scorecard.sid', { path: '/' });
  }

  /** Ends every open session of the user, on the caller's transaction (a deactivation, a password reset). */
  endAllFor(manager: EntityManager, userId: string): Promise<number> {
    return deleteSessionsOf(manager, userId);
  }

  /** Ends every session of the user but the caller's own (a password change). */
  endOthers(manager: EntityManager, req: Request, userId: string): Promise<number> {
    return deleteSessionsOfExcept(manager, userId, req.sessionID);
  }

  /** The caller's open sessions; `id` is an HMAC of the session id, never the cookie's value. */
  async list(req: Request, userId: string): Promise<AuthSession[]> {
    const rows = await sessionRowsOf(this.dataSource.manager, userId);
    return rows.map(({ sid, sess, expire }) => {
      const meta = (sess as SessionBag).meta;
      const maxAge = Number((sess.cookie as { originalMaxAge?: number } | undefined)?.originalMaxAge) || 0;
      const lastSeen = new Date(new Date(expire).getTime() - maxAge);
      return {
        id: this.handleOf(sid),
        createdAt: meta?.createdAt ?? lastSeen.toISOString(),
        lastSeenAt: lastSeen.toISOString(),
        userAgent: meta?.userAgent ?? null,
        ipAddress: meta?.ipAddress ?? null,
        current: sid === req.sessionID,
      };
    });
  }

  /** Ends the caller's session with this handle; false when no session of theirs has it. */
  async endOne(manager: EntityManager, userId: string, handle: string): Promise<boolean> {
    const rows = await sessionRowsOf(manager, userId);
    const row = rows.find((r) => this.handleOf(r.sid) === handle);
    return row ? deleteSessionOf(manager, userId, row.sid) : false;
  }

  response(user: SessionPrincipal): SessionUser {
    return toUserResponse({ ...user, profileImageUrl: null });
  }

  private handleOf(sid: string): string {
    return createHmac('sha256', this.config.sessionSecret).update(`session:${sid}`).digest('base64url').slice(0, 32);
  }

  /** passport 0.7 regenerates the session id on logIn, so a planted session id is worthless. */
  private async logIn(req: Request, user: SessionPrincipal): Promise<void> {
    await new Promise<void>((resolve, reject) => req.logIn(user, (err) => (err ? reject(err) : resolve())));
    const userAgent = req.get('user-agent');
    (req.session as unknown as SessionBag).meta = { createdAt: new Date().toISOString(), userAgent: userAgent ? userAgent.slice(0, 300) : null, ipAddress: req.ip ?? null };
  }
}
