// Third-party sign-in: leaving for the provider and the checks on the way back.

export const INVALID_STATE_MESSAGE = 'Invalid state parameter';
export const NO_CODE_MESSAGE = 'No authorization code received from Google.';

/** A random state value (URL-safe, 32 characters). */
export function newOAuthState(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const bytes = random(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The text for an `error` the provider sent back. */
export function providerErrorMessage(code: string, description: string | null): string {
  switch (code) {
    case 'access_denied':
      return 'Access denied. You cancelled the authentication process.';
    case 'invalid_request':
      return 'Invalid authentication request.';
    case 'unsupported_response_type':
      return 'Unsupported response type.';
    default:
      return description || `Authentication failed: ${code}`;
  }
}

export type CallbackCheck = { ok: true; code: string } | { ok: false; message: string };

/** What the return screen decides from its address and the stored state, before any call. */
export function checkCallbackParams(params: URLSearchParams, storedState: string | null): CallbackCheck {
  const error = params.get('error');
  if (error) return { ok: false, message: providerErrorMessage(error, params.get('error_description')) };
  const state = params.get('state');
  if (state && storedState && state !== storedState) return { ok: false, message: INVALID_STATE_MESSAGE };
  const code = params.get('code');
  if (!code) return { ok: false, message: NO_CODE_MESSAGE };
  return { ok: true, code };
}

/** Only same-site paths are used as return targets. */
export function safeReturnPath(stored: string | null, fallback: string): string {
  return stored && stored.startsWith('/') && !stored.startsWith('//') ? stored : fallback;
}
