// The seed of the server's "advice on about 30% of correct moves" rule: one random number per
// browser session, so a session's advice is reproducible and two sessions differ.

import { readSession, storageKey, writeSession } from '@/lib/storage';

const SEED_STORAGE = storageKey('coach-seed');
const MAX_SEED = 2 ** 53 - 1;

export function coachSeed(): number {
  const kept = Number(readSession(SEED_STORAGE));
  if (Number.isSafeInteger(kept) && kept > 0) return kept;
  const seed = 1 + Math.floor(Math.random() * (MAX_SEED - 1));
  writeSession(SEED_STORAGE, String(seed));
  return seed;
}
