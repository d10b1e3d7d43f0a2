import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';

import { api } from '@/lib/api-client';
import { useAccountId } from '@/lib/auth/account';
import { leaderboardKeys } from '@/lib/leaderboard-keys';

import { leaderboardPath, type LeaderboardQuery } from '../model/leaderboard';

const count = z.int().check(z.nonnegative());

export const leaderboardEntrySchema = z.object({
  /** null: a followed player who is not on this board yet (Friends tab). */
  rank: z.nullable(z.int()),
  username: z.string(),
  displayName: z.string(),
  rating: z.nullable(z.number()),
  provisional: z.boolean(),
  ratingChange7d: z.nullable(z.number()),
  level: count,
  xpThisWeek: count,
  country: z.nullable(z.string()),
  isYou: z.boolean(),
});

export const yourRankSchema = z.object({
  rank: z.nullable(z.int()),
  rating: z.nullable(z.number()),
  change: z.nullable(z.number()),
  xpThisWeek: count,
  nextMilestone: count,
  progressToMilestone: z.number().check(z.gte(0), z.lte(100)),
});

export const recentAchievementSchema = z.object({
  username: z.string(),
  displayName: z.string(),
  achievementId: z.string(),
  title: z.string(),
  icon: z.string(),
  unlockedAt: z.number(),
});

export const weeklyEventSchema = z.object({
  name: z.string(),
  week: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  participants: count,
});

/** GET /api/leaderboard: a page of a board, the viewer's rank, recent unlocks, the weekly race. */
export const leaderboardSchema = z.object({
  scope: z.enum(['global', 'friends', 'country']),
  board: z.enum(['rating', 'weekly-xp']),
  speed: z.enum(['bullet', 'blitz', 'rapid', 'classical']),
  page: z.int().check(z.positive()),
  pageSize: z.int().check(z.positive()),
  total: count,
  entries: z.array(leaderboardEntrySchema),
  yourRank: z.nullable(yourRankSchema),
  recentAchievements: z.array(recentAchievementSchema),
  event: weeklyEventSchema,
});

export type Leaderboard = z.infer<typeof leaderboardSchema>;
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;
export type YourRank = z.infer<typeof yourRankSchema>;
export type RecentAchievement = z.infer<typeof recentAchievementSchema>;
export type WeeklyEvent = z.infer<typeof weeklyEventSchema>;

export function getLeaderboard(query: LeaderboardQuery, signal?: AbortSignal): Promise<Leaderboard> {
  return api.get(leaderboardPath(query), { schema: leaderboardSchema, signal });
}

export function leaderboardQueryOptions(viewer: string | undefined, query: LeaderboardQuery) {
  return queryOptions({
    queryKey: leaderboardKeys.board(viewer, query),
    queryFn: ({ signal }) => getLeaderboard(query, signal),
    staleTime: 30_000,
    // Paging through "View all" keeps the last page on screen until the next arrives.
    placeholderData: keepPreviousData,
  });
}

/** Friends and Country need an account: for anyone else the query waits (`enabled`). */
export function useLeaderboard(query: LeaderboardQuery, enabled = true) {
  const viewer = useAccountId();
  return useQuery({ ...leaderboardQueryOptions(viewer, query), enabled });
}
