import { EntityManager } from 'typeorm';
import { Actor } from '../../common/tenancy/actor';
import { ActivitiesService } from '../activities/activities.service';

interface Account {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Actor['role'];
  organizationId: string | null;
}

/**
 * Records an account-security change in the user's organization's activity log (a super admin
 * without an organization has no log to write to). The entity is the user; never a secret.
 */
export async function recordSecurityActivity(activities: ActivitiesService, manager: EntityManager, user: Account, action: string, details?: Record<string, unknown>): Promise<void> {
  if (!user.organizationId) return;
  const name = `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.email;
  const actor: Actor = { userId: user.id, organizationId: user.organizationId, role: user.role, isAdmin: user.role !== 'user', name };
  await activities.record(manager, actor, { action, entityType: 'user', entityId: user.id, entityName: user.email, category: 'Organization', details });
}
