import type { NotificationPreferences, NotificationRecord } from '@scorecard/contracts';
import { API_URL, httpClient } from '../../providers/dataProvider';

/** The notifications calls of platform.md section 7. */

const range = (start: number, end: number) => `range=${encodeURIComponent(JSON.stringify([start, end]))}`;

/** How many of the caller's notifications are unread: a one-row page, the total from Content-Range. */
export async function fetchUnreadCount(): Promise<number> {
  const { headers, json } = await httpClient(`${API_URL}/notifications?filter=${encodeURIComponent('{"isRead":false}')}&${range(0, 0)}`);
  const total = Number(headers.get('Content-Range')?.split('/').pop());
  return Number.isFinite(total) ? total : Array.isArray(json) ? json.length : 0;
}

/** The newest notifications, newest first. */
export async function fetchNotifications(limit = 20): Promise<NotificationRecord[]> {
  return (await httpClient(`${API_URL}/notifications?${range(0, limit - 1)}`)).json as NotificationRecord[];
}

export const markNotificationRead = (id: string) => httpClient(`${API_URL}/notifications/${encodeURIComponent(id)}/read`, { method: 'PATCH' });
export const markAllNotificationsRead = () => httpClient(`${API_URL}/notifications/read-all`, { method: 'PATCH' });
export const deleteNotification = (id: string) => httpClient(`${API_URL}/notifications/${encodeURIComponent(id)}`, { method: 'DELETE' });

export async function fetchNotificationPreferences(): Promise<NotificationPreferences> {
  return (await httpClient(`${API_URL}/notification-preferences`)).json as NotificationPreferences;
}

export async function saveNotificationPreferences(preferences: NotificationPreferences): Promise<NotificationPreferences> {
  return (await httpClient(`${API_URL}/notification-preferences`, { method: 'PUT', body: JSON.stringify(preferences) })).json as NotificationPreferences;
}
