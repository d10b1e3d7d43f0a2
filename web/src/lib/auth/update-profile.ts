import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { leaderboardKeys } from '@/lib/leaderboard-keys';

import { useAuthStore, type User } from './auth-store';
import { userEnvelopeSchema } from './schemas';

export interface ProfileChanges {
  displayName?: string;
  username?: string;
  /** An ISO 3166-1 alpha-2 code, or null to clear it. */
  country?: string | null;
}

export const NO_USER_MESSAGE = 'No user logged in';

/** PUT /api/users/profile: needs a signed-in user; the stored user follows the answer. */
export async function updateProfile(changes: ProfileChanges): Promise<User> {
  if (!useAuthStore.getState().user) throw new Error(NO_USER_MESSAGE);
  const data = await api.put('/users/profile', changes, { retries: 0, schema: userEnvelopeSchema });
  useAuthStore.getState().setUser(data.user);
  return data.user;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['users'] });
      // A new country changes the Country tab and the country shown on every board.
      await queryClient.invalidateQueries({ queryKey: leaderboardKeys.all });
    },
  });
}
