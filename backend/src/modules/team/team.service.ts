import type { Member, MemberRole } from '@scorecard/contracts';
import { Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { ACCESS_MESSAGES, TEAM_MESSAGES as M } from '@scorecard/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { Actor } from '../../common/tenancy/actor';
import { ActivitiesService } from '../activities/activities.service';
import { SessionService } from '../auth/session.service';
import { EmployeeService } from '../employees/employee.service';
import { MemberRow } from '../users/user.types';
import { displayName, UsersService } from '../users/users.service';
import { memberRole, toMemberResponse } from './dto/team.dto';
import { countOpenInvitations } from './team.queries';

/**
 * An organization admin's people (DESIGN decision 20): roles, deactivation and reactivation. A
 * deactivated member keeps their account and everything they own; they cannot sign in and their
 * sessions end with the deactivation. The organization always keeps one active admin.
 */
@Injectable()
export class TeamService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly employees: EmployeeService,
    private readonly sessions: SessionService,
    private readonly activities: ActivitiesService,
  ) {}

  /**
   * Each account and each open invitation holds a seat of the plan (DESIGN decisions 8 and 20):
   * refused with the user-limit message. On the caller's transaction, the organization's row locked
   * (single sign-on's first sign-in makes a member this way).
   */
  async checkSeat(manager: EntityManager, organizationId: string, maxUsers: number): Promise<void> {
    const seats = (await this.users.count(organizationId, manager)) + (await countOpenInvitations(organizationId, manager));
    if (seats >= maxUsers) throw new UnprocessableEntityException(ACCESS_MESSAGES.limitReached('users', maxUsers));
  }

  async list(actor: Actor): Promise<Member[]> {
    const rows = await this.users.members(actor.organizationId);
    const employeeIds = await this.employees.idsForUsers(actor.organizationId, rows.map((r) => r.id));
    return rows.map((row) => toMemberResponse(row, employeeIds.get(row.id) ?? null));
  }

  async changeRole(actor: Actor, userId: string, role: MemberRole): Promise<Member> {
    return this.dataSource.transaction(async (manager) => {
      const admins = await this.users.lockActiveAdmins(actor.organizationId, manager);
      const member = await this.lockMember(manager, actor, userId);
      const from = memberRole(member.role);
      if (from === role) return this.respond(manager, actor, member);
      if (member.role === 'super_admin') throw new UnprocessableEntityException(M.superAdmin);
      if (from === 'admin' && !member.deactivatedAt) this.keepAnAdmin(admins, userId);
      await this.users.setRole(actor.organizationId, manager, userId, role);
      await this.employees.placeUser(manager, actor.organizationId, { userId, name: displayName(member), email: member.email, role: role === 'admin' ? 'Admin' : 'Employee' }, true);
      await this.activities.record(manager, actor, {
        action: 'role_changed',
        entityType: 'user',
        entityId: userId,
        entityName: displayName(member),
        category: 'Organization',
        details: { role: { from, to: role } },
      });
      return this.respond(manager, actor, { ...member, role });
    });
  }

  /** The member can no longer sign in, and every open session of theirs ends now. */
  async deactivate(actor: Actor, userId: string): Promise<Member> {
    return this.dataSource.transaction(async (manager) => {
      const admins = await this.users.lockActiveAdmins(actor.organizationId, manager);
      const member = await this.lockMember(manager, actor, userId);
      if (member.deactivatedAt) return this.respond(manager, actor, member);
      if (member.role === 'super_admin') throw new UnprocessableEntityException(M.superAdmin);
      if (member.role === 'admin') this.keepAnAdmin(admins, userId);
      const at = new Date();
      await this.users.setDeactivated(actor.organizationId, manager, userId, at);
      const ended = await this.sessions.endAllFor(manager, userId);
      await this.activities.record(manager, actor, {
        action: 'deactivated',
        entityType: 'user',
        entityId: userId,
        entityName: displayName(member),
        category: 'Organization',
        details: { sessionsEnded: ended },
      });
      return this.respond(manager, actor, { ...member, deactivatedAt: at });
    });
  }

  async reactivate(actor: Actor, userId: string): Promise<Member> {
    return this.dataSource.transaction(async (manager) => {
      const member = await this.lockMember(manager, actor, userId);
      if (!member.deactivatedAt) return this.respond(manager, actor, member);
      await this.users.setDeactivated(actor.organizationId, manager, userId, null);
      await this.activities.record(manager, actor, { action: 'reactivated', entityType: 'user', entityId: userId, entityName: displayName(member), category: 'Organization' });
      return this.respond(manager, actor, { ...member, deactivatedAt: null });
    });
  }

  private async lockMember(manager: EntityManager, actor: Actor, userId: string): Promise<MemberRow> {
    const member = await this.users.member(actor.organizationId, userId, manager, true);
    if (!member) throw new NotFoundException(M.memberNotFound);
    return member;
  }

  /** 422 when `userId` is the organization's only active admin. */
  private keepAnAdmin(activeAdmins: string[], userId: string): void {
    if (!activeAdmins.some((id) => id !== userId)) throw new UnprocessableEntityException(M.lastAdmin);
  }

  private async respond(manager: EntityManager, actor: Actor, member: MemberRow): Promise<Member> {
    const ids = await this.employees.idsForUsers(actor.organizationId, [member.id], manager);
    return toMemberResponse(member, ids.get(member.id) ?? null);
  }
}
