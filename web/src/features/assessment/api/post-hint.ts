import { api } from '@/lib/api-client';

import { hintResponseSchema } from './schemas';

/** POST /api/assessment/{id}/hint: the from-square of the answer, once per question. */
export async function postHint(sessionId: string, questionIndex: number): Promise<string> {
  const { square } = await api.post(
    `/assessment/${encodeURIComponent(sessionId)}/hint`,
    { questionIndex },
    { retries: 1, schema: hintResponseSchema },
  );
  return square;
}
