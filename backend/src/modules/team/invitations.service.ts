import type { Invitation as InvitationRecord } from '@scorecard/contracts';
import { ConflictException, GoneException, Inject, Injectable, NotFoundException, OnModuleInit, UnprocessableEntityException } from '@nestjs/common';
import { ACCESS_MESSAGES, TEAM_MESSAGES as M } from '@scorecard/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { Actor } from '../../common/tenancy/actor';
import { isUuid, TenantRepository } from '../../common/tenancy/tenant-repository';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ActivitiesService } from '../activities/activities.service';
import { newLinkToken, sha256 } from '../auth/secrets';
import { EmployeeService } from '../employees/employee.service';
import { MailService } from '../mail/mail.service';
import { OrganizationsService } from '../organizations/organizations.service';
import { hashPassword } from '../users/password';
import { UserAccountsService } from '../users/user-accounts.service';
import { UserAccount } from '../users/user.types';
import { UsersService } from '../users/users.service';
import { AcceptInvitationDto, CreateInvitationDto, toInvitationResponse } from './dto/team.dto';
import { Invitation } from './invitation.entity';
import { composeInvitationMail, TEAM_INVITATION_MAIL, TeamInvitationMailJob } from './invitation-mail';
import { countOpenInvitations, lockInvitationByToken, retireExpiredInvitations } from './team.queries';

export const TEAM_INVITATION_VALIDITY_MS = 7 * 24 * 3600 * 1000;

const employeeRole = (role: string) => (role === 'user' ? ('Employee' as const) : ('Admin' as const));

function isUniqueViolation(err: unknown, constraint: string): boolean {
  const driver = (err as { driverError?: { code?: string; constraint?: string } })?.driverError;
  return driver?.code === '23505' && driver.constraint === constraint;
}

/**
 * An organization admin's invitations (DESIGN decision 20). The link's token is made when the mail
 * is built (the job carries ids only) and stored as a hash; a resend or a revoke voids it at once.
 * Accepting makes the account in the inviting organization, verified, with an employee record.
 */
