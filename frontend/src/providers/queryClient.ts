import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { reportApiError } from '../lib/apiErrors';
import { retryDelay, shouldRetryMutation, shouldRetryQuery } from '../lib/shared';

/** Query defaults of platform.md section 9: no focus refetch, never stale unless a query says so. */
export const createQueryClient = () =>
  new QueryClient({
    // Every failed query and mutation passes through the shared classifier and its listeners.
    queryCache: new QueryCache({ onError: (error) => void reportApiError(error) }),
    mutationCache: new MutationCache({ onError: (error) => void reportApiError(error) }),
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
