// The academy's progress in this browser (docs/lessons.md, "The academy"; key
// chess-academy-progress): completed lesson ids, solved puzzle ids and the chosen level. Stored
// progress that cannot be read is ignored and the defaults used.

import { create } from 'zustand';

import { readLocal, writeLocal } from '@/lib/storage';

export const ACADEMY_PROGRESS_KEY = 'chess-academy-progress';
export const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type AcademyLevel = (typeof LEVELS)[number];

export interface AcademyProgress {
  completedLessons: string[];
  solvedPuzzles: string[];
  userLevel: AcademyLevel;
}

export const DEFAULT_PROGRESS: AcademyProgress = { completedLessons: [], solvedPuzzles: [], userLevel: 'beginner' };

const ids = (v: unknown): string[] =>
  Array.isArray(v) ? [...new Set(v.filter((x): x is string => typeof x === 'string'))] : [];

export function parseProgress(raw: string | null): AcademyProgress {
  if (!raw) return DEFAULT_PROGRESS;
  try {
    const v = JSON.parse(raw) as Partial<Record<keyof AcademyProgress, unknown>> | null;
    if (!v || typeof v !== 'object') return DEFAULT_PROGRESS;
    const level = LEVELS.find((l) => l === v.userLevel) ?? DEFAULT_PROGRESS.userLevel;
    return { completedLessons: ids(v.completedLessons), solvedPuzzles: ids(v.solvedPuzzles), userLevel: level };
  } catch {
    return DEFAULT_PROGRESS;
  }
}

export function withItem(list: readonly string[], id: string): string[] {
  return list.includes(id) ? [...list] : [...list, id];
}

interface AcademyProgressStore extends AcademyProgress {
  completeLesson: (id: string) => void;
  solvePuzzle: (id: string) => void;
  setLevel: (level: AcademyLevel) => void;
  /** Reads the stored progress again (on opening the academy). */
  reload: () => void;
}

function save(p: AcademyProgress): AcademyProgress {
  writeLocal(ACADEMY_PROGRESS_KEY, JSON.stringify(p));
  return p;
}

const current = (s: AcademyProgress): AcademyProgress => ({
  completedLessons: s.completedLessons,
  solvedPuzzles: s.solvedPuzzles,
  userLevel: s.userLevel,
});

export const useAcademyProgress = create<AcademyProgressStore>()((set) => ({
  ...parseProgress(readLocal(ACADEMY_PROGRESS_KEY)),
  completeLesson: (id) => set((s) => save({ ...current(s), completedLessons: withItem(s.completedLessons, id) })),
  solvePuzzle: (id) => set((s) => save({ ...current(s), solvedPuzzles: withItem(s.solvedPuzzles, id) })),
  setLevel: (userLevel) => set((s) => save({ ...current(s), userLevel })),
  reload: () => set(parseProgress(readLocal(ACADEMY_PROGRESS_KEY))),
}));
