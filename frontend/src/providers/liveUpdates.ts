import { useEffect } from 'react';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { LiveEntity, LiveEvent } from '@scorecard/contracts';
import { SCORECARD_QUERY_KEY } from '../components/scorecard/useScorecard';
import { NOTIFICATION_KEYS } from '../components/notifications/useNotifications';
import { PERIOD_CLOSE_KEYS } from '../lib/periods/queryKeys';
import { QUERY_KEYS } from './queryKeys';

/**
 * What each kind of change makes stale (DESIGN decision 26): react-query keys and react-admin
 * resources ([resource] covers every page of it). Corporate BSC and KPI Results read the scorecards,
 * KPI Overview its own list, My Work the period close's keys, the bell the notifications.
 */
export const STALE_ON: Record<LiveEntity, QueryKey[]> = {
  result: [SCORECARD_QUERY_KEY, ['kpi-overview'], ['kpi-assignments'], PERIOD_CLOSE_KEYS.all, QUERY_KEYS.dashboardSummary, QUERY_KEYS.activities],
  request: [['requests'], ['sidebar', 'requests-count'], PERIOD_CLOSE_KEYS.myWork, QUERY_KEYS.dashboardSummary],
  notification: [NOTIFICATION_KEYS.all],
};

/** Changes arriving together refresh once. */
const COALESCE_MS = 250;

/**
 * One EventSource for the signed-in application on GET /api/events. Each change invalidates what
 * shows it, so open screens refetch without a reload. The browser reconnects by itself, sending
 * the last event's id: the server then replays what was missed, or answers `event: reset` when it
 * cannot, and everything on screen is refetched.
 */
export function useLiveUpdates(queryClient: QueryClient, enabled = true): void {
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events', { withCredentials: true });
    const pending = new Set<LiveEntity>();
    let timer: ReturnType<typeof setTimeout> | null = null;
    const flush = () => {
      timer = null;
      for (const entity of pending) for (const queryKey of STALE_ON[entity]) void queryClient.invalidateQueries({ queryKey });
      pending.clear();
    };
    source.onmessage = (message: MessageEvent<string>) => {
      try {
        const event = JSON.parse(message.data) as LiveEvent;
        if (!(event.entity in STALE_ON)) return;
        pending.add(event.entity);
        timer ??= setTimeout(flush, COALESCE_MS);
      } catch {
        // not ours
      }
    };
    source.addEventListener('reset', () => void queryClient.invalidateQueries());
    return () => {
      source.close();
      if (timer) clearTimeout(timer);
    };
  }, [queryClient, enabled]);
}
