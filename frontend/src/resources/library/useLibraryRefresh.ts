import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '../../providers/queryKeys';
import type { LibraryKind } from './libraryMessages';

/**
 * After a change the resource's lists and counts are refetched (react-admin keys them
 * [resource, 'getList', params]); theme changes also refresh objectives, which show theme names;
 * the dashboard and activity aggregates are marked stale.
 */
export function useLibraryRefresh() {
  const queryClient = useQueryClient();
  return useCallback(
    async (resource: LibraryKind) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [resource] }),
        resource === 'themes' ? queryClient.invalidateQueries({ queryKey: ['objectives'] }) : undefined,
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.dashboardSummary }),
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.activities }),
      ]);
    },
    [queryClient],
  );
}
