import { api } from '@/lib/api-client';

import { deckHintSchema } from './deck-types';

/** POST /api/deck/{cardId}/hint: the square of the piece to move (the showing becomes "hard"). */
export function postDeckHint(cardId: number, moves: string[]): Promise<{ square: string }> {
  return api.post(`/deck/${cardId}/hint`, { moves }, { schema: deckHintSchema, retries: 0 });
}
