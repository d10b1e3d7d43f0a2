import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-errors';

import type { GameState } from '../model/live-game';

/** GET /api/games/{id}: the game screen's initial fetch (live or finished). */
export function getLiveGame(gameId: string): Promise<GameState> {
  return api.get<GameState>(`/games/${encodeURIComponent(gameId)}`, { auth: false, retries: 1 });
}

export function liveGameQueryOptions(gameId: string) {
  return queryOptions({
    queryKey: ['live-game', gameId],
    queryFn: () => getLiveGame(gameId),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
    staleTime: 0,
  });
}

export function useLiveGame(gameId: string) {
  return useQuery(liveGameQueryOptions(gameId));
}

export function pgnUrl(gameId: string): string {
  return `/api/games/${encodeURIComponent(gameId)}.pgn`;
}
