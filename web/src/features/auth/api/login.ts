import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth/auth-store';
import { authResponseSchema, type AuthResponse } from '@/lib/auth/schemas';

export type { AuthResponse };

export interface LoginInput {
  email: string;
  password: string;
}

/**
 * POST /api/auth/login (no auth); stores the session. From a browser holding an anonymous learner
 * (its refresh cookie goes along by itself) the server moves the learner's record into the account
 * by its own rows; nothing is sent from the browser's memory.
 */
export async function login(input: LoginInput): Promise<AuthResponse> {
  const data = await api.post('/auth/login', input, { auth: false, retries: 0, schema: authResponseSchema });
  useAuthStore.getState().setSession({ user: data.user, token: data.accessToken, refreshToken: data.refreshToken });
  return data;
}

/** Signing in replaces the session; every query is read again as the account's. */
export function useLogin() {
  const client = useQueryClient();
  return useMutation({ mutationFn: login, onSuccess: () => void client.invalidateQueries() });
}
