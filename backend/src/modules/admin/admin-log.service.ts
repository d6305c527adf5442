import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AdminCaller } from './admin-caller';
import { AdminLog } from './admin-log.entity';

export type AdminAction =
  | 'organization.create'
  | 'organization.update'
  | 'organization.status'
  | 'organization.plan'
  | 'organization.delete'
  | 'user.create'
  | 'user.update'
  | 'user.view'
  | 'user.delete';

/** Writes the audit row on the action's own transaction, so an action and its record stand or fall together. */
@Injectable()
export class AdminLogService {
  async record(
    manager: EntityManager,
    caller: AdminCaller,
    action: AdminAction,
    target: { type: 'organization' | 'user'; id: string | null },
    details: Record<string, unknown> = {},
  ): Promise<void> {
    await manager.getRepository(AdminLog).save({
      adminUserId: caller.userId,
      action,
      targetType: target.type,
      targetId: target.id,
      details,
      ipAddress: caller.ipAddress,
      userAgent: caller.userAgent,
    });
  }
}
