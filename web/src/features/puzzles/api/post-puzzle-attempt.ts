import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { progressKeys } from '@/lib/progress-keys';

import type { LocalRating } from '../model/progress-store';
import { attemptResultSchema, type AttemptResult } from './types';

export interface AttemptBody {
  moves: string[];
  timeMs: number;
  hintsUsed: number;
  /** Visitors only: the rating kept in the browser, for the server to compute its change. */
  rating?: LocalRating;
}

/** POST /api/puzzles/{id}/attempt: the server checks the answer, awards XP, updates ratings. */
export function postPuzzleAttempt(id: string, body: AttemptBody): Promise<AttemptResult> {
  return api.post(`/puzzles/${encodeURIComponent(id)}/attempt`, body, { retries: 1, schema: attemptResultSchema });
}

export function usePuzzleAttempt() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AttemptBody }) => postPuzzleAttempt(id, body),
    // A solve is an event of the account's progress ledger: XP, the plan and the goals move.
    onSuccess: () => client.invalidateQueries({ queryKey: progressKeys.all }),
  });
}
