import { z } from 'zod/mini';

import { api } from '@/lib/api-client';
import { ensureLearner } from '@/lib/auth/learner';

/** What the lesson player reads of the puzzle route's verdict. */
const attemptSchema = z.object({ puzzleId: z.string(), solved: z.boolean(), firstTry: z.boolean(), xp: z.number() });

export type LessonPuzzleAttempt = z.infer<typeof attemptSchema>;

/**
 * POST /api/puzzles/{id}/attempt, for a puzzle solved inside a lesson: the server checks the line
 * and records the solve (as the puzzles page does), timed from its serving of the puzzle: only the
 * moves are sent. A visitor's first solve makes them an anonymous learner, whose record it joins.
 */
export async function postPuzzleAttempt(id: string, moves: string[]): Promise<LessonPuzzleAttempt> {
  await ensureLearner();
  return api.post(`/puzzles/${encodeURIComponent(id)}/attempt`, { moves }, { retries: 1, schema: attemptSchema });
}
