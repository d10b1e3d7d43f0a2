import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import type { PlayerStats } from '../model/player-stats';

/** GET /api/games/computer/stats: a signed-in account's statistics against the computer. */
export function getComputerStats(): Promise<PlayerStats> {
  return api.get<PlayerStats>('/games/computer/stats', { retries: 1 });
}

export function computerStatsQueryOptions() {
  return queryOptions({ queryKey: ['computer-stats'], queryFn: getComputerStats, staleTime: 0 });
}

export function useComputerStats(enabled: boolean) {
  return useQuery({ ...computerStatsQueryOptions(), enabled });
}
