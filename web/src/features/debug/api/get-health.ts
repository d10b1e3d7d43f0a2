import { queryOptions, useQuery } from '@tanstack/react-query';

import { getHealth } from '@/lib/api-client';

export const healthQueryOptions = () =>
  queryOptions({
    queryKey: ['health'],
    queryFn: ({ signal }) => getHealth(signal),
    staleTime: 0,
    retry: false,
  });

export function useHealth() {
  return useQuery(healthQueryOptions());
}
