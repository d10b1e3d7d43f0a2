import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { useAuthStore, type User } from '@/lib/auth/auth-store';

export interface AuthResponse {
  user: User;
  accessToken: string;
  refreshToken?: string;
  isNewUser?: boolean;
}

export interface LoginInput {
  email: string;
  password: string;
}

/** POST /api/auth/login (no auth); stores the session. */
export async function login(input: LoginInput): Promise<AuthResponse> {
  const data = await api.post<AuthResponse>('/auth/login', input, { auth: false, retries: 0 });
  useAuthStore.getState().setSession({ user: data.user, token: data.accessToken, refreshToken: data.refreshToken });
  return data;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
