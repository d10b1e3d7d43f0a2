import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { isDemoToken, useAuthStore } from '@/lib/auth/auth-store';

/** GET /api/users/stats: real figures only; a figure that does not exist yet is null. */
export interface UserStats {
  ratings: Partial<Record<'bullet' | 'blitz' | 'rapid' | 'classical', number | null>>;
  /** The most played speed's rating and that speed. */
  rating: number | null;
  ratingSpeed?: string | null;
  /** Live and computer games together. */
  gamesPlayed: number;
  liveGames?: number;
  computerGames?: number;
  wins: number;
  losses: number;
  draws: number;
  puzzleRating: number | null;
  puzzlesSolved: number;
  memberSince?: string;
  /** The change of `rating` (its own speed only) over the last 7 days. */
  weeklyChange?: number | null;
}

export function getUserStats(): Promise<UserStats> {
  return api.get<UserStats>('/users/stats');
}

export function userStatsQueryOptions(userId: string | undefined) {
  return queryOptions({ queryKey: ['users', 'stats', userId], queryFn: getUserStats });
}

/** Only for a signed-in account (not the demo user, who has no server session). */
export function useUserStats() {
  const userId = useAuthStore((s) => s.user?.id);
  const enabled = useAuthStore((s) => s.isAuthenticated && !isDemoToken(s.token));
  return useQuery({ ...userStatsQueryOptions(userId), enabled });
}
