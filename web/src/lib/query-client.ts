import { QueryClient } from '@tanstack/react-query';

import { ApiError } from '@/lib/api-errors';

export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const QUERY_GC_TIME_MS = 10 * 60 * 1000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        // One retry, on top of the HTTP layer's own retries, but never for a 4xx answer: the
        // same request would fail the same way.
        retry: (failureCount, error) =>
          failureCount < 1 &&
          !(error instanceof ApiError && error.status !== undefined && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}
