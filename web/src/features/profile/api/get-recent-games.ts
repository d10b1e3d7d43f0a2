import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';

import { api } from '@/lib/api-client';
import { isDemoToken, useAuthStore } from '@/lib/auth/auth-store';

import { recentGameSchema, type RecentGame } from '../model/recent-games';

export const RECENT_GAMES_LIMIT = 10;

/** GET /api/users/{username}/games: the account's latest live games, newest first. */
export async function getRecentGames(username: string): Promise<RecentGame[]> {
  const data = await api.get(`/users/${encodeURIComponent(username)}/games?limit=${RECENT_GAMES_LIMIT}`, {
    schema: z.object({ games: z.array(recentGameSchema) }),
  });
  return data.games;
}

export function recentGamesQueryOptions(username: string) {
  return queryOptions({ queryKey: ['users', 'games', username], queryFn: () => getRecentGames(username) });
}

export function useRecentGames() {
  const username = useAuthStore((s) => s.user?.username ?? '');
  const enabled = useAuthStore((s) => s.isAuthenticated && !isDemoToken(s.token)) && username !== '';
  return useQuery({ ...recentGamesQueryOptions(username), enabled });
}
