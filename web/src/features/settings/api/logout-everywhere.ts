import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth/auth-store';

/**
 * POST /api/auth/logout-all: every session of the account ends at once — other devices' access
 * tokens are refused from now on and their refresh tokens revoked — and this browser signs out too.
 */
export async function logoutEverywhere(): Promise<void> {
  await apiRequest('/auth/logout-all', { method: 'POST', retries: 0 });
  useAuthStore.getState().clearAuth();
}

export function useLogoutEverywhere() {
  return useMutation({ mutationFn: logoutEverywhere });
}
