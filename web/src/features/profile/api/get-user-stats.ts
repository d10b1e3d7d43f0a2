import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';

import { api } from '@/lib/api-client';
import { isDemoToken, useAuthStore } from '@/lib/auth/auth-store';
import { progressKeys } from '@/lib/progress-keys';

const count = z.int().check(z.nonnegative());
const rating = z.nullable(z.number());

/** GET /api/users/stats: real figures only; a figure that does not exist yet is null. */
export const userStatsSchema = z.object({
  ratings: z.partial(z.object({ bullet: rating, blitz: rating, rapid: rating, classical: rating })),
  /** The most played speed's rating and that speed. */
  rating,
  ratingSpeed: z.optional(z.nullable(z.string())),
  /** Live and computer games together. */
  gamesPlayed: count,
  liveGames: z.optional(count),
  computerGames: z.optional(count),
  wins: count,
  losses: count,
  draws: count,
  puzzleRating: rating,
  puzzlesSolved: count,
  memberSince: z.optional(z.string()),
  /** The change of `rating` (its own speed only) over the last 7 days. */
  weeklyChange: z.optional(z.nullable(z.number())),
});

export type UserStats = z.infer<typeof userStatsSchema>;

export function getUserStats(): Promise<UserStats> {
  return api.get('/users/stats', { schema: userStatsSchema });
}

export function userStatsQueryOptions(userId: string | undefined) {
  return queryOptions({ queryKey: progressKeys.userStats(userId), queryFn: getUserStats });
}

/** Only for a signed-in account (not the demo user, who has no server session). */
export function useUserStats() {
  const userId = useAuthStore((s) => s.user?.id);
  const enabled = useAuthStore((s) => s.isAuthenticated && !isDemoToken(s.token));
  return useQuery({ ...userStatsQueryOptions(userId), enabled });
}
