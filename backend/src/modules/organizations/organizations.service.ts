import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { insertCeoFunction } from '../functions/function.queries';
import { OrganizationSettingsRow } from '../settings/organization-settings.entity';
import { Organization, Plan } from './organization.entity';
import { Subscription } from './subscription.entity';

export interface NewOrganization {
  name: string;
  plan?: Plan;
  status?: Organization['status'];
}

@Injectable()
export class OrganizationsService {
  /** The organization row, locked until the transaction ends (plan limits are checked under it). */
  lockForCreate(manager: EntityManager, organizationId: string): Promise<Organization | null> {
    return manager.getRepository(Organization).findOne({ where: { id: organizationId }, lock: { mode: 'pessimistic_write' } });
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
    await manager.getRepository(OrganizationSettingsRow).insert({
      organizationId: organization.id,
      values: { organizationName: input.name },
    });
    await insertCeoFunction(organization.id, manager);
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
}
