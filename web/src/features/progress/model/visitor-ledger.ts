// A visitor's progress ledger, kept in the browser: the same events the server keeps for an
// account, folded by the same rules (fold.ts). When the visitor signs in, the events only the
// browser can know (lessons, practice, time) are merged into the account once (docs/progress.md,
// POST /api/progress/merge); puzzles and games the server cannot verify stay behind.

import type { Activity } from '@/lib/activity';

import type { ProgressEvent } from './events';

export interface VisitorLedger {
  events: ProgressEvent[];
  /** Ids the account has already received. */
  merged: string[];
}

export const EMPTY_LEDGER: VisitorLedger = { events: [], merged: [] };

/** Events the server takes from a browser; the rest it records itself for accounts. */
export function isBrowserOnly(event: Pick<ProgressEvent, 'kind'>): boolean {
  return event.kind === 'lesson_completed' || event.kind === 'practice_finished' || event.kind === 'time_spent';
}

/** The server's merge takes at most this many events per request. */
export const MAX_MERGE_BATCH = 1000;

const CLIENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A fresh client event id: 1-64 of A-Z a-z 0-9 - _ (the server's rule). */
export function newEventId(random: () => string = defaultRandomId): string {
  const id = random()
    .replace(/[^A-Za-z0-9_-]/g, '')
    .slice(0, 64);
  return CLIENT_ID.test(id) ? id : `e${Date.now().toString(36)}`;
}

function defaultRandomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The ledger event for an activity finished at `at` on the player's `day`. A puzzle's id is
 * derived from the puzzle, so solving it again is the same event and earns nothing (as on the
 * server, where only the first solve of a puzzle counts).
 */
export function eventFor(activity: Activity, at: number, day: string, id: () => string = newEventId): ProgressEvent {
  const base = { at, day };
  switch (activity.kind) {
    case 'puzzle_solved':
      return {
        ...base,
        id: `puzzle-${activity.puzzleId}`.slice(0, 64),
        kind: 'puzzle_solved',
        firstAttempt: activity.firstAttempt,
        seconds: activity.seconds,
      };
    case 'computer_game_finished':
      return { ...base, id: id(), kind: 'computer_game_finished', result: activity.result, mobile: activity.mobile };
    case 'lesson_completed':
      return { ...base, id: id(), kind: 'lesson_completed', lessonId: activity.lessonId, accuracy: activity.accuracy };
    case 'practice_finished':
      return { ...base, id: id(), kind: 'practice_finished' };
    case 'time_spent':
      return { ...base, id: id(), kind: 'time_spent', minutes: activity.minutes };
  }
}

/** Adds an event; an id already in the ledger is the same event and is not added again. */
export function addEvent(ledger: VisitorLedger, event: ProgressEvent): VisitorLedger {
  if (ledger.events.some((e) => e.id === event.id)) return ledger;
  return { ...ledger, events: [...ledger.events, event] };
}

/** What a merge should send: the browser-only events the account has not received yet. */
export function pendingMerge(ledger: VisitorLedger): ProgressEvent[] {
  const merged = new Set(ledger.merged);
  return ledger.events.filter((e) => isBrowserOnly(e) && !merged.has(e.id));
}

export function markMerged(ledger: VisitorLedger, ids: readonly string[]): VisitorLedger {
  const merged = new Set(ledger.merged);
  const added = ids.filter((id) => !merged.has(id));
  return added.length === 0 ? ledger : { ...ledger, merged: [...ledger.merged, ...added] };
}

/** Splits `events` into batches the merge route accepts. */
export function batches<T>(events: readonly T[], size: number = MAX_MERGE_BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < events.length; i += size) out.push(events.slice(i, i + size));
  return out;
}
