import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';

import { api } from '@/lib/api-client';
import { useAccountId } from '@/lib/auth/account';
import { leaderboardKeys } from '@/lib/leaderboard-keys';

import { publicProfileKey, type PublicProfile } from './get-public-profile';

export const followAnswerSchema = z.object({
  username: z.string(),
  isFollowing: z.boolean(),
  changed: z.boolean(),
  followers: z.int().check(z.nonnegative()),
});

export type FollowAnswer = z.infer<typeof followAnswerSchema>;

/** POST (follow) or DELETE (unfollow) /api/users/{username}/follow; both are idempotent. */
export function setFollowing(username: string, follow: boolean): Promise<FollowAnswer> {
  const path = `/users/${encodeURIComponent(username)}/follow`;
  const options = { schema: followAnswerSchema, retries: 0 };
  return follow ? api.post(path, undefined, options) : api.delete(path, options);
}

/** Follows or unfollows; the profile shows the answer and the Friends tab is read again. */
export function useFollow(username: string) {
  const queryClient = useQueryClient();
  const viewer = useAccountId();
  return useMutation({
    mutationFn: (follow: boolean) => setFollowing(username, follow),
    onSuccess: async (answer) => {
      queryClient.setQueryData<PublicProfile>(publicProfileKey(username, viewer), (old) =>
        old ? { ...old, isFollowing: answer.isFollowing, followers: answer.followers } : old,
      );
      await queryClient.invalidateQueries({ queryKey: leaderboardKeys.all });
    },
  });
}
