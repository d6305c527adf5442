import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { QUERY_KEYS } from '../../providers/queryKeys';
import { CACHE_TIMES } from '../../lib/shared';
import type { ScorecardDataProvider } from '../../providers/dataProvider';

/**
 * The dashboard's one call: GET /api/dashboard/summary (counts, latest activities and health are
 * computed by the server). It changes with the activity log, so it shares the activities' cache times.
 */
export function useDashboardSummary(enabled = true) {
  const dataProvider = useDataProvider<ScorecardDataProvider>();
  return useQuery({
    queryKey: QUERY_KEYS.dashboardSummary,
    queryFn: () => dataProvider.getDashboardSummary(),
    staleTime: CACHE_TIMES.activities.staleMs,
    gcTime: CACHE_TIMES.activities.keptMs,
    enabled,
  });
}
