import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { ensureLearner } from '@/lib/auth/learner';
import { progressKeys } from '@/lib/progress-keys';

import { attemptResultSchema, type AttemptResult } from './types';

/**
 * POST /api/puzzles/{id}/attempt with the solver's moves only: the server checks the answer, times
 * it from its serving of the puzzle, counts the hints it gave, awards XP and updates the ratings.
 * A visitor's first attempt first makes them an anonymous learner, whose record it joins.
 */
export async function postPuzzleAttempt(id: string, moves: string[]): Promise<AttemptResult> {
  await ensureLearner();
  return api.post(`/puzzles/${encodeURIComponent(id)}/attempt`, { moves }, { retries: 1, schema: attemptResultSchema });
}

export function usePuzzleAttempt() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, moves }: { id: string; moves: string[] }) => postPuzzleAttempt(id, moves),
    // A solve is an event of the player's progress ledger: XP, the plan and the goals move.
    onSuccess: () => client.invalidateQueries({ queryKey: progressKeys.all }),
  });
}
