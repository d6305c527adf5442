import { ConflictException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { ACCESS_MESSAGES, ADMIN_MESSAGES as M, AdminUser, AdminUserDetails, UserRole } from '@scorecard/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { ListResult, parseListParams } from '../../common/list-query';
import { isUuid } from '../../common/tenancy/tenant-repository';
import type { EmployeeRole } from '@scorecard/contracts';
import { EmployeeService } from '../employees/employee.service';
import { OrganizationsService } from '../organizations/organizations.service';
import { UserAccountsService } from '../users/user-accounts.service';
import { UsersService } from '../users/users.service';
import { UserAccount } from '../users/user.types';
import { DISPLAY_STATUS, usersSelect } from './admin.read-model';
import { AdminCaller } from './admin-caller';
import { iso, isUniqueViolation, listRaw } from './admin-list';
import { AdminLogService } from './admin-log.service';
import { CreateAdminUserDto, UpdateAdminUserDto } from './dto/admin.dto';
import { InvitationService } from './invitation.service';

type UserRow = Omit<AdminUser, 'createdAt' | 'lastLoginAt'> & { createdAt: Date; lastLoginAt: Date | null };

const LIST_SPEC = {
  sortable: {
    id: 'u.id',
    email: 'lower(u.email)',
    firstName: 'lower(u.firstName)',
    lastName: 'lower(u.lastName)',
    role: 'u.role',
    organizationName: 'lower(o.name)',
    displayStatus: DISPLAY_STATUS,
    createdAt: 'u.createdAt',
    lastLoginAt: 'u.lastLoginAt',
  },
  defaultSort: { field: 'createdAt', order: 'DESC' as const },
  searchable: ['u.email', 'u.firstName', 'u.lastName', 'o.name'],
  filterable: { role: 'u.role', organizationId: 'u.organizationId', displayStatus: DISPLAY_STATUS, id: 'u.id' },
};

/** Employee role that goes with a platform role when the record is created or the role changes. */
function employeeRole(role: UserRole): EmployeeRole {
  return role === 'user' ? 'Employee' : 'Admin';
}

/** Users across the platform (super admins only). Every change is logged with the acting admin. */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly log: AdminLogService,
    private readonly invitations: InvitationService,
    private readonly accounts: UserAccountsService,
    private readonly users: UsersService,
    private readonly employees: EmployeeService,
    private readonly organizations: OrganizationsService,
  ) {}

  async list(query: Record<string, unknown>, organizationId?: string): Promise<ListResult<AdminUser>> {
    const params = parseListParams(query, ['q', 'role', 'organizationId', 'displayStatus']);
    const qb = usersSelect(this.dataSource.manager);
    if (organizationId) qb.andWhere('u.organizationId = :scope', { scope: organizationId });
    const result = await listRaw<UserRow>('admin/users', qb, params, LIST_SPEC);
    return result.map(toUser);
  }

  async get(id: string, manager: EntityManager = this.dataSource.manager): Promise<AdminUser> {
    if (!isUuid(id)) throw new NotFoundException(M.userNotFound);
    const row = await usersSelect(manager).where('u.id = :id', { id }).getRawOne<UserRow>();
    if (!row) throw new NotFoundException(M.userNotFound);
    return toUser(row);
  }

  /** The View action: the user with their employee record, and a log row saying who looked. */
  async view(caller: AdminCaller, id: string): Promise<AdminUserDetails> {
    return this.dataSource.transaction(async (manager) => {
      const user = await this.get(id, manager);
      const employee = user.organizationId
        ? await this.employees.findForUser(manager, user.organizationId, id)
        : null;
      await this.log.record(manager, caller, 'user.view', { type: 'user', id }, { email: user.email });
      return { ...user, employeeId: employee?.id ?? null, department: employee?.department ?? null, position: employee?.position ?? null };
    });
  }

  /**
   * Creates the account without a password, with an employee record in its organization, and
   * mails an invitation whose link lets the person set one.
   */
  async create(caller: AdminCaller, dto: CreateAdminUserDto): Promise<AdminUser> {
    const role = dto.role ?? 'user';
    let user: AdminUser;
    try {
      user = await this.dataSource.transaction(async (manager) => {
        if (await this.accounts.emailTaken(manager, dto.email)) throw new ConflictException(M.emailTaken);
        if (dto.organizationId) await this.checkRoom(manager, dto.organizationId);
        const created = await this.accounts.createInTransaction(manager, {
          email: dto.email,
          firstName: dto.firstName,
          lastName: dto.lastName,
          role,
          organizationId: dto.organizationId ?? null,
          passwordHash: null,
          emailVerified: false,
        });
        if (created.organizationId) await this.placeEmployee(manager, created);
        await this.log.record(manager, caller, 'user.create', { type: 'user', id: created.id }, { email: created.email, role, organizationId: created.organizationId });
        return this.get(created.id, manager);
      });
    } catch (err) {
      if (isUniqueViolation(err, 'UQ_user_email')) throw new ConflictException(M.emailTaken);
      throw err;
    }
    await this.invitations.send(user);
    return user;
  }

  /**
   * Role and organization. Moving a user detaches their employee record in the old organization
   * (it keeps that organization's history) and gives them one in the new one.
   */
  async update(caller: AdminCaller, id: string, dto: UpdateAdminUserDto): Promise<AdminUser> {
    return this.dataSource.transaction(async (manager) => {
      const before = await this.get(id, manager);
      const role = dto.role ?? before.role;
      const organizationId = dto.organizationId === undefined ? before.organizationId : dto.organizationId;
      if (role !== before.role) {
        if (id === caller.userId) throw new UnprocessableEntityException(M.cannotDemoteSelf);
        if (before.role === 'super_admin') await this.checkNotLastSuperAdmin(manager);
      }
      const moved = organizationId !== before.organizationId;
      if (moved && organizationId) await this.checkRoom(manager, organizationId);
      // The old record lets go of the user first: employees reference users within their own organization.
      if (moved && before.organizationId) await this.detachEmployee(manager, id, before.organizationId);
      await this.accounts.updateAcrossOrganizations(manager, id, { role, organizationId });
      if (moved || role !== before.role) {
        const user = (await this.accounts.findAcrossOrganizations({ id }, { manager }))!;
        await this.placeEmployee(manager, user, role !== before.role);
      }
      await this.log.record(manager, caller, 'user.update', { type: 'user', id }, {
        email: before.email,
        from: { role: before.role, organizationId: before.organizationId },
        to: { role, organizationId },
      });
      return this.get(id, manager);
    });
  }

  async delete(caller: AdminCaller, id: string): Promise<AdminUser> {
    return this.dataSource.transaction(async (manager) => {
      const user = await this.get(id, manager);
      if (id === caller.userId) throw new UnprocessableEntityException(M.cannotDeleteSelf);
      if (user.role === 'super_admin') await this.checkNotLastSuperAdmin(manager);
      if (user.organizationId) await this.detachEmployee(manager, id, user.organizationId);
      await this.accounts.deleteAccount(manager, id);
      await this.log.record(manager, caller, 'user.delete', { type: 'user', id }, { email: user.email, organizationId: user.organizationId });
      return user;
    });
  }

  /** The organization exists and its plan has room for one more user (DESIGN decision 8). */
  private async checkRoom(manager: EntityManager, organizationId: string): Promise<void> {
    const organization = await this.organizations.lockForCreate(manager, organizationId);
    if (!organization) throw new NotFoundException(M.organizationNotFound);
    const members = await this.users.count(organizationId, manager);
    if (members >= organization.maxUsers) throw new UnprocessableEntityException(ACCESS_MESSAGES.limitReached('users', organization.maxUsers));
  }

  /** The old organization keeps the record (and the history pointing at it), inactive and without the user. */
  private async detachEmployee(manager: EntityManager, userId: string, organizationId: string): Promise<void> {
    await this.employees.detachUser(manager, organizationId, userId);
  }

  private async checkNotLastSuperAdmin(manager: EntityManager): Promise<void> {
    // Lock the super admins so two concurrent demotions cannot leave none.
    const rows = await this.accounts.lockSuperAdmins(manager);
    if (rows.length <= 1) throw new UnprocessableEntityException(M.lastSuperAdmin);
  }

  /**
   * Every user of an organization has an employee record there (DESIGN decision 6): an unlinked
   * record with the same e-mail is taken over, otherwise one is created.
   */
  private async placeEmployee(manager: EntityManager, user: UserAccount, roleChanged = false): Promise<void> {
    if (!user.organizationId) return;
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
    await this.employees.placeUser(manager, user.organizationId, { userId: user.id, name, email: user.email, role: employeeRole(user.role) }, roleChanged);
  }
}

function toUser(row: UserRow): AdminUser {
  return { ...row, createdAt: iso(row.createdAt)!, lastLoginAt: iso(row.lastLoginAt) };
}
