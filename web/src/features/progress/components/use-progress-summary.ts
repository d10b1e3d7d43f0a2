// The player's progress as the shell, the profile and the toasts show it: GET /api/progress for
// whoever has a record on the server (an account or an anonymous learner); the empty state for a
// visitor who has done nothing yet.

import { useLearnerId } from '@/lib/auth/account';

import { useProgress } from '../api/get-progress';
import type { Progress, ProgressAchievement } from '../api/types';
import { FIRST_LEVEL_XP, lockedAchievements } from '../model/empty';
import type { NotificationLike } from '../model/notifications';

export type RatingSource = 'games' | 'puzzles' | 'assessment' | 'calibration';

export interface ProgressSummary {
  totalXP: number;
  level: number;
  xpInCurrentLevel: number;
  xpForNextLevel: number;
  streak: { current: number; longest: number };
  achievements: ProgressAchievement[];
  notifications: NotificationLike[];
  lessonsCompleted: number;
  puzzlesSolved: number;
  /**
   * The learner's one rating, its speed when it is a game rating, and where it comes from: rated
   * games, else rated puzzles, else the newest strength assessment or calibration; null before any.
   */
  rating: { current: number; speed: string | null; source: RatingSource | null; aboveScale: boolean } | null;
}

/** `record`: read from the server; `empty`: a visitor with nothing recorded yet. */
export type SummaryResult =
  | { status: 'loading' }
  | { status: 'error'; message: string; retry: () => void }
  | { status: 'shown'; summary: ProgressSummary; source: 'record' | 'empty' };

export function fromServer(p: Progress): ProgressSummary {
  return {
    totalXP: p.totalXP,
    level: p.level,
    xpInCurrentLevel: p.xpInCurrentLevel,
    xpForNextLevel: p.xpForNextLevel,
    streak: { current: p.streak.current, longest: p.streak.longest },
    achievements: p.achievements,
    notifications: p.notifications,
    lessonsCompleted: p.counters.lessonsCompleted,
    puzzlesSolved: p.counters.puzzlesSolved,
    rating:
      p.rating.current === null
        ? null
        : {
            current: p.rating.current,
            speed: p.rating.speed,
            source: p.rating.source ?? null,
            aboveScale: p.rating.aboveScale ?? false,
          },
  };
}

/** Nothing done yet: level 0, no XP, every achievement locked (as a new account starts). */
export function emptySummary(): ProgressSummary {
  return {
    totalXP: 0,
    level: 0,
    xpInCurrentLevel: 0,
    xpForNextLevel: FIRST_LEVEL_XP,
    streak: { current: 0, longest: 0 },
    achievements: lockedAchievements(),
    notifications: [],
    lessonsCompleted: 0,
    puzzlesSolved: 0,
    rating: null,
  };
}

const EMPTY: SummaryResult = { status: 'shown', summary: emptySummary(), source: 'empty' };

export function useProgressSummary(): SummaryResult {
  const learner = useLearnerId();
  const query = useProgress();
  if (learner === undefined) return EMPTY;
  if (query.data) return { status: 'shown', summary: fromServer(query.data), source: 'record' };
  if (query.isError) return { status: 'error', message: query.error.message, retry: () => void query.refetch() };
  return { status: 'loading' };
}

/**
 * The learner's one rating (the dashboard's "your rating"), for the pages that speak to the learner's level: the coach
 * writes evaluations in words under 1200 and as numbers from 1200 up. Undefined before any rating exists.
 */
export function useLearnerRating(): number | undefined {
  const result = useProgressSummary();
  return result.status === 'shown' ? (result.summary.rating?.current ?? undefined) : undefined;
}
