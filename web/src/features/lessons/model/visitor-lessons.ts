// A visitor's lesson progress, kept in this browser (an account's is on the server). The lesson
// completions themselves also go into the progress ledger (lib/activity), which merges into an
// account on sign-up; this store only remembers what the cards show: 25 on start, 100 and the
// scores on completion.

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

import { storageKey } from '@/lib/storage';

import { completed, started, type LocalLessonProgress, type LocalProgress } from './lesson-progress';

export const VISITOR_LESSONS_KEY = storageKey('lesson-progress');

interface VisitorLessonsStore {
  lessons: LocalProgress;
  start: (id: string) => void;
  complete: (id: string, quizScore: number | null, accuracy: number | null) => void;
}

/** What was stored, minus anything that is not a lesson's progress. */
export function readStoredLessons(raw: unknown): LocalProgress {
  const lessons = (raw as { lessons?: unknown } | null)?.lessons;
  if (!lessons || typeof lessons !== 'object') return {};
  const out: LocalProgress = {};
  for (const [id, value] of Object.entries(lessons as Record<string, unknown>)) {
    const v = value as Partial<LocalLessonProgress> | null;
    if (v && typeof v.progress === 'number' && v.progress >= 0 && v.progress <= 100) {
      out[id] = {
        progress: v.progress,
        quizScore: typeof v.quizScore === 'number' ? v.quizScore : null,
        accuracy: typeof v.accuracy === 'number' ? v.accuracy : null,
      };
    }
  }
  return out;
}

export const useVisitorLessons = create<VisitorLessonsStore>()(
  persist(
    (set) => ({
      lessons: {},
      start: (id) => set((s) => ({ lessons: { ...s.lessons, [id]: started(s.lessons[id]) } })),
      complete: (id, quizScore, accuracy) =>
        set((s) => ({ lessons: { ...s.lessons, [id]: completed(quizScore, accuracy) } })),
    }),
    {
      name: VISITOR_LESSONS_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ lessons: s.lessons }),
      merge: (persisted, current) => ({ ...current, lessons: readStoredLessons(persisted) }),
    },
  ),
);
