import type { SessionUser } from '@scorecard/contracts';
import { SessionPrincipal } from '../../common/tenancy/actor';
import { Body, Controller, Get, HttpCode, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AllowUnverified, Public } from '../../common/tenancy/access.decorators';
import { CurrentUser } from '../../common/tenancy/current-actor.decorator';
import { toUserResponse } from '../users/user.types';
import { AUTH_MESSAGES, AuthService } from './auth.service';
import { EmailDto, SignupDto, VerifyOtpDto } from './dto/auth.dto';
import { LocalLoginGuard } from './local-login.guard';
import { RateLimit, RateLimitGuard } from './rate-limit';
import { VERIFY_MESSAGES, VerificationService } from './verification.service';
import { SessionService } from './session.service';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly verification: VerificationService,
    private readonly sessions: SessionService,
  ) {}

  @Public()
  @Post('signup')
  @UseGuards(RateLimitGuard)
  @RateLimit('signup')
  async signup(@Body() dto: SignupDto, @Req() req: Request): Promise<{ message: string; user: SessionUser }> {
    const user = await this.auth.signup(dto);
    await this.sessions.start(req, user.id);
    return { message: AUTH_MESSAGES.signedUp, user: toUserResponse(user) };
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  @UseGuards(RateLimitGuard, LocalLoginGuard)
  @RateLimit('login')
  login(@CurrentUser() user: SessionPrincipal, @Req() req: Request): { message: string; user: SessionUser } | { twoFactorRequired: true } {
    // DESIGN decision 28: a user with two-factor authentication is asked for the code first.
    if (this.sessions.pendingSecondStep(req)) return { twoFactorRequired: true };
    return { message: 'Login successful', user: this.sessions.response(user) };
  }

  @Public()
  @Post('logout')
  @HttpCode(200)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ message: string }> {
    await this.sessions.end(req, res);
    return { message: AUTH_MESSAGES.loggedOut };
  }

  @AllowUnverified()
  @Get('user')
  user(@CurrentUser() user: SessionPrincipal): SessionUser {
    return this.sessions.response(user);
  }

  @AllowUnverified()
  @Post('verify-otp')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @RateLimit('verify')
  async verifyOtp(@CurrentUser() user: SessionPrincipal, @Body() dto: VerifyOtpDto): Promise<{ message: string; user: SessionUser }> {
    if (user.emailVerified) return { message: VERIFY_MESSAGES.alreadyVerified, user: this.sessions.response(user) };
    await this.verification.verifyCode(user.id, dto.otpCode);
    return { message: VERIFY_MESSAGES.verified, user: this.sessions.response({ ...user, emailVerified: true }) };
  }

  @Public()
  @Post('resend-verification')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @RateLimit('resend')
  async resend(@Body() dto: EmailDto): Promise<{ message: string }> {
    await this.verification.resend(dto.email);
    return { message: VERIFY_MESSAGES.resent };
  }

  @Public()
  @Post('send-verification')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @RateLimit('resend')
  async sendVerification(@Body() dto: EmailDto): Promise<{ message: string }> {
    await this.verification.resend(dto.email);
    return { message: 'Verification email sent! Please check your inbox.' };
  }

  @Public()
  @Get('verify-email')
  @UseGuards(RateLimitGuard)
  @RateLimit('verify')
  async verifyEmail(@Query('token') token: unknown): Promise<{ message: string }> {
    await this.verification.verifyLink(typeof token === 'string' ? token : undefined);
    return { message: VERIFY_MESSAGES.verified };
  }

  @AllowUnverified()
  @Get('verification-status')
  status(@CurrentUser() user: SessionPrincipal): { email: string; emailVerified: boolean } {
    return { email: user.email, emailVerified: user.emailVerified };
  }
}

const PLANS = new Set(['free', 'professional', 'enterprise']);

/** `GET /api/login` (plan buttons): the sign-up entry of the landing page (DESIGN decision 5). */
@ApiTags('auth')
@Controller()
export class LoginEntryController {
  @Public()
  @Get('login')
  entry(@Query('plan') plan: unknown, @Res() res: Response): void {
    const chosen = typeof plan === 'string' && PLANS.has(plan) ? plan : 'free';
    res.redirect(302, `/?signup=1&plan=${chosen}`);
  }
}
