import { z } from 'zod/mini';

import { api } from '@/lib/api-client';
import type { User } from '@/lib/auth/auth-store';
import { userSchema } from '@/lib/auth/schemas';

/** Signed in: `{ user }`; a token the server does not know: an empty answer. */
const profileSchema = z.nullable(z.object({ user: z.optional(userSchema) }));

export const AUTH_CHECK_TIMEOUT_MS = 15_000;

/** GET /api/auth/profile: who the stored token belongs to (the start-up session check). */
export async function getProfile(): Promise<User | null> {
  const data = await api.get('/auth/profile', {
    schema: profileSchema,
    retries: 0,
    timeoutMs: AUTH_CHECK_TIMEOUT_MS,
  });
  return data?.user ?? null;
}
