import type { AuthSession, SessionUser, TwoFactorStatus } from '@scorecard/contracts';
import { SECURITY_MESSAGES as M } from '@scorecard/contracts';
import { BadRequestException, Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, Post, Req, UnauthorizedException, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { SessionPrincipal } from '../../common/tenancy/actor';
import { Public } from '../../common/tenancy/access.decorators';
import { CurrentUser } from '../../common/tenancy/current-actor.decorator';
import { RateLimit, RateLimitGuard } from '../auth/rate-limit';
import { SessionService } from '../auth/session.service';
import { UserAccountsService } from '../users/user-accounts.service';
import { ChangePasswordDto, ForgotPasswordDto, ResetPasswordDto, TotpCodeDto, TwoFactorCodeDto } from './dto/account-security.dto';
import { PasswordService } from './password.service';
import { recordSecurityActivity } from './security-activity';
import { AllowWithoutTwoFactor } from './two-factor-requirement.guard';
import { TwoFactorService } from './two-factor.service';
import { ActivitiesService } from '../activities/activities.service';

/** Wrong codes that end a sign-in waiting for its second step. */
export const MAX_WRONG_CODES = 5;

/** Account security under /api/auth (DESIGN decision 28): reset and change password, sessions, two-factor. */
@ApiTags('auth')
@Controller('auth')
export class AccountSecurityController {
  constructor(
    private readonly passwords: PasswordService,
    private readonly twoFactor: TwoFactorService,
    private readonly sessions: SessionService,
    private readonly accounts: UserAccountsService,
    private readonly activities: ActivitiesService,
    private readonly dataSource: DataSource,
  ) {}

  /** 200 whether or not the account exists; the work happens after the answer. */
  @Public()
  @Post('forgot-password')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @RateLimit('password-reset')
  forgotPassword(@Body() dto: ForgotPasswordDto): { message: string } {
    this.passwords.requestResetLater(dto.email);
    return { message: M.resetRequested };
  }

  @Public()
  @Post('reset-password')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @RateLimit('password-reset')
  async resetPassword(@Body() dto: ResetPasswordDto): Promise<{ message: string }> {
    await this.passwords.reset(dto.token, dto.password);
    return { message: M.passwordReset };
  }

  @Post('change-password')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @RateLimit('change-password')
  async changePassword(@CurrentUser() user: SessionPrincipal, @Body() dto: ChangePasswordDto, @Req() req: Request): Promise<{ message: string }> {
    await this.passwords.change(req, user.id, dto.currentPassword, dto.newPassword);
    return { message: M.passwordChanged };
  }

  @Get('sessions')
  sessionsList(@CurrentUser() user: SessionPrincipal, @Req() req: Request): Promise<AuthSession[]> {
    return this.sessions.list(req, user.id);
  }

  @Delete('sessions/:id')
  async endSession(@CurrentUser() user: SessionPrincipal, @Param('id') id: string): Promise<{ message: string }> {
    await this.dataSource.transaction(async (manager) => {
      if (!(await this.sessions.endOne(manager, user.id, id))) throw new NotFoundException(M.sessionNotFound);
      await recordSecurityActivity(this.activities, manager, user, 'session_ended');
    });
    return { message: M.sessionEnded };
  }

  @AllowWithoutTwoFactor()
  @Get('2fa')
  twoFactorStatus(@CurrentUser() user: SessionPrincipal): Promise<TwoFactorStatus> {
    return this.twoFactor.status(user);
  }

  @AllowWithoutTwoFactor()
  @Post('2fa/setup')
  @HttpCode(200)
  setup(@CurrentUser() user: SessionPrincipal): Promise<{ secret: string; otpauthUrl: string }> {
    return this.twoFactor.setup(user);
  }

  @AllowWithoutTwoFactor()
  @Post('2fa/enable')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @RateLimit('two-factor')
  enable(@CurrentUser() user: SessionPrincipal, @Body() dto: TotpCodeDto): Promise<{ recoveryCodes: string[] }> {
    return this.twoFactor.enable(user, dto.code);
  }

  @Post('2fa/disable')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @RateLimit('two-factor')
  async disable(@CurrentUser() user: SessionPrincipal, @Body() dto: TwoFactorCodeDto): Promise<{ message: string }> {
    await this.twoFactor.disable(user, dto.code);
    return { message: M.twoFactorDisabled };
  }

  /**
   * The sign-in's second step: a TOTP code or an unused recovery code completes the sign-in waiting
   * in this session (a new session id again); five wrong codes end it.
   */
  @Public()
  @Post('2fa/verify')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @RateLimit('two-factor')
  async verify(@Body() dto: TwoFactorCodeDto, @Req() req: Request): Promise<{ message: string; user: SessionUser }> {
    const pending = this.sessions.pendingSecondStep(req);
    if (!pending) throw new UnauthorizedException(M.noSignInWaiting);
    if (!(await this.twoFactor.check(pending.userId, dto.code))) {
      const left = this.sessions.failSecondStep(req, MAX_WRONG_CODES);
      if (left === 0) throw new UnauthorizedException(M.tooManyCodes);
      throw new BadRequestException(M.invalidCode);
    }
    const user = await this.sessions.completeSecondStep(req);
    if (!user) throw new UnauthorizedException(M.noSignInWaiting);
    return { message: M.signedIn, user: this.sessions.response(user) };
  }
}
