// A tiny bus for finished activities (a puzzle solved, a game against the computer finished): the
// features where they happen report them here, and the progress feature records them (a visitor's
// ledger) or refreshes the account's figures. Features stay independent of each other.
//
// Reports made before anyone listens (the progress code is loaded lazily) wait in a queue and are
// handed to the first listener, so nothing done in the first moments of a visit is lost.

export type Activity =
  | { kind: 'puzzle_solved'; puzzleId: string; firstAttempt: boolean; seconds: number }
  | { kind: 'computer_game_finished'; result: 'win' | 'lose' | 'draw'; mobile: boolean }
  | { kind: 'lesson_completed'; lessonId: string; accuracy: number }
  | { kind: 'practice_finished' }
  | { kind: 'time_spent'; minutes: number };

export interface ReportedActivity {
  activity: Activity;
  /** When it finished (ms). */
  at: number;
  /** A signed-in account (not a visitor, guest or demo) did it. */
  account: boolean;
}

type Listener = (report: ReportedActivity) => void;

/** Kept while nobody listens; bounded so a page without the listener cannot grow it forever. */
export const MAX_QUEUED_ACTIVITIES = 100;

const listeners = new Set<Listener>();
let queued: ReportedActivity[] = [];

export function reportActivity(activity: Activity, account: boolean, at: number = Date.now()): void {
  const report = { activity, at, account };
  if (listeners.size === 0) {
    queued = [...queued, report].slice(-MAX_QUEUED_ACTIVITIES);
    return;
  }
  for (const listener of listeners) listener(report);
}

/** Starts listening (and receives what was queued); returns the function that stops it. */
export function onActivity(listener: Listener): () => void {
  listeners.add(listener);
  const pending = queued;
  queued = [];
  for (const report of pending) listener(report);
  return () => {
    listeners.delete(listener);
  };
}
