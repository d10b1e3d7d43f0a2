import { describe, expect, it } from 'vitest';

import { foldProgress } from '../fold';
import {
  addEvent,
  batches,
  EMPTY_LEDGER,
  eventFor,
  markMerged,
  newEventId,
  pendingMerge,
  type VisitorLedger,
} from '../visitor-ledger';
import { readStoredLedger } from '../visitor-store';

const DAY = '2026-03-10';
let n = 0;
const ids = () => `id-${++n}`;

function ledgerOf(...kinds: Parameters<typeof eventFor>[0][]): VisitorLedger {
  return kinds.reduce((l, a, i) => addEvent(l, eventFor(a, 1_000 + i, DAY, ids)), EMPTY_LEDGER);
}

describe('visitor ledger', () => {
  it('records a solved puzzle and a game so that the plan and XP move', () => {
    const ledger = ledgerOf(
      { kind: 'puzzle_solved', puzzleId: 'abc', firstAttempt: true, seconds: 12 },
      { kind: 'computer_game_finished', result: 'win', mobile: false },
    );
    const state = foldProgress(ledger.events, DAY);
    expect(state.dailyPlan.tasks.puzzles).toEqual({ target: 3, completed: 1, remaining: 2 });
    expect(state.dailyPlan.tasks.games.completed).toBe(1);
    // 30 + 20 + 15 for the puzzle, 100 for the win, and three achievements of 100: first_puzzle,
    // speed_demon (under 30 s) and first_win.
    expect(state.totalXP).toBe(65 + 100 + 300);
  });

  it('counts a puzzle solved again once, as the server does', () => {
    const solved = { kind: 'puzzle_solved', puzzleId: 'abc', firstAttempt: true, seconds: 12 } as const;
    const ledger = ledgerOf(solved, solved);
    expect(ledger.events).toHaveLength(1);
    expect(foldProgress(ledger.events, DAY).puzzlesSolved).toBe(1);
  });

  it('merges only browser-only events, once', () => {
    const ledger = ledgerOf(
      { kind: 'puzzle_solved', puzzleId: 'abc', firstAttempt: false, seconds: 50 },
      { kind: 'lesson_completed', lessonId: 'knight-forks', accuracy: 90 },
      { kind: 'practice_finished' },
      { kind: 'time_spent', minutes: 7 },
      { kind: 'computer_game_finished', result: 'draw', mobile: true },
    );
    const pending = pendingMerge(ledger);
    expect(pending.map((e) => e.kind)).toEqual(['lesson_completed', 'practice_finished', 'time_spent']);
    const after = markMerged(
      ledger,
      pending.map((e) => e.id),
    );
    expect(pendingMerge(after)).toEqual([]);
    expect(
      markMerged(
        after,
        pending.map((e) => e.id),
      ),
    ).toBe(after);
    // The visitor's own view is unchanged by a merge.
    expect(foldProgress(after.events, DAY).totalXP).toBe(foldProgress(ledger.events, DAY).totalXP);
  });

  it('makes ids the server accepts', () => {
    expect(newEventId(() => '9b1c2d3e-aaaa-bbbb-cccc-1234567890ab')).toBe('9b1c2d3e-aaaa-bbbb-cccc-1234567890ab');
    expect(newEventId(() => 'a:b/c')).toBe('abc');
    expect(newEventId(() => '::')).toMatch(/^e[0-9a-z]+$/);
    expect(newEventId()).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
  });

  it('splits a long ledger into merge batches', () => {
    expect(batches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(batches([], 2)).toEqual([]);
  });

  it('reads back what was stored, dropping what is not an event', () => {
    const good = eventFor({ kind: 'practice_finished' }, 5, DAY, () => 'p1');
    expect(readStoredLedger({ events: [good, { kind: 'nonsense' }, 3], merged: ['p1', 4] })).toEqual({
      events: [good],
      merged: ['p1'],
    });
    expect(readStoredLedger(null)).toEqual(EMPTY_LEDGER);
    expect(readStoredLedger({ events: 'x' })).toEqual(EMPTY_LEDGER);
  });
});
