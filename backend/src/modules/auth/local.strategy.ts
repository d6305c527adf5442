import { Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { SessionPrincipal } from '../../common/tenancy/actor';
import { AUTH_MESSAGES, AuthService } from './auth.service';

@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'email', passwordField: 'password' });
  }

  async validate(email: string, password: string): Promise<SessionPrincipal> {
    const user = await this.auth.validateCredentials(email, password);
    if (!user) throw new UnauthorizedException(AUTH_MESSAGES.invalidCredentials);
    return user;
  }
}
