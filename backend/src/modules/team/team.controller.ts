import type { Invitation as InvitationRecord, Member, SessionUser } from '@scorecard/contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Req, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { TEAM_MESSAGES } from '@scorecard/contracts';
import type { Request } from 'express';
import { Public, Roles } from '../../common/tenancy/access.decorators';
import { Actor } from '../../common/tenancy/actor';
import { CurrentActor } from '../../common/tenancy/current-actor.decorator';
import { AuthService } from '../auth/auth.service';
import { RateLimit, RateLimitGuard } from '../auth/rate-limit';
import { SessionService } from '../auth/session.service';
import { AcceptInvitationDto, ChangeRoleDto, CreateInvitationDto, NoFieldsDto } from './dto/team.dto';
import { InvitationsService } from './invitations.service';
import { TeamService } from './team.service';

/** Settings → Team: the organization's users (DESIGN decision 20). Admins only. */
@ApiTags('team')
@Roles('admin', 'super_admin')
@Controller('members')
export class MembersController {
  constructor(private readonly team: TeamService) {}

  @Get()
  list(@CurrentActor() actor: Actor): Promise<Member[]> {
    return this.team.list(actor);
  }

  @Patch(':userId')
  changeRole(@CurrentActor() actor: Actor, @Param('userId') userId: string, @Body() dto: ChangeRoleDto): Promise<Member> {
    return this.team.changeRole(actor, userId, dto.role);
  }

  @Post(':userId/deactivate')
  @HttpCode(200)
  deactivate(@CurrentActor() actor: Actor, @Param('userId') userId: string, @Body() _body: NoFieldsDto): Promise<Member> {
    return this.team.deactivate(actor, userId);
  }

  @Post(':userId/reactivate')
  @HttpCode(200)
  reactivate(@CurrentActor() actor: Actor, @Param('userId') userId: string, @Body() _body: NoFieldsDto): Promise<Member> {
    return this.team.reactivate(actor, userId);
  }
}

/**
 * The organization admin's invitations. The super admin's `POST /api/invitations/accept` (admin
 * context, the /set-password page) shares the prefix; no route here has that shape.
 */
@ApiTags('team')
@Roles('admin', 'super_admin')
@Controller('invitations')
export class InvitationsController {
  constructor(private readonly invitations: InvitationsService) {}

  @Get()
  list(@CurrentActor() actor: Actor): Promise<InvitationRecord[]> {
    return this.invitations.list(actor);
  }

  @Post()
  invite(@CurrentActor() actor: Actor, @Body() dto: CreateInvitationDto): Promise<InvitationRecord> {
    return this.invitations.invite(actor, dto);
  }

  @Post(':id/resend')
  @HttpCode(200)
  resend(@CurrentActor() actor: Actor, @Param('id') id: string, @Body() _body: NoFieldsDto): Promise<InvitationRecord> {
    return this.invitations.resend(actor, id);
  }

  @Delete(':id')
  revoke(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<InvitationRecord> {
    return this.invitations.revoke(actor, id);
  }
}

/** The invitation link's page: `POST /api/auth/accept-invitation` makes the account and signs it in (a new session). */
@ApiTags('auth')
@Controller('auth')
export class AcceptInvitationController {
  constructor(
    private readonly invitations: InvitationsService,
    private readonly sessions: SessionService,
    private readonly auth: AuthService,
  ) {}

  @Public()
  @Post('accept-invitation')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @RateLimit('verify')
  async accept(@Body() dto: AcceptInvitationDto, @Req() req: Request): Promise<{ message: string; user: SessionUser }> {
    const user = await this.invitations.accept(dto);
    await this.sessions.start(req, user.id);
    const principal = await this.auth.sessionUser(user.id);
    return { message: TEAM_MESSAGES.accepted, user: this.sessions.response(principal!) };
  }
}
