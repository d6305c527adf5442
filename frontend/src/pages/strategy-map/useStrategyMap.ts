import { useQuery } from '@tanstack/react-query';
import type { StrategyMapAnswer } from '@scorecard/contracts';
import { apiGet } from '../../lib/api';
import { CACHE_TIMES } from '../../lib/shared';
import { viewParams, type ViewState } from '../../components/scorecard/viewState';

export const STRATEGY_MAP_QUERY_KEY = ['strategy-maps'] as const;

/** GET /api/strategy-maps/:functionId for a view (DESIGN decision 23). */
export function useStrategyMap(functionId: string | null, view: ViewState, enabled = true) {
  return useQuery({
    queryKey: [...STRATEGY_MAP_QUERY_KEY, functionId, view],
    queryFn: () => apiGet<StrategyMapAnswer>(`/api/strategy-maps/${encodeURIComponent(functionId!)}?${new URLSearchParams(viewParams(view)).toString()}`),
    enabled: enabled && functionId !== null,
    staleTime: CACHE_TIMES.kpiAssignments.staleMs,
    placeholderData: (previous) => previous,
  });
}
