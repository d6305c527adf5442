import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationRecord } from '@scorecard/contracts';
import { CACHE_TIMES, QUERY_CONSTANTS } from '../../lib/shared';
import { deleteNotification, fetchNotifications, fetchUnreadCount, markAllNotificationsRead, markNotificationRead } from './notificationsApi';

export const NOTIFICATION_KEYS = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread-count'] as const,
  list: ['notifications', 'list'] as const,
};

declare global {
  interface Window {
    /** Browser tests shorten the bell's poll (the product polls every 60 s). */
    __SCORECARD_NOTIFICATIONS_POLL_MS__?: number;
  }
}

export function notificationPollInterval(): number {
  const injected = typeof window !== 'undefined' ? window.__SCORECARD_NOTIFICATIONS_POLL_MS__ : undefined;
  return typeof injected === 'number' && injected > 0 ? injected : QUERY_CONSTANTS.notificationsPollIntervalMs;
}

/** The bell's unread count, polled every 60 s (stale after 30 s). */
export function useUnreadCount(): number {
  const { data } = useQuery({
    queryKey: NOTIFICATION_KEYS.unread,
    queryFn: fetchUnreadCount,
    staleTime: CACHE_TIMES.notifications.staleMs,
    gcTime: CACHE_TIMES.notifications.keptMs,
    refetchInterval: notificationPollInterval(),
    retry: false,
  });
  return data ?? 0;
}

/** The popover's list, read while it is open and on the same poll. */
export function useNotificationList(enabled: boolean) {
  return useQuery({
    queryKey: NOTIFICATION_KEYS.list,
    queryFn: () => fetchNotifications(),
    enabled,
    staleTime: CACHE_TIMES.notifications.staleMs,
    gcTime: CACHE_TIMES.notifications.keptMs,
    refetchInterval: enabled ? notificationPollInterval() : false,
  });
}

type Change = { kind: 'read'; id: string } | { kind: 'delete'; id: string } | { kind: 'read-all' };

function apply(list: NotificationRecord[] | undefined, change: Change): NotificationRecord[] | undefined {
  if (!list) return list;
  const now = new Date().toISOString();
  if (change.kind === 'delete') return list.filter((n) => n.id !== change.id);
  return list.map((n) => (change.kind === 'read-all' || n.id === change.id ? { ...n, isRead: true, readAt: n.readAt ?? now } : n));
}

function unreadDelta(list: NotificationRecord[] | undefined, change: Change, count: number): number {
  if (change.kind === 'read-all') return 0;
  const target = list?.find((n) => n.id === change.id);
  return target && !target.isRead ? Math.max(0, count - 1) : count;
}

/**
 * Mark read, mark all read and delete: applied at once to the list and the count, rolled back
 * silently when the server refuses (platform.md sections 4 and 8), then refreshed from the server.
 */
export function useNotificationActions() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (change: Change) =>
      change.kind === 'read' ? markNotificationRead(change.id) : change.kind === 'delete' ? deleteNotification(change.id) : markAllNotificationsRead(),
    onMutate: async (change: Change) => {
      await queryClient.cancelQueries({ queryKey: NOTIFICATION_KEYS.all });
      const list = queryClient.getQueryData<NotificationRecord[]>(NOTIFICATION_KEYS.list);
      const count = queryClient.getQueryData<number>(NOTIFICATION_KEYS.unread);
      queryClient.setQueryData(NOTIFICATION_KEYS.list, apply(list, change));
      if (count !== undefined) queryClient.setQueryData(NOTIFICATION_KEYS.unread, unreadDelta(list, change, count));
      return { list, count };
    },
    onError: (_error, _change, snapshot) => {
      queryClient.setQueryData(NOTIFICATION_KEYS.list, snapshot?.list);
      if (snapshot?.count !== undefined) queryClient.setQueryData(NOTIFICATION_KEYS.unread, snapshot.count);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATION_KEYS.all }),
  });
  const run = (change: Change) => mutation.mutate(change);
  return {
    markRead: (id: string) => run({ kind: 'read', id }),
    remove: (id: string) => run({ kind: 'delete', id }),
    markAllRead: () => run({ kind: 'read-all' }),
  };
}
