// The timings of the play-computer flow.

import { getLevel } from './levels';

/** Delay after the player's move before the computer shows it is thinking. */
export const COMPUTER_REPLY_DELAY_MS = 300;
/** When the player is Black, the computer opens after this. */
export const COMPUTER_OPENS_DELAY_MS = 500;
/** The summary appears this long after the result. */
export const SUMMARY_DELAY_MS = 1_000;
export const MIN_THINK_MS = 500;

/**
 * How long the computer visibly thinks: a random 1-3 s, never more than the level's time limit and
 * never below 0.5 s. The time limit (30 s at level 10 down to 0.5 s at level 24) is the most
 * the engine may search; making a player wait 30 s for every move at level 10 is not what anyone
 * expects, so it bounds the wait instead of fixing it.
 */
export function thinkingTimeMs(level: number, random: () => number = Math.random): number {
  const limit = getLevel(level).timeLimit;
  let ms = 1000 + random() * 2000;
  if (limit) ms = Math.min(ms, limit * 1000);
  return Math.max(MIN_THINK_MS, Math.round(ms));
}

/** The engine's own search cap in milliseconds: the level's time limit, else 10 s. */
export function searchCapMs(level: number): number {
  const limit = getLevel(level).timeLimit;
  return limit ? Math.round(limit * 1000) : 10_000;
}
