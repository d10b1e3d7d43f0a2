// What a player did, as the progress ledger records it: one event per finished activity. The
// server has the same types in server/src/learn/progress/progress_event.hpp; the wire names are shared.

import { z } from 'zod/mini';

const moveInputSchema = z.object({
  touch: z.boolean(),
  gesture: z.enum(['tap', 'drag']),
  /** From picking the piece up (or the first tap) to the drop (or the second tap). */
  ms: z.number(),
  /** The gesture ended in no legal move: a touch mistake. */
  missed: z.optional(z.boolean()),
});

const base = z.object({
  /** Chosen by the client; the same id twice is the same event. */
  id: z.string(),
  /** Unix time in milliseconds: orders the ledger. */
  at: z.number(),
  /** The player's local calendar date, YYYY-MM-DD: streaks and goals go by it. */
  day: z.string(),
  moves: z.optional(z.array(moveInputSchema)),
});

const gameResult = z.enum(['win', 'lose', 'draw']);

export const progressEventSchema = z.discriminatedUnion('kind', [
  z.extend(base, { kind: z.literal('puzzle_solved'), firstAttempt: z.boolean(), seconds: z.number() }),
  z.extend(base, { kind: z.literal('lesson_completed'), lessonId: z.string(), accuracy: z.number() }),
  z.extend(base, { kind: z.literal('practice_finished') }),
  z.extend(base, { kind: z.literal('computer_game_finished'), result: gameResult, mobile: z.boolean() }),
  z.extend(base, { kind: z.literal('live_game_finished'), result: gameResult, mobile: z.boolean() }),
  z.extend(base, { kind: z.literal('time_spent'), minutes: z.number() }),
]);

export type ProgressEvent = z.infer<typeof progressEventSchema>;
export type MoveInput = z.infer<typeof moveInputSchema>;
export type GameResult = z.infer<typeof gameResult>;
export type EventKind = ProgressEvent['kind'];
/** An event without its ledger fields: what `xpForEvent` looks at. */
export type ActivityDetail = DistributiveOmit<ProgressEvent, 'id' | 'at' | 'day'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export type GameEvent = Extract<ProgressEvent, { kind: 'computer_game_finished' | 'live_game_finished' }>;

export function isGame(event: { kind: EventKind }): event is GameEvent {
  return event.kind === 'computer_game_finished' || event.kind === 'live_game_finished';
}

/** Longest single time-spent report accepted: a whole day. */
const MAX_MINUTES = 24 * 60;
/** A move entered over more than an hour is a clock or client fault, not a move. */
const MAX_MOVE_MS = 60 * 60 * 1000;
const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 of a valid YYYY-MM-DD date, or null for anything else. */
export function dayNumber(day: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(y, m - 1, d);
  const date = new Date(time);
  // Date.UTC rolls 2025-02-30 over to March; a real date survives the round trip.
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return Math.round(time / MS_PER_DAY);
}

/**
 * Why an event cannot be counted (a short code), or null when it can. Catalogue checks (does the
 * lesson exist, is the time in the future) need more than the event and are the caller's.
 */
export function eventProblem(event: ProgressEvent): string | null {
  if (event.id === '') return 'missing_id';
  if (dayNumber(event.day) === null) return 'bad_day';
  if (event.moves?.some((m) => !(m.ms >= 0 && m.ms <= MAX_MOVE_MS))) return 'bad_move_time';
  switch (event.kind) {
    case 'puzzle_solved':
      return event.seconds >= 0 ? null : 'bad_seconds';
    case 'lesson_completed':
      if (event.lessonId === '') return 'missing_lesson';
      return Number.isInteger(event.accuracy) && event.accuracy >= 0 && event.accuracy <= 100 ? null : 'bad_accuracy';
    case 'time_spent':
      return Number.isInteger(event.minutes) && event.minutes >= 0 && event.minutes <= MAX_MINUTES
        ? null
        : 'bad_minutes';
    default:
      return null;
  }
}
