import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-errors';

import { gameStateSchema, type GameState } from '../model/events';

/** GET /api/games/{id}: the game screen's initial fetch (live or finished). */
export function getLiveGame(gameId: string): Promise<GameState> {
  return api.get(`/games/${encodeURIComponent(gameId)}`, { auth: false, retries: 1, schema: gameStateSchema });
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
