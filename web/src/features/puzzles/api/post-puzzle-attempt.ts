import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

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
  return useMutation({ mutationFn: ({ id, body }: { id: string; body: AttemptBody }) => postPuzzleAttempt(id, body) });
}
