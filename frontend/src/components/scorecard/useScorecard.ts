import { useQuery } from '@tanstack/react-query';
import { API_URL, httpClient } from '../../providers/dataProvider';
import { CACHE_TIMES, type ScorecardAnswer } from '../../app/shared';
import { viewParams, type ViewState } from './viewState';

/** Query key prefix of computed scorecards: invalidate it after results, weights or settings change. */
export const SCORECARD_QUERY_KEY = ['scorecards'] as const;

/**
 * GET /api/scorecards/:functionId or /corporate: the server's computed scorecard (DESIGN section 5).
 * The screens show it as answered and never recompute a roll-up.
 */
export function useScorecard(functionId: string | 'corporate' | null, view: ViewState, enabled = true) {
  return useQuery({
    queryKey: [...SCORECARD_QUERY_KEY, functionId, view],
    queryFn: async () => {
      const query = new URLSearchParams(viewParams(view));
      return (await httpClient(`${API_URL}/scorecards/${encodeURIComponent(functionId!)}?${query}`)).json as ScorecardAnswer;
    },
    enabled: enabled && functionId !== null,
    staleTime: CACHE_TIMES.kpiAssignments.staleMs,
    gcTime: CACHE_TIMES.kpiAssignments.keptMs,
    placeholderData: (previous) => previous,
  });
}
