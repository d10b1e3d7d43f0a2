import { api } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth/auth-store';
import { authResponseSchema, type AuthResponse } from '@/lib/auth/schemas';

/**
 * POST /api/auth/google/callback (no auth): the server exchanges the code; stores the session. A
 * learner's record in this browser (its refresh cookie) becomes or joins the account on the server.
 */
export async function googleCallback(code: string, state: string | null): Promise<AuthResponse> {
  const data = await api.post(
    '/auth/google/callback',
    { code, state },
    { auth: false, retries: 0, schema: authResponseSchema },
  );
  useAuthStore.getState().setSession({ user: data.user, token: data.accessToken, refreshToken: data.refreshToken });
  return data;
}
