import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';

import { api } from '@/lib/api-client';
import { isDemoToken, useAuthStore } from '@/lib/auth/auth-store';

import { computerGameSchema, type ComputerGame } from '../model/recent-games';
import { RECENT_GAMES_LIMIT } from './get-recent-games';

/** GET /api/games/computer: the signed-in account's latest games against the computer. */
export async function getComputerGames(): Promise<ComputerGame[]> {
  const data = await api.get(`/games/computer?limit=${RECENT_GAMES_LIMIT}`, {
    schema: z.object({ games: z.array(computerGameSchema) }),
  });
  return data.games;
}

export function computerGamesQueryOptions(userId: string | undefined) {
  return queryOptions({ queryKey: ['games', 'computer', userId], queryFn: getComputerGames });
}

export function useComputerGames() {
  const userId = useAuthStore((s) => s.user?.id);
  const enabled = useAuthStore((s) => s.isAuthenticated && !isDemoToken(s.token)) && userId !== undefined;
  return useQuery({ ...computerGamesQueryOptions(userId), enabled });
}
