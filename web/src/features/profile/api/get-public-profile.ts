import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';

import { api } from '@/lib/api-client';
import { useAccountId } from '@/lib/auth/account';

const count = z.int().check(z.nonnegative());
const speedRating = z.nullable(z.object({ rating: z.number(), games: count, provisional: z.boolean() }));

export const publicAchievementSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  unlocked: z.boolean(),
  unlockedOn: z.nullable(z.string()),
});

/** The player's official strength assessment (issue 18). */
export const publicAssessmentSchema = z.object({
  rating: z.number(),
  interval: z.object({ low: z.number(), high: z.number() }),
  /** Beyond the scale's top: the rating is "1800 or more". */
  aboveScale: z.optional(z.boolean()),
  level: z.string(),
  completedAt: z.union([z.string(), z.number()]),
});

/** GET /api/users/{username}/public: what anyone may see of a player. */
export const publicProfileSchema = z.object({
  username: z.string(),
  displayName: z.string(),
  country: z.nullable(z.string()),
  memberSince: z.string(),
  level: count,
  totalXP: count,
  xpInCurrentLevel: count,
  xpForNextLevel: count,
  xpThisWeek: count,
  streak: z.object({ current: count, longest: count }),
  achievements: z.array(publicAchievementSchema),
  ratings: z.object({ bullet: speedRating, blitz: speedRating, rapid: speedRating, classical: speedRating }),
  games: z.object({ played: count, wins: count, losses: count, draws: count }),
  followers: count,
  following: count,
  isFollowing: z.boolean(),
  isYou: z.boolean(),
  /** Null before the first assessment; absent from servers that predate it. */
  assessment: z.optional(z.nullable(publicAssessmentSchema)),
});

export type PublicProfile = z.infer<typeof publicProfileSchema>;
export type PublicAssessment = z.infer<typeof publicAssessmentSchema>;

export const publicProfileKey = (username: string, viewer: string | undefined) =>
  ['users', 'public', username.toLowerCase(), viewer] as const;

export function getPublicProfile(username: string, signal?: AbortSignal): Promise<PublicProfile> {
  return api.get(`/users/${encodeURIComponent(username)}/public`, { schema: publicProfileSchema, signal });
}

export function publicProfileQueryOptions(username: string, viewer: string | undefined) {
  return queryOptions({
    queryKey: publicProfileKey(username, viewer),
    queryFn: ({ signal }) => getPublicProfile(username, signal),
    // An unknown player is an answer, not a failure worth retrying.
    retry: false,
  });
}

export function usePublicProfile(username: string) {
  const viewer = useAccountId();
  return useQuery({ ...publicProfileQueryOptions(username, viewer), enabled: username !== '' });
}
