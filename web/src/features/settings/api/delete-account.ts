import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { logout } from '@/lib/auth/logout';

/** DELETE /api/auth/delete-account {password}, then sign out. */
export async function deleteAccount(password: string): Promise<void> {
  await apiRequest('/auth/delete-account', { method: 'DELETE', body: { password }, retries: 0 });
  logout();
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
