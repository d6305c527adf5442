import { useQuery } from '@tanstack/react-query';
import { httpClient } from '../providers/dataProvider';

/**
 * Number of requests for the sidebar badge, kept fresh every 30 s. It asks for a one-row page and
 * reads the total from Content-Range, so the badge never downloads the whole list.
 */
export function useRequestCount(): number {
  const { data } = useQuery({
    queryKey: ['sidebar', 'requests-count'],
    queryFn: async () => {
      try {
        const { headers, json } = await httpClient(`/api/requests?range=${encodeURIComponent('[0,0]')}`);
        const range = headers.get('Content-Range');
        const total = range ? Number(range.split('/').pop()) : NaN;
        if (Number.isFinite(total)) return total;
        return Array.isArray(json) ? json.length : 0;
      } catch {
        // Requests unavailable (offline, no permission): no badge rather than an error.
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
