import { ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { apiValidationPipe } from '../../common/validation.pipe';
import { AUTH_MESSAGES } from './auth.service';
import { LoginDto } from './dto/auth.dto';

/** Validates the body like any DTO, runs passport-local, then starts a fresh session (new id). */
@Injectable()
export class LocalLoginGuard extends AuthGuard('local') {
  private readonly pipe = apiValidationPipe();

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    req.body = await this.pipe.transform(req.body ?? {}, { type: 'body', metatype: LoginDto });
    await super.canActivate(context);
    // passport 0.7 regenerates the session id on logIn, so a planted session id is worthless.
    await super.logIn(req);
    return true;
  }

  override handleRequest<T>(err: unknown, user: T): T {
    if (err) throw err;
    if (!user) throw new UnauthorizedException(AUTH_MESSAGES.invalidCredentials);
    return user;
  }
}
