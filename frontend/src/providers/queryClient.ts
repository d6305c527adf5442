import { QueryClient } from '@tanstack/react-query';
import { retryDelay, shouldRetryMutation, shouldRetryQuery } from '../app/shared';

/** Query defaults of platform.md section 9: no focus refetch, never stale unless a query says so. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: shouldRetryQuery,
        retryDelay,
      },
      mutations: {
        retry: shouldRetryMutation,
        retryDelay,
      },
    },
  });
