import { ConflictException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { ADMIN_MESSAGES as M, AdminOrganization, AdminUser, DeletedOrganization, Plan } from '@scorecard/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { ListResult, parseListParams } from '../../common/list-query';
import { isUuid } from '../../common/tenancy/tenant-repository';
import { Organization } from '../organizations/organization.entity';
import { OrganizationsService } from '../organizations/organizations.service';
import { Subscription } from '../organizations/subscription.entity';
import { AdminCaller } from './admin-caller';
import { iso, isUniqueViolation, listRaw } from './admin-list';
import { AdminLogService } from './admin-log.service';
import { AdminUsersService } from './admin-users.service';
import { CreateOrganizationDto, UpdateOrganizationDto } from './dto/admin.dto';

type OrganizationRow = Omit<AdminOrganization, 'createdAt'> & { createdAt: Date };

const USER_COUNT = `(SELECT count(*)::int FROM "user" u WHERE u."organizationId" = o."id")`;
const LIST_SPEC = {
  sortable: { id: 'o.id', name: 'lower(o.name)', domain: 'o.domain', subscriptionTier: 'o.subscriptionTier', status: 'o.status', createdAt: 'o.createdAt', userCount: USER_COUNT },
  defaultSort: { field: 'createdAt', order: 'DESC' as const },
  searchable: ['o.name', 'o.domain'],
  filterable: { status: 'o.status', subscriptionTier: 'o.subscriptionTier', id: 'o.id' },
};

/** Organizations across the platform: the one place that deliberately spans tenants (super admins only). */
@Injectable()
export class AdminOrganizationsService {
  /** Every table holding tenant rows, read once: the delete sweeps them all (DESIGN decision 12). */
  private tenantTables: Promise<string[]> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly organizations: OrganizationsService,
    private readonly log: AdminLogService,
    private readonly users: AdminUsersService,
  ) {}

  async list(query: Record<string, unknown>): Promise<ListResult<AdminOrganization>> {
    const params = parseListParams(query, ['q', 'status', 'subscriptionTier']);
    const result = await listRaw<OrganizationRow>('admin/organizations', this.select(this.dataSource.manager), params, LIST_SPEC);
    return result.map(toOrganization);
  }

  async get(id: string, manager: EntityManager = this.dataSource.manager): Promise<AdminOrganization> {
    if (!isUuid(id)) throw new NotFoundException(M.organizationNotFound);
    const row = await this.select(manager).where('o.id = :id', { id }).getRawOne<OrganizationRow>();
    if (!row) throw new NotFoundException(M.organizationNotFound);
    return toOrganization(row);
  }

  /** With its CEO-level function, default settings and subscription, all in one transaction. */
  async create(caller: AdminCaller, dto: CreateOrganizationDto): Promise<AdminOrganization> {
    return this.writing(async (manager) => {
      const organization = await this.organizations.create(manager, { name: dto.name, plan: dto.subscriptionTier, status: dto.status });
      if (dto.domain) await manager.getRepository(Organization).update(organization.id, { domain: dto.domain });
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
      if (Object.keys(changes).length) await manager.getRepository(Organization).update(id, changes);
      await this.log.record(manager, caller, 'organization.update', { type: 'organization', id }, { before: { name: before.name, domain: before.domain }, changes });
      return this.get(id, manager);
    });
  }

  /** Suspending takes effect on the members' next request: the access guard reads the status every time. */
  async setStatus(caller: AdminCaller, id: string, status: 'active' | 'suspended'): Promise<AdminOrganization> {
    return this.dataSource.transaction(async (manager) => {
      const before = await this.get(id, manager);
      await manager.getRepository(Organization).update(id, { status });
      await this.log.record(manager, caller, 'organization.status', { type: 'organization', id }, { name: before.name, from: before.status, to: status });
      return this.get(id, manager);
    });
  }

  /** The organization's tier and its subscription's plan move together. */
  async setPlan(caller: AdminCaller, id: string, plan: Plan): Promise<AdminOrganization> {
    return this.dataSource.transaction(async (manager) => {
      const before = await this.get(id, manager);
      await manager.getRepository(Organization).update(id, { subscriptionTier: plan });
      const subscriptions = manager.getRepository(Subscription);
      const updated = await subscriptions.update({ organizationId: id }, { plan });
      if (!updated.affected) {
        const now = new Date();
        await subscriptions.insert({ organizationId: id, plan, status: 'active', currentPeriodStart: now, currentPeriodEnd: new Date(now.getTime() + 30 * 24 * 3600 * 1000) });
      }
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
    const tables = await this.tables();
    return this.dataSource.transaction(async (manager) => {
      const organization = await this.get(id, manager);
      await manager.query(`SELECT 1 FROM "organization" WHERE "id" = $1 FOR UPDATE`, [id]);
      const [{ self }] = (await manager.query(`SELECT count(*)::int AS self FROM "user" WHERE "id" = $1 AND "organizationId" = $2`, [caller.userId, id])) as { self: number }[];
      if (self) throw new UnprocessableEntityException(M.cannotDeleteSelf);
      const [, deletedUsers] = (await manager.query(`DELETE FROM "user" WHERE "organizationId" = $1`, [id])) as [unknown, number];
      await manager.query(`DELETE FROM "organization" WHERE "id" = $1`, [id]);
      for (const table of tables) await manager.query(`DELETE FROM "${table}" WHERE "organizationId" = $1`, [id]);
      await this.log.record(manager, caller, 'organization.delete', { type: 'organization', id }, { name: organization.name, deletedUsers });
      return { id, name: organization.name, deletedUsers };
    });
  }

  /** One organization's users (declared by the specification, unused by its screens). */
  async usersOf(id: string, query: Record<string, unknown>): Promise<ListResult<AdminUser>> {
    await this.get(id);
    return this.users.list(query, id);
  }

  private select(manager: EntityManager) {
    return manager
      .getRepository(Organization)
      .createQueryBuilder('o')
      .select('o.id', 'id')
      .addSelect('o.name', 'name')
      .addSelect('o.domain', 'domain')
      .addSelect('o.subscriptionTier', 'subscriptionTier')
      .addSelect('o.status', 'status')
      .addSelect('o.maxUsers', 'maxUsers')
      .addSelect('o.createdAt', 'createdAt')
      .addSelect(USER_COUNT, 'userCount');
  }

  private async writing<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } catch (err) {
      if (isUniqueViolation(err, 'UQ_organization_domain')) throw new ConflictException(M.domainTaken);
      throw err;
    }
  }

  private tables(): Promise<string[]> {
    this.tenantTables ??= this.dataSource
      .query(
        `SELECT c.table_name FROM information_schema.columns c
           JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
          WHERE c.table_schema = current_schema() AND c.column_name = 'organizationId' ORDER BY c.table_name`,
      )
      .then((rows: { table_name: string }[]) => rows.map((r) => r.table_name))
      .catch((err: unknown) => {
        this.tenantTables = null;
        throw err;
      });
    return this.tenantTables;
  }
}

function toOrganization(row: OrganizationRow): AdminOrganization {
  return { ...row, createdAt: iso(row.createdAt)! };
}

