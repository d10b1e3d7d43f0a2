import { api } from '@/lib/api-client';

import { explainSchema, type Explanation } from './educational-schemas';

/** POST /api/explain: what `move` (UCI) does in `fen`, in words grounded in the rules core and the engine. */
export function postExplain(fen: string, move: string, signal?: AbortSignal): Promise<Explanation> {
  return api.post('/explain', { fen, move }, { schema: explainSchema, retries: 1, signal });
}
