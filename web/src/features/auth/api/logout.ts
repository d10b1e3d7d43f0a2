import { api } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth/auth-store';

/** Signs out at once; the server is told in the background and its failure is ignored. */
export function logout(): void {
  const token = useAuthStore.getState().token;
  useAuthStore.getState().clearAuth();
  if (!token) return;
  void api
    .post('/auth/logout', undefined, { retries: 0, headers: { Authorization: `Bearer ${token}` } })
    .catch(() => undefined);
}
