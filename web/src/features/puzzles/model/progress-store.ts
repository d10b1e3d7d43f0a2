// What a visitor's browser keeps about puzzles (sent to the server once an account exists):
// solved ids, the visitor's puzzle rating (Glicko-2, computed by the server) and the first
// attempts for the theme dashboard.

import { readLocal, storageKey, writeLocal } from '@/lib/storage';

export const PUZZLE_PROGRESS_KEY = storageKey('puzzle-progress');

export interface LocalRating {
  rating: number;
  ratingDeviation: number;
  volatility: number;
}

export interface LocalAttempt {
  puzzleId: string;
  solved: boolean;
}

export interface PuzzleProgress {
  solvedIds: string[];
  rating: LocalRating;
  attempts: LocalAttempt[];
}

export const DEFAULT_RATING: LocalRating = { rating: 1500, ratingDeviation: 500, volatility: 0.09 };

export function emptyProgress(): PuzzleProgress {
  return { solvedIds: [], rating: { ...DEFAULT_RATING }, attempts: [] };
}

/** Unparseable stored progress is ignored and defaults are used. */
export function parseProgress(text: string | null): PuzzleProgress {
  if (!text) return emptyProgress();
  try {
    const raw = JSON.parse(text) as Partial<PuzzleProgress>;
    return {
      solvedIds: Array.isArray(raw.solvedIds) ? raw.solvedIds.filter((s) => typeof s === 'string') : [],
      rating:
        raw.rating && typeof raw.rating.rating === 'number'
          ? { ...DEFAULT_RATING, ...raw.rating }
          : { ...DEFAULT_RATING },
      attempts: Array.isArray(raw.attempts) ? raw.attempts.filter((a) => a && typeof a.puzzleId === 'string') : [],
    };
  } catch {
    return emptyProgress();
  }
}

export function loadProgress(): PuzzleProgress {
  return parseProgress(readLocal(PUZZLE_PROGRESS_KEY));
}

export function saveProgress(p: PuzzleProgress): void {
  writeLocal(PUZZLE_PROGRESS_KEY, JSON.stringify(p));
}

/** Records a solve (id added once) and, for a first attempt, the result for the dashboard. */
export function recordResult(p: PuzzleProgress, puzzleId: string, solved: boolean): PuzzleProgress {
  const first = !p.attempts.some((a) => a.puzzleId === puzzleId);
  return {
    ...p,
    solvedIds: solved && !p.solvedIds.includes(puzzleId) ? [...p.solvedIds, puzzleId] : p.solvedIds,
    attempts: first ? [...p.attempts, { puzzleId, solved }] : p.attempts,
  };
}
