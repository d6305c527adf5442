import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { CACHE_TIMES } from '../../lib/shared';
import type { ScorecardDataProvider } from '../../providers/dataProvider';
import { viewParams, type ViewState } from './viewState';

/** Query key prefix of computed scorecards: invalidate it after results, weights or settings change. */
export const SCORECARD_QUERY_KEY = ['scorecards'] as const;

/**
 * GET /api/scorecards/:functionId or /corporate: the server's computed scorecard (DESIGN section 5).
 * The screens show it as answered and never recompute a roll-up. `asOf` ({asOf: instant}, from
 * useViewParams' asOfQuery) reads the values as they stood then (DESIGN decision 22).
 */
export function useScorecard(functionId: string | 'corporate' | null, view: ViewState, enabled = true, asOf: Record<string, string> = {}) {
  const dataProvider = useDataProvider<ScorecardDataProvider>();
  return useQuery({
    queryKey: [...SCORECARD_QUERY_KEY, functionId, view, asOf],
    queryFn: () => dataProvider.getScorecard(functionId!, { ...viewParams(view), ...asOf }),
    enabled: enabled && functionId !== null,
    staleTime: CACHE_TIMES.kpiAssignments.staleMs,
    gcTime: CACHE_TIMES.kpiAssignments.keptMs,
    placeholderData: (previous) => previous,
  });
}
