import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { FunctionService } from '../functions/function.service';
import { SettingsService } from '../settings/settings.service';
import { Organization, Plan } from './organization.entity';
import { Subscription } from './subscription.entity';
import { deleteOrganizationRows, lockOrganization, tenantTables } from './organization.queries';

export interface NewOrganization {
  name: string;
  plan?: Plan;
  status?: Organization['status'];
}

@Injectable()
export class OrganizationsService {
  /** Every table holding tenant rows, read once: the delete sweeps them all. */
  private tenantTables: Promise<string[]> | null = null;

  constructor(
    private readonly settings: SettingsService,
    private readonly functions: FunctionService,
  ) {}

  /** The organization row, locked until the transaction ends (plan limits are checked under it). */
  lockForCreate(manager: EntityManager, organizationId: string): Promise<Organization | null> {
    return manager.getRepository(Organization).findOne({ where: { id: organizationId }, lock: { mode: 'pessimistic_write' } });
  }

  /** The organization's name, or null (a mail names the organization it invites to). */
  async nameOf(manager: EntityManager, organizationId: string): Promise<string | null> {
    const row = await manager.getRepository(Organization).findOne({ where: { id: organizationId }, select: { id: true, name: true } });
    return row?.name ?? null;
  }

  /** Whether any organization exists (the demo seed runs only on an empty database). */
  anyExists(manager: EntityManager): Promise<boolean> {
    return manager.getRepository(Organization).exists({});
  }

  /**
   * An organization is never without its settings row, subscription and CEO-level function; all
   * are written on the caller's transaction.
   */
  async create(manager: EntityManager, input: NewOrganization): Promise<Organization> {
    const organization = await manager.getRepository(Organization).save(
      manager.getRepository(Organization).create({
        name: input.name,
        subscriptionTier: input.plan ?? 'free',
        status: input.status ?? 'active',
      }),
    );
    await this.settings.createDefaults(manager, organization.id, input.name);
    await this.functions.insertCeo(manager, organization.id);
    const now = new Date();
    await manager.getRepository(Subscription).insert({
      organizationId: organization.id,
      plan: organization.subscriptionTier,
      status: 'active',
      currentPeriodStart: now,
      currentPeriodEnd: new Date(now.getTime() + 30 * 24 * 3600 * 1000),
    });
    return organization;
  }

  // ---------------------------------------------------------------- the super admin's changes
  // Across organizations on purpose (the admin context calls them); each on the caller's transaction.

  /** Name and domain. */
  async update(manager: EntityManager, organizationId: string, changes: { name?: string; domain?: string | null }): Promise<void> {
    if (Object.keys(changes).length) await manager.getRepository(Organization).update(organizationId, changes);
  }

  async setStatus(manager: EntityManager, organizationId: string, status: Organization['status']): Promise<void> {
    await manager.getRepository(Organization).update(organizationId, { status });
  }

  /** The organization's tier and its subscription's plan move together (a subscription is made if it has none). */
  async setPlan(manager: EntityManager, organizationId: string, plan: Plan): Promise<void> {
    await manager.getRepository(Organization).update(organizationId, { subscriptionTier: plan });
    const subscriptions = manager.getRepository(Subscription);
    const updated = await subscriptions.update({ organizationId }, { plan });
    if (!updated.affected) {
      const now = new Date();
      await subscriptions.insert({ organizationId, plan, status: 'active', currentPeriodStart: now, currentPeriodEnd: new Date(now.getTime() + 30 * 24 * 3600 * 1000) });
    }
  }

  /** Locks the organization row until the transaction ends (its delete). */
  lock(manager: EntityManager, organizationId: string): Promise<void> {
    return lockOrganization(organizationId, manager);
  }

  /**
   * Removes the organization and every row of it (DESIGN decision 12): foreign keys cascade; a sweep
   * over every table with an organizationId column catches any table without one. Its users are
   * deleted first by the users context (UserAccountsService.deleteMembersOf).
   */
  async deleteWithEveryRow(manager: EntityManager, organizationId: string): Promise<void> {
    await deleteOrganizationRows(organizationId, manager, await this.tables(manager));
  }

  /** Read once, on the caller's manager (inside a transaction on PGlite nothing else may run), then cached. */
  private tables(manager: EntityManager): Promise<string[]> {
    this.tenantTables ??= tenantTables(manager).catch((err: unknown) => {
      this.tenantTables = null;
      throw err;
    });
    return this.tenantTables;
  }
}
