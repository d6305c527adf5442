import { Injectable, NotFoundException } from '@nestjs/common';
import { NOTIFICATION_MESSAGES as M, type NotificationRecord } from '@scorecard/contracts';
import { DataSource } from 'typeorm';
import { listJsonWith } from '../../common/json-list';
import { JsonListResult, ListSpec, parseListParams } from '../../common/list-query';
import { Actor } from '../../common/tenancy/actor';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { NotificationClock } from './clock';
import { NOTIFICATION_FIELDS, toNotificationResponse } from './dto/notification.dto';
import { NotificationRow } from './notification.entity';
import { IN_APP, keptNotificationTotal, markAllRead } from './notification.queries';

const LIST_SPEC: ListSpec = {
  sortable: { id: 'n.id', createdAt: 'n.createdAt' },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  searchable: ['n.title', 'n.message'],
  filterable: { isRead: 'n.isRead', type: 'n.type', priority: 'n.priority' },
};
/** A bell never needs more than this at once; asking without a range answers the newest page. */
const DEFAULT_RANGE = { start: 0, end: 49 };

/** The caller's own notifications: another member's id is not found, like another organization's. */
@Injectable()
export class NotificationsService {
  private readonly rows: TenantRepository<NotificationRow>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: NotificationClock,
  ) {
    this.rows = new TenantRepository(dataSource.manager, NotificationRow, M.notFound);
  }

  /**
   * GET /api/notifications: newest first, paged; only those with an in-app delivery (the channel the
   * bell is). Written as JSON by PostgreSQL (json-list.ts): the bell is the lightest list people keep
   * open, and reading its 50 rows into entities, their dates included, then stringifying them was a
   * tenth of its API CPU (issue 36).
   */
  async list(actor: Actor, query: Record<string, unknown>): Promise<JsonListResult<NotificationRecord>> {
    const params = parseListParams(query);
    params.range ??= DEFAULT_RANGE;
    const qb = this.rows
      .query(actor.organizationId, 'n')
      .andWhere('n.userId = :userId', { userId: actor.userId })
      .andWhere(IN_APP('n'));
    return listJsonWith('notifications', qb, params, LIST_SPEC, NOTIFICATION_FIELDS, keptNotificationTotal(actor.organizationId, actor.userId));
  }

  /** PATCH /api/notifications/:id/read */
  async markRead(actor: Actor, id: string): Promise<NotificationRecord> {
    const row = await this.own(actor, id);
    if (!row.isRead) {
      row.isRead = true;
      row.readAt = this.clock.now();
      await this.rows.save(actor.organizationId, row);
    }
    return toNotificationResponse(row);
  }

  /** PATCH /api/notifications/read-all */
  async markAllRead(actor: Actor): Promise<{ updated: number }> {
    return { updated: await markAllRead(actor.organizationId, this.dataSource.manager, actor.userId, this.clock.now()) };
  }

  /** DELETE /api/notifications/:id: its deliveries go with it (a waiting e-mail is not sent). */
  async remove(actor: Actor, id: string): Promise<NotificationRecord> {
    const row = await this.own(actor, id);
    await this.rows.remove(actor.organizationId, row);
    return toNotificationResponse(row);
  }

  private async own(actor: Actor, id: string): Promise<NotificationRow> {
    const row = await this.rows.get(actor.organizationId, id);
    // Another member's notification is as unknown as another organization's.
    if (row.userId !== actor.userId) throw new NotFoundException(M.notFound);
    return row;
  }
}
