// The whole progress state of a player, replayed from the ledger of activity events. The server
// replays the same way (server/src/learn/progress/progress_fold.cpp); the shared cases in
// content/progress/test-vectors.json hold the two to it.

import { ACHIEVEMENTS, type Achievement } from './achievements';
import { averageAccuracy, countEvent, emptyCounters, touchAccuracy, type MobileStats } from './counters';
import {
  dailyGoals,
  dailyGoalsMet,
  dailyPlan,
  emptyDay,
  type DailyGoals,
  type DailyPlan,
  type DayTally,
} from './daily';
import { dayNumber, eventProblem, type ProgressEvent } from './events';
import { ACHIEVEMENT_XP, DAILY_GOALS_XP, levelForXp, xpForEvent } from './rules';
import { NO_STREAK, streakAfterActivity, streakOn } from './streak';

interface NotificationBase {
  /** The event that produced it. */
  eventId: string;
  at: number;
  day: string;
}

/** Something worth a toast. */
export type ProgressNotification = NotificationBase &
  (
    | { kind: 'level_up'; level: number }
    | { kind: 'achievement_unlocked'; achievementId: string; xp: number }
    | { kind: 'daily_goals_complete'; xp: number }
  );

export interface ProgressState {
  totalXP: number;
  currentLevel: number;
  xpInCurrentLevel: number;
  xpForNextLevel: number;
  /** As of `today`: 0 once lapsed. */
  currentStreak: number;
  longestStreak: number;
  lastActivityDate: string | null;
  streakFreezeUsed: boolean;
  /** There was activity today. */
  streakActive: boolean;
  /** Distinct lessons. */
  lessonsCompleted: number;
  lessonCompletions: number;
  puzzlesSolved: number;
  gamesPlayed: number;
  gamesWon: number;
  gamesDrawn: number;
  gamesLost: number;
  computerGamesWon: number;
  practiceSessions: number;
  /** Minutes. */
  totalTimeSpent: number;
  averageAccuracy: number;
  mobileStats: MobileStats;
  dailyGoals: DailyGoals;
  dailyPlan: DailyPlan;
  /** All fourteen, in catalogue order. */
  achievements: Achievement[];
  /** In ledger order. */
  notifications: ProgressNotification[];
  /** Refused by `eventProblem`. */
  ignoredEvents: number;
}

/**
 * Valid events in ledger order (timestamp, then id), each id once (the earliest copy). Ids compare
 * by UTF-16 code units here and by bytes on the server: the same order for the ASCII ids clients
 * make.
 */
function ledger(events: readonly ProgressEvent[]): { ordered: ProgressEvent[]; ignored: number } {
  const valid = events.filter((e) => eventProblem(e) === null);
  const sorted = [...valid].sort((a, b) => (a.at !== b.at ? a.at - b.at : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const seen = new Set<string>();
  const ordered: ProgressEvent[] = [];
  for (const e of sorted) {
    if (seen.has(e.id)) continue;
    seen.add(e.id);
    ordered.push(e);
  }
  return { ordered, ignored: events.length - valid.length };
}

function tally(day: DayTally, e: ProgressEvent): void {
  if (e.kind === 'lesson_completed') day.lessons += 1;
  else if (e.kind === 'puzzle_solved') day.puzzles += 1;
  else if (e.kind === 'computer_game_finished' || e.kind === 'live_game_finished') day.games += 1;
  else if (e.kind === 'time_spent') day.minutes += e.minutes;
}

/**
 * Replays `events` into the state a player sees on `today` (their local date, YYYY-MM-DD; when
 * absent or invalid, the latest day in the ledger). The order events arrive in does not matter; an
 * id seen again is the same event and counts once. Invalid events are skipped and counted. Streaks
 * move on any activity except time-spent reports: having the app open is not learning.
 */
export function foldProgress(events: readonly ProgressEvent[], today?: string): ProgressState {
  const { ordered, ignored } = ledger(events);
  const counters = emptyCounters();
  const days = new Map<string, DayTally>();
  const achievements: Achievement[] = ACHIEVEMENTS.map(({ progress: _, ...def }) => ({
    ...def,
    currentProgress: 0,
    unlocked: false,
    unlockedAt: null,
    unlockedOn: null,
  }));
  const notifications: ProgressNotification[] = [];
  let streak = NO_STREAK;
  let xp = 0;
  let latestDay: string | null = null;

  for (const e of ordered) {
    const levelBefore = levelForXp(xp).level;
    const base: NotificationBase = { eventId: e.id, at: e.at, day: e.day };
    let day = days.get(e.day);
    if (!day) {
      day = emptyDay();
      days.set(e.day, day);
    }
    if (latestDay === null || e.day > latestDay) latestDay = e.day;
    if (e.kind !== 'time_spent') streak = streakAfterActivity(streak, e.day);
    countEvent(counters, e);
    tally(day, e);
    const earned = xpForEvent(e);
    xp += earned;
    day.xp += earned;

    ACHIEVEMENTS.forEach((def, i) => {
      const a = achievements[i];
      if (!a || a.unlocked || def.progress(counters, streak) < def.requirement) return;
      a.unlocked = true;
      a.unlockedAt = e.at;
      a.unlockedOn = e.day;
      xp += ACHIEVEMENT_XP;
      day.xp += ACHIEVEMENT_XP;
      notifications.push({ ...base, kind: 'achievement_unlocked', achievementId: a.id, xp: ACHIEVEMENT_XP });
    });

    if (!day.goalsRewarded && dailyGoalsMet(day)) {
      day.goalsRewarded = true;
      xp += DAILY_GOALS_XP;
      day.xp += DAILY_GOALS_XP;
      notifications.push({ ...base, kind: 'daily_goals_complete', xp: DAILY_GOALS_XP });
    }

    const levelAfter = levelForXp(xp).level;
    if (levelAfter > levelBefore) notifications.push({ ...base, kind: 'level_up', level: levelAfter });
  }

  ACHIEVEMENTS.forEach((def, i) => {
    const a = achievements[i];
    if (a) a.currentProgress = Math.min(def.progress(counters, streak), def.requirement);
  });

  const level = levelForXp(xp);
  const on = today !== undefined && dayNumber(today) !== null ? today : latestDay;
  const view = streakOn(streak, on);
  const ofToday = (on === null ? undefined : days.get(on)) ?? emptyDay();
  return {
    totalXP: xp,
    currentLevel: level.level,
    xpInCurrentLevel: level.xpInCurrentLevel,
    xpForNextLevel: level.xpForNextLevel,
    currentStreak: view.current,
    longestStreak: view.longest,
    lastActivityDate: streak.lastActivityDate,
    streakFreezeUsed: streak.freezeUsed,
    streakActive: view.isActive,
    lessonsCompleted: counters.lessonIds.size,
    lessonCompletions: counters.lessonCompletions,
    puzzlesSolved: counters.puzzlesSolved,
    gamesPlayed: counters.gamesPlayed,
    gamesWon: counters.gamesWon,
    gamesDrawn: counters.gamesDrawn,
    gamesLost: counters.gamesLost,
    computerGamesWon: counters.computerGamesWon,
    practiceSessions: counters.practiceSessions,
    totalTimeSpent: counters.totalTimeSpent,
    averageAccuracy: averageAccuracy(counters),
    mobileStats: { touchAccuracy: touchAccuracy(counters.mobile), ...counters.mobile },
    dailyGoals: dailyGoals(on, ofToday),
    dailyPlan: dailyPlan(on, ofToday, view),
    achievements,
    notifications,
    ignoredEvents: ignored,
  };
}
