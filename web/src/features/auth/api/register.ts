import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth/auth-store';
import { authResponseSchema, type AuthResponse } from '@/lib/auth/schemas';

export interface RegisterInput {
  email: string;
  password: string;
  username: string;
  displayName: string;
}

/** POST /api/auth/register (no auth); stores the session. */
export async function register(input: RegisterInput): Promise<AuthResponse> {
  const data = await api.post('/auth/register', input, { auth: false, retries: 0, schema: authResponseSchema });
  useAuthStore.getState().setSession({ user: data.user, token: data.accessToken, refreshToken: data.refreshToken });
  return data;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
