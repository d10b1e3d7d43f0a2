import { api } from '@/lib/api-client';

import { puzzleSolutionSchema } from './schemas';

/** POST /api/academy/puzzles/{id}/solution: Show Solution; the server reveals the whole line. */
export async function postPuzzleSolution(puzzleId: string): Promise<string[]> {
  const { solution } = await api.post(`/academy/puzzles/${encodeURIComponent(puzzleId)}/solution`, undefined, {
    retries: 1,
    schema: puzzleSolutionSchema,
  });
  return solution;
}
