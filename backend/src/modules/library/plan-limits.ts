import { UnprocessableEntityException } from '@nestjs/common';
import { ACCESS_MESSAGES } from '@scorecard/contracts';
import { EntityManager } from 'typeorm';
import { OrganizationsService } from '../organizations/organizations.service';

type LimitedResource = { column: 'maxObjectives' | 'maxKpis'; label: 'objectives' | 'KPIs' };

export const OBJECTIVE_LIMIT: LimitedResource = { column: 'maxObjectives', label: 'objectives' };
export const KPI_LIMIT: LimitedResource = { column: 'maxKpis', label: 'KPIs' };

/**
 * Plan limits (DESIGN decision 8): the organization row is locked for the rest of the transaction
 * before `count` runs, so two concurrent creates cannot both take the last place.
 */
export async function ensureBelowLimit(
  organizations: OrganizationsService,
  manager: EntityManager,
  organizationId: string,
  resource: LimitedResource,
  count: () => Promise<number>,
): Promise<void> {
  const organization = await organizations.lockForCreate(manager, organizationId);
  if (!organization) return;
  const limit = organization[resource.column];
  if ((await count()) >= limit) throw new UnprocessableEntityException(ACCESS_MESSAGES.limitReached(resource.label, limit));
}
