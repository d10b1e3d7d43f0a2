import { api } from '@/lib/api-client';
import type { User } from '@/lib/auth/auth-store';

export const AUTH_CHECK_TIMEOUT_MS = 15_000;

/** GET /api/auth/profile: who the stored token belongs to (the start-up session check). */
export async function getProfile(): Promise<User | null> {
  const data = await api.get<{ user?: User } | null>('/auth/profile', {
    retries: 0,
    timeoutMs: AUTH_CHECK_TIMEOUT_MS,
  });
  return data?.user ?? null;
}
