// Every case of content/progress/test-vectors.json, replayed by the browser's rules. The server
// runs the same file (server/tests/learn/progress_vectors_test.cpp), so the two cannot disagree.

import { describe, expect, it } from 'vitest';

import vectors from '../../../../../../content/progress/test-vectors.json';
import { progressEventSchema } from '../events';
import { foldProgress, type ProgressState } from '../fold';
import { levelForXp, xpForEvent } from '../rules';

/** The state as the vectors describe it: achievements keyed by id. */
function view(state: ProgressState): Record<string, unknown> {
  return { ...state, achievements: Object.fromEntries(state.achievements.map((a) => [a.id, a])) };
}

/**
 * Null when every key of `expected` matches `actual` (objects: the keys named; arrays: the same
 * length, element by element); otherwise the path of the first difference and both values.
 */
function subsetMismatch(expected: unknown, actual: unknown, path: string): string | null {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) {
      return `${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`;
    }
    for (const [i, item] of expected.entries()) {
      const inner = subsetMismatch(item, actual[i], `${path}[${i}]`);
      if (inner) return inner;
    }
    return null;
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object')
      return `${path}: expected an object, got ${JSON.stringify(actual)}`;
    for (const [key, value] of Object.entries(expected)) {
      if (!(key in actual)) return `${path}.${key}: missing`;
      const inner = subsetMismatch(value, (actual as Record<string, unknown>)[key], `${path}.${key}`);
      if (inner) return inner;
    }
    return null;
  }
  return Object.is(expected, actual)
    ? null
    : `${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`;
}

describe('shared progress vectors', () => {
  it('has at least 25 cases with unique names', () => {
    expect(vectors.cases.length).toBeGreaterThanOrEqual(25);
    expect(new Set(vectors.cases.map((c) => c.name)).size).toBe(vectors.cases.length);
  });

  it.each(vectors.levels)('$xp XP is level $level', (row) => {
    expect(levelForXp(row.xp)).toEqual({
      level: row.level,
      xpInCurrentLevel: row.xpInCurrentLevel,
      xpForNextLevel: row.xpForNextLevel,
    });
  });

  it.each(vectors.awards)('$event.kind earns $xp', (row) => {
    const event = progressEventSchema.parse({ ...row.event, id: 'x', at: 0, day: '2025-03-01' });
    expect(xpForEvent(event)).toBe(row.xp);
  });

  it.each(vectors.cases)('$name', (c) => {
    const events = c.events.map((e) => progressEventSchema.parse(e));
    const today = 'today' in c && typeof c.today === 'string' ? c.today : undefined;
    expect(subsetMismatch(c.expect, view(foldProgress(events, today)), 'state')).toBeNull();
  });
});
