import { api } from '@/lib/api-client';
import { answerResponseSchema, type AnswerResponse } from '@/lib/test-position';

export interface SubmitMoveBody {
  /** SAN, or 'timeout' (the countdown reached zero) or 'skip' (Skip Position). */
  move: string;
  /** Seconds spent on the position. */
  timeSpent: number;
  /** The position answered: a second answer to it is refused (409). */
  questionIndex: number;
}

/** POST /api/calibration/submit-move: the verdict and the next position. Never retried. */
export function submitMove(body: SubmitMoveBody): Promise<AnswerResponse> {
  return api.post('/calibration/submit-move', body, { retries: 0, schema: answerResponseSchema });
}
