// The player's progress as the shell, the profile and the toasts show it: from GET /api/progress
// for a signed-in account, folded from the browser's ledger for a visitor.

import { useMemo } from 'react';

import { useAccountId } from '@/lib/auth/account';

import { useProgress } from '../api/get-progress';
import type { Progress, ProgressAchievement } from '../api/types';
import { localDay } from '../model/calendar';
import type { DailyPlan } from '../model/daily';
import { foldProgress, type ProgressState } from '../model/fold';
import type { NotificationLike } from '../model/notifications';
import { useVisitorLedger } from '../model/visitor-store';

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
  /** The account's main-speed rating and that speed; null before any rated game (and for visitors). */
  rating: { current: number; speed: string | null } | null;
}

export type SummaryResult =
  | { status: 'loading' }
  | { status: 'error'; message: string; retry: () => void }
  | { status: 'shown'; summary: ProgressSummary; source: 'account' | 'visitor' };

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
    rating: p.rating.current === null ? null : { current: p.rating.current, speed: p.rating.speed },
  };
}

export function fromLedger(s: ProgressState): ProgressSummary {
  return {
    totalXP: s.totalXP,
    level: s.currentLevel,
    xpInCurrentLevel: s.xpInCurrentLevel,
    xpForNextLevel: s.xpForNextLevel,
    streak: { current: s.currentStreak, longest: s.longestStreak },
    achievements: s.achievements,
    notifications: s.notifications,
    lessonsCompleted: s.lessonsCompleted,
    puzzlesSolved: s.puzzlesSolved,
    rating: null,
  };
}

/** The visitor's whole state, folded from the browser's ledger as of today. */
export function useVisitorState(): ProgressState {
  const events = useVisitorLedger((s) => s.events);
  const today = localDay(new Date());
  return useMemo(() => foldProgress(events, today), [events, today]);
}

export function useProgressSummary(): SummaryResult {
  const accountId = useAccountId();
  const query = useProgress();
  const visitor = useVisitorState();
  if (accountId === undefined) return { status: 'shown', summary: fromLedger(visitor), source: 'visitor' };
  if (query.data) return { status: 'shown', summary: fromServer(query.data), source: 'account' };
  if (query.isError) return { status: 'error', message: query.error.message, retry: () => void query.refetch() };
  return { status: 'loading' };
}

export type { DailyPlan };
