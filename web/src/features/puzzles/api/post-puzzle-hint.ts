import { z } from 'zod/mini';

import { api } from '@/lib/api-client';
import { ensureLearner } from '@/lib/auth/learner';

/** What hint number `hint` reveals of the next solver move: `to` from the third, `san` on the fifth. */
export const puzzleHintSchema = z.object({
  hint: z.number(),
  hintsLeft: z.number(),
  from: z.string(),
  to: z.nullable(z.string()),
  san: z.nullable(z.string()),
});

export type PuzzleHint = z.infer<typeof puzzleHintSchema>;

/**
 * POST /api/puzzles/{id}/hint: the server counts the hint for the attempt (a hinted solve is not a
 * rated win) and answers what it reveals. `moves`: the solver's moves of the line so far. A
 * visitor's first hint makes them an anonymous learner: the hint is part of their record.
 */
export async function postPuzzleHint(id: string, moves: string[]): Promise<PuzzleHint> {
  await ensureLearner();
  return api.post(`/puzzles/${encodeURIComponent(id)}/hint`, { moves }, { schema: puzzleHintSchema, retries: 0 });
}
