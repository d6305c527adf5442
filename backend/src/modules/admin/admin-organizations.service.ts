import { ConflictException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { ADMIN_MESSAGES as M, AdminOrganization, AdminUser, DeletedOrganization, Plan } from '@scorecard/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { ListResult, parseListParams } from '../../common/list-query';
import { isUuid } from '../../common/tenancy/tenant-repository';
import { OrganizationsService } from '../organizations/organizations.service';
import { UserAccountsService } from '../users/user-accounts.service';
import { organizationsSelect, USER_COUNT } from './admin.read-model';
import { AdminCaller } from './admin-caller';
import { iso, isUniqueViolation, listRaw } from './admin-list';
import { AdminLogService } from './admin-log.service';
import { AdminUsersService } from './admin-users.service';
import { CreateOrganizationDto, UpdateOrganizationDto } from './dto/admin.dto';

type OrganizationRow = Omit<AdminOrganization, 'createdAt'> & { createdAt: Date };

const LIST_SPEC = {
  sortable: { id: 'o.id', name: 'lower(o.name)', domain: 'o.domain', subscriptionTier: 'o.subscriptionTier', status: 'o.status', createdAt: 'o.createdAt', userCount: USER_COUNT },
  defaultSort: { field: 'createdAt', order: 'DESC' as const },
  searchable: ['o.name', 'o.domain'],
  filterable: { status: 'o.status', subscriptionTier: 'o.subscriptionTier', id: 'o.id' },
};

/** Organizations across the platform: the one place that deliberately spans tenants (super admins only). */
@Injectable()
export class AdminOrganizationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly organizations: OrganizationsService,
    private readonly log: AdminLogService,
    private readonly users: AdminUsersService,
    private readonly accounts: UserAccountsService,
  ) {}

  async list(query: Record<string, unknown>): Promise<ListResult<AdminOrganization>> {
    const params = parseListParams(query, ['q', 'status', 'subscriptionTier']);
    const result = await listRaw<OrganizationRow>('admin/organizations', organizationsSelect(this.dataSource.manager), params, LIST_SPEC);
    return result.map(toOrganization);
  }

  async get(id: string, manager: EntityManager = this.dataSource.manager): Promise<AdminOrganization> {
    if (!isUuid(id)) throw new NotFoundException(M.organizationNotFound);
    const row = await organizationsSelect(manager).where('o.id = :id', { id }).getRawOne<OrganizationRow>();
    if (!row) throw new NotFoundException(M.organizationNotFound);
    return toOrganization(row);
  }

  /** With its CEO-level function, default settings and subscription, all in one transaction. */
  async create(caller: AdminCaller, dto: CreateOrganizationDto): Promise<AdminOrganization> {
    return this.writing(async (manager) => {
      const organization = await this.organizations.create(manager, { name: dto.name, plan: dto.subscriptionTier, status: dto.status });
      if (dto.domain) await this.organizations.update(manager, organization.id, { domain: dto.domain });
      await this.log.record(manager, caller, 'organization.create', { type: 'organization', id: organization.id }, {
        name: dto.name,
        subscriptionTier: organization.subscriptionTier,
        status: organization.status,
      });
      return this.get(organization.id, manager);
    });
  }

  async update(caller: AdminCaller, id: string, dto: UpdateOrganizationDto): Promise<AdminOrganization> {
    return this.writing(async (manager) => {
      const before = await this.get(id, manager);
      const changes: { name?: string; domain?: string | null } = {};
      if (dto.name !== undefined) changes.name = dto.name;
      if (dto.domain !== undefined) changes.domain = dto.domain;
      await this.organizations.update(manager, id, changes);
      await this.log.record(manager, caller, 'organization.update', { type: 'organization', id }, { before: { name: before.name, domain: before.domain }, changes });
      return this.get(id, manager);
    });
  }

  /** Suspending takes effect on the members' next request: the access guard reads the status every time. */
  async setStatus(caller: AdminCaller, id: string, status: 'active' | 'suspended'): Promise<AdminOrganization> {
    return this.dataSource.transaction(async (manager) => {
      const before = await this.get(id, manager);
      await this.organizations.setStatus(manager, id, status);
      await this.log.record(manager, caller, 'organization.status', { type: 'organization', id }, { name: before.name, from: before.status, to: status });
      return this.get(id, manager);
    });
  }

  /** The organization's tier and its subscription's plan move together. */
  async setPlan(caller: AdminCaller, id: string, plan: Plan): Promise<AdminOrganization> {
    return this.dataSource.transaction(async (manager) => {
      const before = await this.get(id, manager);
      await this.organizations.setPlan(manager, id, plan);
      await this.log.record(manager, caller, 'organization.plan', { type: 'organization', id }, { name: before.name, from: before.subscriptionTier, to: plan });
      return this.get(id, manager);
    });
  }

  /**
   * Removes the organization, its users and every row of it in one transaction (DESIGN decision
   * 12). Foreign keys cascade; a sweep over every table with an organizationId column catches any
   * table without one. The caller's own organization cannot be deleted (they would delete themself).
   */
  async delete(caller: AdminCaller, id: string): Promise<DeletedOrganization> {
    return this.dataSource.transaction(async (manager) => {
      const organization = await this.get(id, manager);
      await this.organizations.lock(manager, id);
      if (await this.accounts.isMemberOf(manager, id, caller.userId)) throw new UnprocessableEntityException(M.cannotDeleteSelf);
      const deletedUsers = await this.accounts.deleteMembersOf(manager, id);
      await this.organizations.deleteWithEveryRow(manager, id);
      await this.log.record(manager, caller, 'organization.delete', { type: 'organization', id }, { name: organization.name, deletedUsers });
      return { id, name: organization.name, deletedUsers };
    });
  }

  /** One organization's users (declared by the specification, unused by its screens). */
  async usersOf(id: string, query: Record<string, unknown>): Promise<ListResult<AdminUser>> {
    await this.get(id);
    return this.users.list(query, id);
  }

  private async writing<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } catch (err) {
      if (isUniqueViolation(err, 'UQ_organization_domain')) throw new ConflictException(M.domainTaken);
      throw err;
    }
  }
}

function toOrganization(row: OrganizationRow): AdminOrganization {
  return { ...row, createdAt: iso(row.createdAt)! };
}

