import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';

import { api } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth/auth-store';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

const passwordChangedSchema = z.object({ accessToken: z.optional(z.string()), refreshToken: z.optional(z.string()) });

/**
 * PUT /api/users/password. The server ends every other session and hands this one fresh
 * tokens, which replace the stored ones.
 */
export async function changePassword(input: PasswordChange): Promise<void> {
  const data = await api.put('/users/password', input, { retries: 0, schema: passwordChangedSchema });
  if (data?.accessToken) useAuthStore.getState().setTokens(data.accessToken, data.refreshToken);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
