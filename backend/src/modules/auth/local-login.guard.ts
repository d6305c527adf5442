import { ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { SessionPrincipal } from '../../common/tenancy/actor';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { apiValidationPipe } from '../../common/validation.pipe';
import { PASSWORD_SIGN_IN, PasswordSignIn } from './auth.events';
import { AUTH_MESSAGES } from './auth.service';
import { LoginDto } from './dto/auth.dto';
import { SessionService } from './session.service';

/** Validates the body like any DTO, runs passport-local, then starts a fresh session (new id), or the second step. */
@Injectable()
export class LocalLoginGuard extends AuthGuard('local') {
  private readonly pipe = apiValidationPipe();

  constructor(
    private readonly sessions: SessionService,
    private readonly events: EventEmitter2,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    req.body = await this.pipe.transform(req.body ?? {}, { type: 'body', metatype: LoginDto });
    // Before the password is checked: single sign-on refuses an enforced domain (DESIGN decision 27).
    await this.events.emitAsync(PASSWORD_SIGN_IN, { email: (req.body as LoginDto).email } satisfies PasswordSignIn);
    await super.canActivate(context);
    // A new session id either way (no fixation): the user's, or one waiting for the second step.
    await this.sessions.signIn(req, req.user as SessionPrincipal);
    return true;
  }

  override handleRequest<T>(err: unknown, user: T): T {
    if (err) throw err;
    if (!user) throw new UnauthorizedException(AUTH_MESSAGES.invalidCredentials);
    return user;
  }
}
