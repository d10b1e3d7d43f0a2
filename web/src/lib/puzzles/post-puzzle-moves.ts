import { z } from 'zod/mini';

import { api } from '@/lib/api-client';
import { ensureLearner } from '@/lib/auth/learner';

import { attemptResultSchema } from './attempt-result';
import { uciSchema } from './puzzle';

/** The server's verdict on the solver's latest move. */
export const judgedMoveSchema = z.object({
  result: z.enum(['wrong', 'next', 'solved']),
  movesDone: z.number(),
  san: z.string(),
  /** next: the opponent's reply from the line. */
  reply: z.optional(z.object({ uci: uciSchema, san: z.string() })),
  /** solved: the attempt the server recorded, with the solution. */
  attempt: z.optional(attemptResultSchema),
  /** wrong, from the learner's third wrong move on the puzzle: the expected move's squares. */
  hint: z.optional(z.object({ from: z.string(), to: z.string() })),
});

export type JudgedMove = z.infer<typeof judgedMoveSchema>;

/**
 * POST /api/puzzles/{id}/moves: the solver's moves of the line so far, the last one to judge (the
 * ones before it are the moves the server already answered as right). A wrong move is taken back
 * and counted (from the third, the answer names the expected squares); a solve ends the attempt,
 * which the server records (timed from its serving, hints counted) and answers with the solution. A visitor's first move makes them an anonymous learner, whose record it joins.
 */
export async function postPuzzleMoves(id: string, moves: string[]): Promise<JudgedMove> {
  await ensureLearner();
  return api.post(`/puzzles/${encodeURIComponent(id)}/moves`, { moves }, { retries: 0, schema: judgedMoveSchema });
}
