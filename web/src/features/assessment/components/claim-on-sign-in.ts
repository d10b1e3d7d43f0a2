// A visitor's finished assessment joins the account they sign up or sign in with (issue 18):
// whenever an account appears, the result this browser keeps is claimed once (POST /claim). A
// refusal (already claimed, not finished, someone else's) is final; a network failure is tried
// again at the next sign-in or visit.

import type { QueryClient } from '@tanstack/react-query';

import { ApiError } from '@/lib/api-errors';
import { accountId } from '@/lib/auth/account';
import { useAuthStore } from '@/lib/auth/auth-store';

import { claimAssessment } from '../api/claim-assessment';
import { assessmentKeys } from '../api/keys';
import { loadSession, needsClaim, saveSession } from '../model/saved-session';

let claiming: Promise<void> | null = null;

export function claimSavedResult(client: QueryClient, claim = claimAssessment): Promise<void> {
  if (claiming) return claiming;
  const run = async () => {
    const saved = loadSession();
    if (!needsClaim(saved) || accountId(useAuthStore.getState()) === undefined) return;
    try {
      await claim(saved.sessionId);
      saveSession({ ...saved, claimed: true });
      await client.invalidateQueries({ queryKey: assessmentKeys.all });
    } catch (error) {
      // 4xx: the server will never take it; stop asking. Anything else: next time.
      if (
        error instanceof ApiError &&
        error.status !== undefined &&
        error.status >= 400 &&
        error.status < 500 &&
        error.status !== 401 &&
        error.status !== 429
      ) {
        saveSession({ ...saved, claimed: true });
      }
      console.warn('claiming the assessment failed', error);
    }
  };
  claiming = run().finally(() => {
    claiming = null;
  });
  return claiming;
}

/** Claims whenever an account signs in or registers (and at start when one is signed in). */
export function claimOnSignIn(client: QueryClient, claim = claimAssessment): () => void {
  let current = accountId(useAuthStore.getState());
  if (current !== undefined) void claimSavedResult(client, claim);
  return useAuthStore.subscribe((state) => {
    const next = accountId(state);
    if (next === current) return;
    current = next;
    if (next !== undefined) void claimSavedResult(client, claim);
  });
}
