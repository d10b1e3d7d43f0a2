// What the accounts endpoints answer, checked at the edge (api-client's `schema` option) rather
// than cast: a page never works on a half-formed user.

import { z } from 'zod/mini';

import type { User } from './auth-store';

export const userSchema: z.ZodMiniType<User> = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  displayName: z.string(),
  createdAt: z.string(),
  role: z.optional(z.string()),
  country: z.optional(z.nullable(z.string())),
  anonymous: z.optional(z.boolean()),
});

/** Register, login and the OpenID callback all answer a session. */
export const authResponseSchema = z.object({
  user: userSchema,
  accessToken: z.string().check(z.minLength(1)),
  refreshToken: z.optional(z.string()),
  isNewUser: z.optional(z.boolean()),
});

export type AuthResponse = z.infer<typeof authResponseSchema>;

export const userEnvelopeSchema = z.object({ user: userSchema });
