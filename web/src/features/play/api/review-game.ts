import { useQuery } from '@tanstack/react-query';

import { getReview, REVIEW_POLL_MS, requestReview, reviewIsFinal, reviewKeys } from '@/lib/reviews';

/** What the summary asks the server to review: the stored game, or the PGN of a browser game. */
export type ReviewSource = { gameId: number } | { pgn: string; color?: 'white' | 'black' };

function sourceKey(source: ReviewSource): string {
  return 'gameId' in source ? `game:${source.gameId}` : `pgn:${source.pgn}`;
}

/** POST /api/reviews then GET /api/reviews/{id} every second until the engine is done. */
export function useGameSummaryReview(source: ReviewSource | null) {
  const ticket = useQuery({
    queryKey: ['reviews', 'summary', source ? sourceKey(source) : ''],
    queryFn: () => requestReview(source as ReviewSource),
    enabled: source !== null,
    staleTime: Infinity,
    retry: false,
  });
  const id = ticket.data?.id ?? '';
  const review = useQuery({
    queryKey: reviewKeys.review(id),
    queryFn: () => getReview(id),
    enabled: id !== '',
    refetchInterval: (query) => (reviewIsFinal(query.state.data) ? false : REVIEW_POLL_MS),
  });
  return { ticket, review };
}
