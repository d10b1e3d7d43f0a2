import { api } from '@/lib/api-client';

import { claimResponseSchema } from './schemas';

/** POST /api/assessment/{id}/claim: a visitor's finished test joins the signed-in account. */
export async function claimAssessment(sessionId: string): Promise<boolean> {
  const { ok } = await api.post(
    `/assessment/${encodeURIComponent(sessionId)}/claim`,
    {},
    { retries: 1, schema: claimResponseSchema },
  );
  return ok;
}
