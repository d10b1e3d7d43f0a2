import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { progressKeys } from '@/lib/progress-keys';

import type { LocalRating } from '../model/progress-store';
import { attemptResultSchema, type AttemptResult } from './types';

export interface AttemptBody {
  moves: string[];
  /**
   * Visitors only, with `hintsUsed` and `rating`: the browser's own figures, for the result it keeps.
   * An account's time and hints are the server's (from its serving of the puzzle and the hint route).
   */
  timeMs?: number;
  hintsUsed?: number;
  /** Visitors only: the rating kept in the browser, for the server to compute its change. */
  rating?: LocalRating;
}

/** POST /api/puzzles/{id}/attempt: the server checks the answer, awards XP, updates ratings. */
export function postPuzzleAttempt(id: string, body: AttemptBody): Promise<AttemptResult> {
  return api.post(`/puzzles/${encodeURIComponent(id)}/attempt`, body, { retries: 1, schema: attemptResultSchema });
}

/** The attempt's body: an account sends only its moves; a visitor adds the figures its browser keeps. */
export function attemptBody(
  moves: string[],
  visitor: { timeMs: number; hintsUsed: number; rating: LocalRating } | null,
): AttemptBody {
  return visitor ? { moves, ...visitor } : { moves };
}

export function usePuzzleAttempt() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AttemptBody }) => postPuzzleAttempt(id, body),
    // A solve is an event of the account's progress ledger: XP, the plan and the goals move.
    onSuccess: () => client.invalidateQueries({ queryKey: progressKeys.all }),
  });
}
