import { useQuery } from '@tanstack/react-query';
import { httpClient } from '../providers/dataProvider';

/** Number of requests for the sidebar badge (GET /api/requests, kept fresh every 30 s). */
export function useRequestCount(): number {
  const { data } = useQuery({
    queryKey: ['sidebar', 'requests-count'],
    queryFn: async () => {
      try {
        const { headers, json } = await httpClient('/api/requests');
        const range = headers.get('Content-Range');
        const total = range ? Number(range.split('/').pop()) : NaN;
        if (Number.isFinite(total)) return total;
        return Array.isArray(json) ? json.length : 0;
      } catch {
        // The requests API may not exist yet (404) or be unavailable: no badge.
        return 0;
      }
    },
    staleTime: 2 * 60 * 1000,
    gcTime: 5 * 60 * 1000,
    refetchInterval: 30 * 1000,
    retry: false,
  });
  return data ?? 0;
}
