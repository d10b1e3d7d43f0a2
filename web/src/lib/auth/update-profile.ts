import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { useAuthStore, type User } from './auth-store';
import { userEnvelopeSchema } from './schemas';

export interface ProfileChanges {
  displayName?: string;
  username?: string;
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
