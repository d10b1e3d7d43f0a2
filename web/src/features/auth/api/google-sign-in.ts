import { API_BASE_URL } from '@/lib/api-client';
import { removeSession, SESSION_KEYS, writeSession } from '@/lib/storage';

import { newOAuthState } from '../model/oauth';

/** Browser navigation to GET /api/auth/google?state=… (remembers the page to come back to). */
export function startGoogleSignIn(): void {
  const state = newOAuthState();
  writeSession(SESSION_KEYS.oauthState, state);
  const here = `${window.location.pathname}${window.location.search}`;
  if (!here.startsWith('/auth/')) writeSession(SESSION_KEYS.returnTo, here);
  window.location.assign(`${API_BASE_URL}/auth/google?state=${encodeURIComponent(state)}`);
}

/** Try Again from the return screen: GET /api/auth/google?redirect_uri=<origin>/auth/callback. */
export function retryGoogleSignIn(): void {
  // The server makes a fresh state; a stale stored one would be a mismatch on the way back.
  removeSession(SESSION_KEYS.oauthState);
  const redirect = `${window.location.origin}/auth/callback`;
  window.location.assign(`${API_BASE_URL}/auth/google?redirect_uri=${encodeURIComponent(redirect)}`);
}
