import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ScorecardDataProvider } from '../../providers/dataProvider';
import { useSession } from '../session';
import { PERIOD_CLOSE_KEYS } from './queryKeys';

/** The 17 reporting periods of a year with their state and completion; kept a minute. */
export function useReportingPeriods(year: string | null | undefined, enabled = true) {
  const dataProvider = useDataProvider<ScorecardDataProvider>();
  const hasOrganization = Boolean(useSession().user?.organizationId);
  return useQuery({
    enabled: enabled && hasOrganization && Boolean(year),
    queryKey: PERIOD_CLOSE_KEYS.periods(year ?? ''),
    queryFn: () => dataProvider.getReportingPeriods(year!),
    staleTime: 60_000,
  });
}

/** Each function's completion of one reporting period (the Set and Cascade chart's colours); null key: nothing asked. */
export function usePeriodCompletion(key: string | null, enabled = true) {
  const dataProvider = useDataProvider<ScorecardDataProvider>();
  const hasOrganization = Boolean(useSession().user?.organizationId);
  return useQuery({
    enabled: enabled && hasOrganization && Boolean(key),
    queryKey: PERIOD_CLOSE_KEYS.completion(key ?? ''),
    queryFn: () => dataProvider.getPeriodCompletion(key!),
    staleTime: 60_000,
  });
}
