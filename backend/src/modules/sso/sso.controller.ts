import type { SsoDiscovery, SsoSettings, SsoTestResult } from '@scorecard/contracts';
import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public, Roles } from '../../common/tenancy/access.decorators';
import { Actor } from '../../common/tenancy/actor';
import { CurrentActor } from '../../common/tenancy/current-actor.decorator';
import { RateLimit, RateLimitGuard } from '../auth/rate-limit';
import { SsoSettingsDto, SsoTestDto } from './dto/sso.dto';
import { SsoLoginService } from './sso-login.service';
import { SsoService } from './sso.service';

/** Settings → SSO (DESIGN decision 27): the organization's OpenID Connect provider. Admins only. */
@ApiTags('sso')
@Roles('admin', 'super_admin')
@Controller('settings/sso')
export class SsoSettingsController {
  constructor(private readonly sso: SsoService) {}

  @Get()
  get(@CurrentActor() actor: Actor): Promise<SsoSettings> {
    return this.sso.get(actor);
  }

  @Put()
  put(@CurrentActor() actor: Actor, @Body() dto: SsoSettingsDto): Promise<SsoSettings> {
    return this.sso.put(actor, dto);
  }

  /** Beyond the contract: single sign-on off, its domains released. Answers the (empty) configuration. */
  @Delete()
  remove(@CurrentActor() actor: Actor): Promise<SsoSettings> {
    return this.sso.remove(actor);
  }

  /** "Test connection": OpenID discovery against the issuer; answers 200 with what it found or why not. */
  @Post('test')
  @HttpCode(200)
  test(@CurrentActor() actor: Actor, @Body() dto: SsoTestDto): Promise<SsoTestResult> {
    return this.sso.test(actor, dto);
  }
}

/** The browser's side of the flow: start, the provider's callback, and the sign-in dialog's lookup. */
@ApiTags('auth')
@Controller('auth/sso')
export class SsoAuthController {
  constructor(
    private readonly sso: SsoService,
    private readonly login: SsoLoginService,
  ) {}

  /** Beyond the contract: whether the sign-in dialog offers single sign-on for this e-mail. */
  @Public()
  @Get('discover')
  discover(@Query('email') email: unknown): Promise<SsoDiscovery> {
    return this.sso.lookup(email);
  }

  @Public()
  @Get('start')
  @UseGuards(RateLimitGuard)
  @RateLimit('sso')
  async start(@Req() req: Request, @Res() res: Response, @Query('email') email: unknown): Promise<void> {
    const started = await this.login.start(req, email);
    res.redirect(302, 'url' in started ? started.url : `/?sso_error=${started.error}`);
  }

  @Public()
  @Get('callback')
  @UseGuards(RateLimitGuard)
  @RateLimit('sso')
  async callback(@Req() req: Request, @Res() res: Response): Promise<void> {
    const outcome = await this.login.callback(req);
    if (outcome.ok) return res.redirect(302, outcome.location);
    res.redirect(302, `/?sso_error=${outcome.error}${outcome.limit ? `&limit=${outcome.limit}` : ''}`);
  }
}
