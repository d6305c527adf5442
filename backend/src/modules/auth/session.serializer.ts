import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import passport from 'passport';
import { SessionPrincipal } from '../../common/tenancy/actor';
import { LOADED_PRINCIPAL } from '../../common/tenancy/session-principal';
import { AuthService } from './auth.service';

/**
 * The session keeps only the user id; role, verification and suspension are re-read each request.
 * The session store reads them with the session row (common/session-store.ts); a session that
 * came without them (just signed in) reads them by id.
 */
@Injectable()
export class SessionSerializer {
  constructor(private readonly auth: AuthService) {
    passport.serializeUser((user, done) => done(null, (user as SessionPrincipal).id));
    // Three parameters: passport hands in the request, whose session carries what the store read.
    passport.deserializeUser((req: Request, id: string, done: (err: unknown, user?: SessionPrincipal | false) => void) => {
      const loaded = (req.session as unknown as Record<string, unknown> | undefined)?.[LOADED_PRINCIPAL] as SessionPrincipal | null | undefined;
      if (loaded !== undefined && (loaded === null || loaded.id === id)) return done(null, loaded ?? false);
      this.auth.sessionUser(id).then(
        (user) => done(null, user ?? false),
        (err: unknown) => done(err),
      );
    });
  }
}
