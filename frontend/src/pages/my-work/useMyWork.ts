import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { RESULT_QUERIES } from '../../components/scorecard/ActualResultsDialog';
import { PERIOD_CLOSE_KEYS } from '../../lib/periods/queryKeys';
import { useSession } from '../../lib/session';
import type { MyWorkItem, ReviewDecision } from '../../lib/shared';
import type { ScorecardDataProvider } from '../../providers/dataProvider';

/** GET /api/my-work, read afresh at each visit. */
export function useMyWork() {
  const dataProvider = useDataProvider<ScorecardDataProvider>();
  const hasOrganization = Boolean(useSession().user?.organizationId);
  return useQuery({
    enabled: hasOrganization,
    queryKey: PERIOD_CLOSE_KEYS.myWork,
    queryFn: () => dataProvider.getMyWork(),
    staleTime: 0,
  });
}

/** Everything a recorded or reviewed result changes: scorecards, dashboard, activities, the period close. */
function useRefreshResults() {
  const queryClient = useQueryClient();
  return () => Promise.all(RESULT_QUERIES.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** Records one value through the results dialog's call: PUT /api/kpi-assignments/:id {actualResults: {<period>: value}}. */
export function useRecordResult() {
  const dataProvider = useDataProvider<ScorecardDataProvider>();
  const refresh = useRefreshResults();
  return useMutation({
    mutationFn: ({ item, value }: { item: MyWorkItem; value: number }) =>
      dataProvider.update('kpi-assignments', { id: item.kpiAssignmentId, data: { actualResults: { [item.period]: value } }, previousData: { id: item.kpiAssignmentId } }),
    onSuccess: () => void refresh(),
  });
}

/** POST /api/kpi-assignments/:id/review {period, decision, comment}. */
export function useReviewResult() {
  const dataProvider = useDataProvider<ScorecardDataProvider>();
  const refresh = useRefreshResults();
  return useMutation({
    mutationFn: ({ item, decision, comment }: { item: MyWorkItem; decision: ReviewDecision; comment?: string }) =>
      dataProvider.reviewResult(item.kpiAssignmentId, item.period, decision, comment),
    onSuccess: () => void refresh(),
  });
}

/** A stable id of one value (an assignment's period). */
export const itemKey = (item: Pick<MyWorkItem, 'kpiAssignmentId' | 'period'>) => `${item.kpiAssignmentId}:${item.period}`;
