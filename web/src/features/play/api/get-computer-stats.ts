import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import type { PlayerStats } from '../model/player-stats';

const count = z.number().int().nonnegative();
const playerStatsSchema: z.ZodType<PlayerStats> = z.object({
  gamesPlayed: count,
  wins: count,
  losses: count,
  draws: count,
  totalMoves: count,
  bestLevel: z.number().int().min(0).max(25),
  points: count,
});

/** GET /api/games/computer/stats: a signed-in account's statistics against the computer. */
export function getComputerStats(): Promise<PlayerStats> {
  return api.get('/games/computer/stats', { retries: 1, schema: playerStatsSchema });
}

export function computerStatsQueryOptions() {
  return queryOptions({ queryKey: ['computer-stats'], queryFn: getComputerStats, staleTime: 0 });
}

export function useComputerStats(enabled: boolean) {
  return useQuery({ ...computerStatsQueryOptions(), enabled });
}
