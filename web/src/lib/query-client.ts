import { QueryClient, type QueryKey } from '@tanstack/react-query';

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

/**
 * After the server recorded something: the queries under `queryKey` read again. A read already
 * in flight may have been answered before the record changed, and TanStack shares a first read
 * (one with no data yet) with an invalidation instead of restarting it, so it is cancelled
 * first: a new learner's first GET /api/progress, sent while their first solve was judged,
 * otherwise stays at zero.
 */
export async function refreshAfterChange(client: QueryClient, queryKey: QueryKey): Promise<void> {
  await client.cancelQueries({ queryKey });
  await client.invalidateQueries({ queryKey });
}
