// The assessment kept in this browser (localStorage): the session a visitor is taking, so a
// reload resumes it, and the finished one still to be claimed when the visitor signs up or in
// (POST /claim). The server keeps the session itself; this is only the way back to it.

import { readLocal, removeLocal, storageKey, writeLocal } from '@/lib/storage';
import { testQuestionSchema, type TestQuestion } from '@/lib/test-position';

export const SAVED_SESSION_KEY = storageKey('assessment-session');

export interface SavedSession {
  sessionId: string;
  /** Started without an account: its result waits for a claim. */
  asVisitor: boolean;
  /** The position being answered (null once the test is over). */
  question: TestQuestion | null;
  correct: number;
  completed: boolean;
  /** The claim went through (or was refused for good): nothing more to send. */
  claimed: boolean;
}

function isSaved(v: unknown): v is SavedSession {
  if (v === null || typeof v !== 'object') return false;
  const r = v as Record<string, unknown>;
  return (
    typeof r.sessionId === 'string' &&
    r.sessionId !== '' &&
    typeof r.asVisitor === 'boolean' &&
    typeof r.correct === 'number' &&
    typeof r.completed === 'boolean' &&
    typeof r.claimed === 'boolean' &&
    (r.question === null || testQuestionSchema.safeParse(r.question).success)
  );
}

/** The saved session, or null (nothing saved, or something unreadable, which is dropped). */
export function loadSession(): SavedSession | null {
  const raw = readLocal(SAVED_SESSION_KEY);
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (isSaved(parsed)) return parsed;
  } catch {
    // fall through
  }
  removeLocal(SAVED_SESSION_KEY);
  return null;
}

export function saveSession(session: SavedSession): void {
  writeLocal(SAVED_SESSION_KEY, JSON.stringify(session));
}

export function clearSession(): void {
  removeLocal(SAVED_SESSION_KEY);
}

/** A finished visitor's result the signed-in account has not claimed yet. */
export function needsClaim(s: SavedSession | null): s is SavedSession {
  return s !== null && s.asVisitor && s.completed && !s.claimed;
}

/** A test in progress to resume on this page. */
export function resumable(s: SavedSession | null): s is SavedSession & { question: TestQuestion } {
  return s !== null && !s.completed && s.question !== null;
}
