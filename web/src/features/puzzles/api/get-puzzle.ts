import { api } from '@/lib/api-client';
import { puzzleSchema, type Puzzle } from '@/lib/puzzles/puzzle';

/**
 * GET /api/puzzles/{id}: the puzzle handed over to solve. For an account this is what starts the
 * server's clock for the attempt (a second call does not restart it), so the player calls it when
 * it opens a puzzle, whichever list (a set, the daily card) brought it.
 */
export function getPuzzle(id: string): Promise<Puzzle> {
  return api.get(`/puzzles/${encodeURIComponent(id)}`, { retries: 1, schema: puzzleSchema });
}
