// A visitor's identity for live play: an id and a name in session storage, and a
// random rating between 1200 and 1599 shown to other players. The display name a visitor picks is
// also kept in local storage so it survives the tab.
import { z } from 'zod/mini';

import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-errors';
import { readLocal, readSession, removeLocal, storageKey, writeLocal, writeSession } from '@/lib/storage';

export const GUEST_KEYS = {
  userId: 'chessUserId',
  username: 'chessUsername',
  rating: 'chessUserRating',
} as const;
export const GUEST_NAME_KEY = storageKey('guest-name');
export const DEFAULT_GUEST_NAME = 'Player';
export const GUEST_RATING_MIN = 1200;
export const GUEST_RATING_MAX = 1599;

export interface GuestIdentity {
  userId: string;
  username: string;
  /** For display only: the server rates accounts, not visitors. */
  rating: number;
}

export function randomGuestRating(random: () => number = Math.random): number {
  return GUEST_RATING_MIN + Math.floor(random() * (GUEST_RATING_MAX - GUEST_RATING_MIN + 1));
}

function randomId(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return `demo-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** The tab's guest identity, created on first use. */
export function getGuestIdentity(): GuestIdentity {
  let userId = readSession(GUEST_KEYS.userId);
  if (!userId) {
    userId = randomId();
    writeSession(GUEST_KEYS.userId, userId);
  }
  let username = readSession(GUEST_KEYS.username);
  if (!username) {
    username = readLocal(GUEST_NAME_KEY) || DEFAULT_GUEST_NAME;
    writeSession(GUEST_KEYS.username, username);
  }
  let rating = Number(readSession(GUEST_KEYS.rating));
  if (!Number.isInteger(rating) || rating < GUEST_RATING_MIN || rating > GUEST_RATING_MAX) {
    rating = randomGuestRating();
    writeSession(GUEST_KEYS.rating, String(rating));
  }
  return { userId, username, rating };
}

export function setGuestName(name: string): void {
  const trimmed = name.trim() || DEFAULT_GUEST_NAME;
  writeSession(GUEST_KEYS.username, trimmed);
  writeLocal(GUEST_NAME_KEY, trimmed);
}

const guestSessionSchema = z.object({
  token: z.string().check(z.minLength(1)),
  user: z.object({
    id: z.string(),
    username: z.string(),
    displayName: z.string(),
    role: z.literal('guest'),
    guest: z.literal(true),
  }),
});

export type GuestSession = z.infer<typeof guestSessionSchema>;

function postGuest(username: string): Promise<GuestSession> {
  return api.post('/auth/guest', { username }, { auth: false, retries: 1, schema: guestSessionSchema });
}

/**
 * POST /api/auth/guest: a signed visitor identity (role "guest") the live-play socket accepts.
 * The visitor's chosen name goes along; the server answers with the name it signed. A name the
 * server refuses (400: a registered player's, markup, hidden characters) is forgotten and the
 * visitor asks again without one, so the server generates a name ("Guest4321"), which the tab
 * then keeps.
 */
export async function fetchGuestSession(username = getGuestIdentity().username): Promise<GuestSession> {
  try {
    return await postGuest(username);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400 || username.trim() === '') throw error;
    if (readLocal(GUEST_NAME_KEY) === username) removeLocal(GUEST_NAME_KEY);
    const session = await postGuest('');
    writeSession(GUEST_KEYS.username, session.user.username);
    return session;
  }
}
