import { api } from '@/lib/api-client';
import { answerResponseSchema, type AnswerResponse } from '@/lib/test-position';

export interface AnswerBody {
  questionIndex: number;
  /** SAN, or 'skip' / 'timeout'. */
  move: string;
  /** Seconds on this question. */
  timeSpent: number;
}

/**
 * POST /api/assessment/{id}/answer: the server judges the move and picks the next position.
 * Never retried: the index makes a replay a 409, and a lost answer is better asked again by the
 * player than counted twice.
 */
export function postAnswer(sessionId: string, body: AnswerBody): Promise<AnswerResponse> {
  return api.post(`/assessment/${encodeURIComponent(sessionId)}/answer`, body, {
    retries: 0,
    schema: answerResponseSchema,
  });
}
