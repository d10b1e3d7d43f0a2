import { z } from 'zod/mini';

import { api } from '@/lib/api-client';

/** What the lesson player reads of the puzzle route's verdict. */
const attemptSchema = z.object({ puzzleId: z.string(), solved: z.boolean(), firstTry: z.boolean(), xp: z.number() });

export type LessonPuzzleAttempt = z.infer<typeof attemptSchema>;

/**
 * POST /api/puzzles/{id}/attempt, for a puzzle solved inside a lesson: the server checks the line
 * and, for an account, records the solve in its progress (as the puzzles page does), timed by the
 * server from its serving of the puzzle: only the moves are sent.
 */
export function postPuzzleAttempt(id: string, moves: string[]): Promise<LessonPuzzleAttempt> {
  return api.post(`/puzzles/${encodeURIComponent(id)}/attempt`, { moves }, { retries: 1, schema: attemptSchema });
}