@Injectable()
export class InvitationsService implements OnModuleInit {
  private readonly invitations: TenantRepository<Invitation>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly users: UsersService,
    private readonly accounts: UserAccountsService,
    private readonly employees: EmployeeService,
    private readonly organizations: OrganizationsService,
    private readonly activities: ActivitiesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.invitations = new TenantRepository(dataSource.manager, Invitation, M.invitationNotFound);
  }

  onModuleInit(): void {
    this.mail.register<TeamInvitationMailJob>(TEAM_INVITATION_MAIL, (job) => this.composeMail(job.organizationId!, job.invitationId!));
  }

  /** Newest first: pending, expired, accepted and revoked alike (the screen shows the open ones). */
  async list(actor: Actor): Promise<InvitationRecord[]> {
    const rows = await this.invitations.find(actor.organizationId, {}, { order: { createdAt: 'DESC' } });
    const now = Date.now();
    return rows.map((row) => toInvitationResponse(row, now));
  }

  async invite(actor: Actor, dto: CreateInvitationDto): Promise<InvitationRecord> {
    const organizationId = actor.organizationId;
    let row: Invitation;
    try {
      row = await this.dataSource.transaction(async (manager) => {
        // The organization's row is the lock every seat check of it waits on.
        const organization = await this.organizations.lockForCreate(manager, organizationId);
        if (!organization) throw new NotFoundException(M.invitationNotFound);
        if (await this.accounts.emailTaken(manager, dto.email)) throw new ConflictException(M.emailTaken);
        await retireExpiredInvitations(organizationId, manager, dto.email);
        if (await this.invitations.in(manager).count(organizationId, { email: dto.email, status: 'pending' })) throw new ConflictException(M.invitationPending);
        if (dto.employeeId && !(await this.employees.isWithoutUser(manager, organizationId, dto.employeeId))) throw new ConflictException(M.employeeLinked);
        await this.checkSeat(manager, organizationId, organization.maxUsers);
        return this.activities.saveAndRecord(
          manager,
          actor,
          () =>
            this.invitations.in(manager).insert(organizationId, {
              email: dto.email,
              firstName: dto.firstName,
              lastName: dto.lastName,
              role: dto.role,
              employeeId: dto.employeeId ?? null,
              status: 'pending',
              tokenHash: null,
              expiresAt: new Date(Date.now() + TEAM_INVITATION_VALIDITY_MS),
              invitedById: actor.userId,
            }),
          { action: 'invited', entityType: 'invitation', category: 'Organization', entityName: (r) => r.email, details: (r) => ({ role: r.role, employeeId: r.employeeId }) },
        );
      });
    } catch (err) {
      // Pending in another organization: its e-mail is unique while it waits.
      if (isUniqueViolation(err, 'UQ_invitation_pending_email')) throw new ConflictException(M.invitationPending);
      throw err;
    }
    await this.sendMail(row);
    return toInvitationResponse(row);
  }

  /** A new link, valid 7 days from now; the old one stops working at once. */
  async resend(actor: Actor, id: string): Promise<InvitationRecord> {
    const row = await this.dataSource.transaction(async (manager) => {
      const row = await this.lockPending(manager, actor.organizationId, id);
      if (await this.accounts.emailTaken(manager, row.email)) throw new ConflictException(M.emailTaken);
      row.tokenHash = null;
      row.expiresAt = new Date(Date.now() + TEAM_INVITATION_VALIDITY_MS);
      const saved = await this.invitations.in(manager).update(actor.organizationId, row, ['tokenHash', 'expiresAt']);
      await this.activities.record(manager, actor, { action: 'invitation_resent', entityType: 'invitation', entityId: row.id, entityName: row.email, category: 'Organization' });
      return saved;
    });
    await this.sendMail(row);
    return toInvitationResponse(row);
  }

  /** Revoked: its link answers 410 from now on. */
  async revoke(actor: Actor, id: string): Promise<InvitationRecord> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.lockPending(manager, actor.organizationId, id);
      row.status = 'revoked';
      row.tokenHash = null;
      const saved = await this.invitations.in(manager).update(actor.organizationId, row, ['status', 'tokenHash']);
      await this.activities.record(manager, actor, { action: 'invitation_revoked', entityType: 'invitation', entityId: row.id, entityName: row.email, category: 'Organization' });
      return toInvitationResponse(saved);
    });
  }

  /**
   * The link's page: the account is made in the inviting organization (verified: the mail reached
   * them), with the invitation's role, linked to the employee it named or to a record of its own.
   * Answers the new account; the caller signs it in.
   */
  async accept(dto: AcceptInvitationDto): Promise<UserAccount> {
    const passwordHash = await hashPassword(dto.password);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const found = await lockInvitationByToken(manager, sha256(dto.token));
        const row = found ? await this.invitations.in(manager).findOne(found.organizationId, found.id) : null;
        if (!row || row.status !== 'pending' || row.expiresAt.getTime() <= Date.now()) throw new GoneException(M.invitationGone);
        if (await this.accounts.emailTaken(manager, row.email)) throw new ConflictException(M.emailTaken);
        const firstName = dto.firstName ?? row.firstName;
        const lastName = dto.lastName ?? row.lastName;
        const user = await this.accounts.createInTransaction(manager, {
          email: row.email,
          passwordHash,
          firstName,
          lastName,
          role: row.role,
          organizationId: row.organizationId,
          emailVerified: true,
        });
        await this.accounts.updateAcrossOrganizations(manager, user.id, { lastLoginAt: new Date() });
        await this.employees.linkInvitedUser(manager, row.organizationId, row.employeeId, {
          userId: user.id,
          name: `${firstName} ${lastName}`.trim(),
          email: row.email,
          role: employeeRole(row.role),
        });
        row.status = 'accepted';
        row.tokenHash = null;
        row.acceptedUserId = user.id;
        row.acceptedAt = new Date();
        await this.invitations.in(manager).update(row.organizationId, row, ['status', 'tokenHash', 'acceptedUserId', 'acceptedAt']);
        const actor: Actor = { userId: user.id, organizationId: row.organizationId, role: row.role, isAdmin: row.role === 'admin', name: `${firstName} ${lastName}`.trim() };
        await this.activities.record(manager, actor, { action: 'invitation_accepted', entityType: 'user', entityId: user.id, entityName: row.email, category: 'Organization' });
        return user;
      });
    } catch (err) {
      if (isUniqueViolation(err, 'UQ_user_email')) throw new ConflictException(M.emailTaken);
      throw err;
    }
  }

  /**
   * Runs in the mail processor: a fresh token for an invitation still pending (replacing any
   * earlier one, so a retried job's newest mail is the one that works), and its mail.
   */
  async composeMail(organizationId: string, invitationId: string) {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.lockRow(manager, organizationId, invitationId);
      if (!row || row.status !== 'pending' || row.expiresAt.getTime() <= Date.now()) return null;
      const token = newLinkToken();
      row.tokenHash = sha256(token);
      await this.invitations.in(manager).update(organizationId, row, ['tokenHash']);
      const organizationName = (await this.organizations.nameOf(manager, organizationId)) ?? 'Scorecard';
      const link = `${this.config.appUrl}/accept-invitation?token=${encodeURIComponent(token)}`;
      return composeInvitationMail({ to: row.email, firstName: row.firstName, organizationName, link, expiresAt: row.expiresAt });
    });
  }

  /** Each account and each invitation still open holds a seat of the plan (DESIGN decisions 8 and 20). */
  private async checkSeat(manager: EntityManager, organizationId: string, maxUsers: number): Promise<void> {
    const seats = (await this.users.count(organizationId, manager)) + (await countOpenInvitations(organizationId, manager));
    if (seats >= maxUsers) throw new UnprocessableEntityException(ACCESS_MESSAGES.limitReached('users', maxUsers));
  }

  private async lockPending(manager: EntityManager, organizationId: string, id: string): Promise<Invitation> {
    const row = await this.lockRow(manager, organizationId, id);
    if (!row) throw new NotFoundException(M.invitationNotFound);
    if (row.status !== 'pending') throw new UnprocessableEntityException(M.notPending);
    return row;
  }

  /** The organization's invitation, locked until the transaction ends; null for a malformed or another organization's id. */
  private async lockRow(manager: EntityManager, organizationId: string, id: string): Promise<Invitation | null> {
    if (!isUuid(id)) return null;
    return (await this.invitations.in(manager).query(organizationId, 'i').andWhere('i.id = :id', { id }).setLock('pessimistic_write').getOne()) ?? null;
  }

  private sendMail(row: Invitation): Promise<void> {
    return this.mail.send<TeamInvitationMailJob>(TEAM_INVITATION_MAIL, { organizationId: row.organizationId, invitationId: row.id });
  }
}
