// A visitor's record on the server (issue 29): the first thing a visitor does that the server
// records (a puzzle attempt, a lesson answer or completion, a practice move, a game against the
// computer, the assessment, a review) first makes them an anonymous learner with
// POST /api/auth/anonymous. The session is kept like an account's (the api-client sends its token
// and refreshes it on a 401); looking around creates nothing.

import { api } from '@/lib/api-client';

import { learnerId } from './account';
import { isDemoToken, useAuthStore } from './auth-store';
import { authResponseSchema } from './schemas';

let creating: Promise<string | null> | null = null;

async function createLearner(): Promise<string | null> {
  const before = useAuthStore.getState().token;
  // Not retried: a 429 says this address made too many, and the action that asked fails with it.
  const data = await api.post('/auth/anonymous', {}, { auth: false, retries: 0, schema: authResponseSchema });
  const state = useAuthStore.getState();
  // Someone signed in (or another tab's learner arrived) meanwhile: theirs stands.
  if (state.token !== before) return learnerId(state) ?? null;
  state.setLearnerSession({ user: data.user, token: data.accessToken, refreshToken: data.refreshToken });
  return data.user.id;
}

/**
 * The id of whoever's record the next recording request adds to: the account's, the learner's,
 * or a new anonymous learner's (one POST /api/auth/anonymous, shared by concurrent callers).
 * Demo mode has no server session: null, and the request goes without a token as a visitor's.
 * Rejects with the request's ApiError when the learner cannot be created (429: too many).
 */
export function ensureLearner(): Promise<string | null> {
  const state = useAuthStore.getState();
  const id = learnerId(state);
  if (id !== undefined) return Promise.resolve(id);
  if (isDemoToken(state.token)) return Promise.resolve(null);
  creating ??= createLearner().finally(() => {
    creating = null;
  });
  return creating;
}
