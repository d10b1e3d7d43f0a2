// Running totals over the ledger: what the progress cards show and what achievements measure
// (server twin: server/src/learn/progress/progress_counters.cpp).

import { isGame, type ProgressEvent } from './events';
import { PUZZLE_FAST_SECONDS } from './rules';

export interface MobileStats {
  /** Share of touch gestures that made a move, rounded down to a whole percent; 100 before any. */
  touchAccuracy: number;
  mobileGamesPlayed: number;
  /** Touch gestures, missed ones included. */
  touchMoves: number;
  /** Touch gestures that made no legal move. */
  touchMistakes: number;
  /** Touch moves made in under half a second. */
  fastTouchMoves: number;
  /** Touch moves made by dragging the piece. */
  swipeMoves: number;
  /** Games with touch input at least 95% accurate. */
  accurateTouchGames: number;
}

export interface Counters {
  /** Distinct lessons completed. */
  lessonIds: Set<string>;
  /** Every completion, reviews included. */
  lessonCompletions: number;
  /** Completions at 100% accuracy. */
  perfectLessons: number;
  accuracySum: number;
  puzzlesSolved: number;
  /** Solved in under 30 s. */
  fastPuzzles: number;
  /** Against the computer and live. */
  gamesPlayed: number;
  gamesWon: number;
  gamesDrawn: number;
  gamesLost: number;
  computerGamesWon: number;
  practiceSessions: number;
  /** Minutes reported by time-spent events. */
  totalTimeSpent: number;
  mobile: Omit<MobileStats, 'touchAccuracy'>;
}

export function emptyCounters(): Counters {
  return {
    lessonIds: new Set(),
    lessonCompletions: 0,
    perfectLessons: 0,
    accuracySum: 0,
    puzzlesSolved: 0,
    fastPuzzles: 0,
    gamesPlayed: 0,
    gamesWon: 0,
    gamesDrawn: 0,
    gamesLost: 0,
    computerGamesWon: 0,
    practiceSessions: 0,
    totalTimeSpent: 0,
    mobile: {
      mobileGamesPlayed: 0,
      touchMoves: 0,
      touchMistakes: 0,
      fastTouchMoves: 0,
      swipeMoves: 0,
      accurateTouchGames: 0,
    },
  };
}

const FAST_TOUCH_MS = 500;
const ACCURATE_TOUCH_PERCENT = 95;

function countMoves(m: Counters['mobile'], event: ProgressEvent): void {
  let touches = 0;
  let misses = 0;
  for (const move of event.moves ?? []) {
    if (!move.touch) continue;
    touches += 1;
    if (move.missed) {
      misses += 1;
      continue;
    }
    if (move.ms < FAST_TOUCH_MS) m.fastTouchMoves += 1;
    if (move.gesture === 'drag') m.swipeMoves += 1;
  }
  m.touchMoves += touches;
  m.touchMistakes += misses;
  // Integer form of (touches - misses) / touches >= 95%, so both sides agree exactly.
  if (isGame(event) && touches > 0 && (touches - misses) * 100 >= ACCURATE_TOUCH_PERCENT * touches) {
    m.accurateTouchGames += 1;
  }
}

/** Adds one (valid) event to the totals, in place. */
export function countEvent(c: Counters, event: ProgressEvent): void {
  countMoves(c.mobile, event);
  switch (event.kind) {
    case 'puzzle_solved':
      c.puzzlesSolved += 1;
      if (event.seconds < PUZZLE_FAST_SECONDS) c.fastPuzzles += 1;
      break;
    case 'lesson_completed':
      c.lessonIds.add(event.lessonId);
      c.lessonCompletions += 1;
      c.accuracySum += event.accuracy;
      if (event.accuracy >= 100) c.perfectLessons += 1;
      break;
    case 'practice_finished':
      c.practiceSessions += 1;
      break;
    case 'time_spent':
      c.totalTimeSpent += event.minutes;
      break;
    case 'computer_game_finished':
    case 'live_game_finished':
      c.gamesPlayed += 1;
      if (event.mobile) c.mobile.mobileGamesPlayed += 1;
      if (event.result === 'win') {
        c.gamesWon += 1;
        if (event.kind === 'computer_game_finished') c.computerGamesWon += 1;
      } else if (event.result === 'draw') {
        c.gamesDrawn += 1;
      } else {
        c.gamesLost += 1;
      }
      break;
  }
}

/** Mean lesson accuracy, rounded half up to a whole percent; 0 before any lesson. */
export function averageAccuracy(c: Counters): number {
  const n = c.lessonCompletions;
  return n === 0 ? 0 : Math.floor((2 * c.accuracySum + n) / (2 * n));
}

export function touchAccuracy(m: Counters['mobile']): number {
  return m.touchMoves === 0 ? 100 : Math.floor(((m.touchMoves - m.touchMistakes) * 100) / m.touchMoves);
}
