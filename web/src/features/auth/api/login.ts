import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth/auth-store';
import { authResponseSchema, type AuthResponse } from '@/lib/auth/schemas';

export type { AuthResponse };

export interface LoginInput {
  email: string;
  password: string;
}

/** POST /api/auth/login (no auth); stores the session. */
export async function login(input: LoginInput): Promise<AuthResponse> {
  const data = await api.post('/auth/login', input, { auth: false, retries: 0, schema: authResponseSchema });
  useAuthStore.getState().setSession({ user: data.user, token: data.accessToken, refreshToken: data.refreshToken });
  return data;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
