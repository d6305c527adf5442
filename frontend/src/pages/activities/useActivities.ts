import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { QUERY_KEYS } from '../../providers/queryKeys';
import { CACHE_TIMES, QUERY_CONSTANTS } from '../../lib/shared';
import type { ScorecardDataProvider } from '../../providers/dataProvider';

const cache = { staleTime: CACHE_TIMES.activities.staleMs, gcTime: CACHE_TIMES.activities.keptMs };

/** GET /api/activities?limit=100[&category=…]: the newest 100, filtered by the server. */
export function useActivities(category: string, enabled = true) {
  const dataProvider = useDataProvider<ScorecardDataProvider>();
  return useQuery({
    queryKey: QUERY_KEYS.activityList(category),
    queryFn: () => dataProvider.getActivities({ limit: QUERY_CONSTANTS.activitiesLimit, category: category === 'all' ? undefined : category }),
    placeholderData: (previous) => previous,
    enabled,
    ...cache,
  });
}

/** GET /api/activities/summary: the four tiles, counted by the server over the whole log. */
export function useActivitySummary(enabled = true) {
  const dataProvider = useDataProvider<ScorecardDataProvider>();
  return useQuery({
    queryKey: QUERY_KEYS.activitySummary,
    queryFn: () => dataProvider.getActivitySummary(),
    enabled,
    ...cache,
  });
}
