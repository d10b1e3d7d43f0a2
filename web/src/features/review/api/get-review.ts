import { queryOptions, useQuery } from '@tanstack/react-query';

import { getReview, REVIEW_POLL_MS, reviewIsFinal, reviewKeys } from '@/lib/reviews';

/** GET /api/reviews/{id}, asked again every second while the engine works. */
export function reviewQueryOptions(id: string) {
  return queryOptions({
    queryKey: reviewKeys.review(id),
    queryFn: () => getReview(id),
    refetchInterval: (query) => (reviewIsFinal(query.state.data) ? false : REVIEW_POLL_MS),
  });
}

export function useReview(id: string | null) {
  return useQuery({ ...reviewQueryOptions(id ?? ''), enabled: id !== null });
}
