// Browser storage with the product prefix. Every access is guarded: storage throws in some
// privacy modes and does not exist outside the browser.

export const STORAGE_PREFIX = 'chess-academy-';

export function storageKey(name: string): string {
  return `${STORAGE_PREFIX}${name}`;
}

function area(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readLocal(key: string): string | null {
  try {
    return area('local')?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    area('local')?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the preference simply is not remembered.
  }
}

export function removeLocal(key: string): void {
  try {
    area('local')?.removeItem(key);
  } catch {
    // ignore
  }
}

export function readSession(key: string): string | null {
  try {
    return area('session')?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: string): void {
  try {
    area('session')?.setItem(key, value);
  } catch {
    // ignore
  }
}

export function removeSession(key: string): void {
  try {
    area('session')?.removeItem(key);
  } catch {
    // ignore
  }
}

// Session storage keys of the sign-in return; they carry no product prefix.
export const SESSION_KEYS = {
  returnTo: 'auth_return_to',
  oauthState: 'oauth_state',
} as const;

/**
 * What a visitor's browser used to keep of their progress before the server kept every learner's
 * record (issue 29): the progress ledger, lesson progress, puzzle progress, practice stars and the
 * games against the computer. Nothing reads them any more; they are removed at start.
 */
export const RETIRED_KEYS = [
  storageKey('progress-ledger'),
  storageKey('lesson-progress'),
  storageKey('puzzle-progress'),
  storageKey('practice-stars'),
  'chessPlayerStats',
] as const;

export function removeRetiredKeys(): void {
  for (const key of RETIRED_KEYS) removeLocal(key);
}
