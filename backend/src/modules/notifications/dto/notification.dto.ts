import type { NotificationRecord } from '@scorecard/contracts';
import { NotificationRow } from '../notification.entity';

export function toNotificationResponse(row: NotificationRow): NotificationRecord {
  return {
    id: row.id,
    userId: row.userId,
    type: row.type,
    title: row.title,
    message: row.message,
    entityType: row.entityType,
    entityId: row.entityId,
    actionUrl: row.actionUrl,
    isRead: row.isRead,
    priority: row.priority,
    readAt: row.readAt ? new Date(row.readAt).toISOString() : null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
