import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import { SessionPrincipal } from '../../common/tenancy/actor';
import { AuthService } from './auth.service';

/** The session keeps only the user id; role, verification and suspension are re-read each request. */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(private readonly auth: AuthService) {
    super();
  }

  serializeUser(user: SessionPrincipal, done: (err: Error | null, id?: string) => void): void {
    done(null, user.id);
  }

  deserializeUser(id: string, done: (err: Error | null, user?: SessionPrincipal | false) => void): void {
    this.auth.sessionUser(id).then(
      (user) => done(null, user ?? false),
      (err: Error) => done(err),
    );
  }
}
