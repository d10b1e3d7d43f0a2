import { QueryClient } from '@tanstack/react-query';

export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const QUERY_GC_TIME_MS = 10 * 60 * 1000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        // The HTTP layer (api-client) already retries what is worth retrying, with back-off:
        // a second layer here would multiply the requests a failing call sends.
        retry: false,
        refetchOnWindowFocus: false,
      },
    },
  });
}
