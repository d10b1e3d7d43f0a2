import { api } from '@/lib/api-client';

import { puzzleMoveVerdictSchema, type PuzzleMoveVerdict } from './schemas';

/**
 * POST /api/academy/puzzles/{id}/move: the solver's move at their `turn`-th move (0 first), judged
 * by the server; a right one brings the opponent's reply, or `solved`.
 */
export function postPuzzleMove(puzzleId: string, turn: number, move: string): Promise<PuzzleMoveVerdict> {
  return api.post(
    `/academy/puzzles/${encodeURIComponent(puzzleId)}/move`,
    { turn, move },
    { retries: 1, schema: puzzleMoveVerdictSchema },
  );
}
