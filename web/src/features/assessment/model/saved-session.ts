// The test being taken in this browser (localStorage): the way back to the server's session, so a
// reload resumes it. The session and its result are the server's, in the record of whoever took it
// (an account, or the anonymous learner the test's start made of a visitor, which signing up turns
// into the account); nothing is kept here once the test is over.

import { readLocal, removeLocal, storageKey, writeLocal } from '@/lib/storage';
import { testQuestionSchema, type TestQuestion } from '@/lib/test-position';

export const SAVED_SESSION_KEY = storageKey('assessment-session');

export interface SavedSession {
  sessionId: string;
  /** The position being answered. */
  question: TestQuestion;
  correct: number;
}

function isSaved(v: unknown): v is SavedSession {
  if (v === null || typeof v !== 'object') return false;
  const r = v as Record<string, unknown>;
  return (
    typeof r.sessionId === 'string' &&
    r.sessionId !== '' &&
    typeof r.correct === 'number' &&
    testQuestionSchema.safeParse(r.question).success
  );
}

/** The saved test in progress, or null (nothing saved, or something unreadable or finished, which is dropped). */
export function loadSession(): SavedSession | null {
  const raw = readLocal(SAVED_SESSION_KEY);
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (isSaved(parsed)) return { sessionId: parsed.sessionId, question: parsed.question, correct: parsed.correct };
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
