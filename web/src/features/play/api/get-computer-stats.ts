import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';

import { api } from '@/lib/api-client';

import type { PlayerStats } from '../model/player-stats';

const count = z.int().check(z.nonnegative());
const playerStatsSchema: z.ZodMiniType<PlayerStats> = z.object({
  gamesPlayed: count,
  wins: count,
  losses: count,
  draws: count,
  totalMoves: count,
  bestLevel: z.int().check(z.gte(0)).check(z.lte(25)),
  points: count,
});

/** GET /api/games/computer/stats: the record's statistics against the computer (an account's or a learner's). */
export function getComputerStats(): Promise<PlayerStats> {
  return api.get('/games/computer/stats', { retries: 1, schema: playerStatsSchema });
}

export function computerStatsQueryOptions() {
  return queryOptions({ queryKey: ['computer-stats'], queryFn: getComputerStats, staleTime: 0 });
}

export function useComputerStats(enabled: boolean) {
  return useQuery({ ...computerStatsQueryOptions(), enabled });
}
