import { api } from '@/lib/api-client';

import { isDemoToken, useAuthStore } from './auth-store';

/**
 * Signs out at once (user, tokens, refresh cookie, stored sign-in state); the server is told in
 * the background and its failure is ignored.
 */
export function logout(): void {
  const token = useAuthStore.getState().token;
  useAuthStore.getState().clearAuth();
  if (!token || isDemoToken(token)) return;
  void api
    .post('/auth/logout', undefined, { auth: false, retries: 0, headers: { Authorization: `Bearer ${token}` } })
    .catch(() => undefined);
}
