import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { isLearnerSession, useAuthStore } from '@/lib/auth/auth-store';
import { authResponseSchema, type AuthResponse } from '@/lib/auth/schemas';

export interface RegisterInput {
  email: string;
  password: string;
  username: string;
  displayName: string;
}

/**
 * POST /api/auth/register (no refresh on 401); stores the session. A browser holding an anonymous
 * learner also sends the learner's access token (even expired; its refresh cookie goes along by
 * itself): the server turns that learner into the account, every row kept, under the same id.
 */
export async function register(input: RegisterInput): Promise<AuthResponse> {
  const state = useAuthStore.getState();
  const learner = isLearnerSession(state) ? state.token : null;
  const data = await api.post('/auth/register', input, {
    auth: false,
    retries: 0,
    schema: authResponseSchema,
    headers: learner ? { Authorization: `Bearer ${learner}` } : undefined,
  });
  useAuthStore.getState().setSession({ user: data.user, token: data.accessToken, refreshToken: data.refreshToken });
  return data;
}

/** Signing up replaces the session; every query is read again as the account's. */
export function useRegister() {
  const client = useQueryClient();
  return useMutation({ mutationFn: register, onSuccess: () => void client.invalidateQueries() });
}
