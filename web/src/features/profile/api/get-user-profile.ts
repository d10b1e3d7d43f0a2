import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { isDemoToken, useAuthStore, type User } from '@/lib/auth/auth-store';
import { userEnvelopeSchema } from '@/lib/auth/schemas';

/** GET /api/users/profile: the signed-in account as the server has it. */
export async function getUserProfile(): Promise<User> {
  const data = await api.get('/users/profile', { schema: userEnvelopeSchema });
  return data.user;
}

export function userProfileQueryOptions(userId: string | undefined) {
  return queryOptions({ queryKey: ['users', 'profile', userId], queryFn: getUserProfile });
}

export function useUserProfile() {
  const userId = useAuthStore((s) => s.user?.id);
  const enabled = useAuthStore((s) => s.isAuthenticated && !isDemoToken(s.token));
  return useQuery({ ...userProfileQueryOptions(userId), enabled });
}
