import type { NotificationRecord } from '@scorecard/contracts';
import { NotificationRow } from '../notification.entity';

/** The fields of a notification's record, as the bell's list reads them straight from its columns (json-list.ts). */
export const NOTIFICATION_FIELDS: Record<keyof NotificationRecord, true> = {
  id: true,
  userId: true,
  type: true,
  title: true,
  message: true,
  entityType: true,
  entityId: true,
  actionUrl: true,
  isRead: true,
  priority: true,
  readAt: true,
  createdAt: true,
};

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
