import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';

import { requestReview } from '@/lib/reviews';

/**
 * POST /api/reviews {gameId}: the game's review (queued the first time, the same one after). A
 * query, not a mutation, because asking twice is harmless and the page asks on every visit.
 */
export function gameReviewQueryOptions(gameId: string) {
  return queryOptions({
    queryKey: ['reviews', 'game', gameId],
    queryFn: () => requestReview({ gameId: /^\d+$/.test(gameId) ? Number(gameId) : gameId }),
    staleTime: Infinity,
    retry: false,
  });
}

export function useGameReview(gameId: string) {
  return useQuery(gameReviewQueryOptions(gameId));
}

/** POST /api/reviews {pgn}: a pasted or uploaded game. */
export function useReviewPgn() {
  return useMutation({ mutationFn: (pgn: string) => requestReview({ pgn }) });
}
