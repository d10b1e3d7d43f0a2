import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** PUT /api/users/password. */
export function changePassword(input: PasswordChange): Promise<unknown> {
  return api.put('/users/password', input, { retries: 0 });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
