import { api } from '@/lib/api-client';

import { deckSolutionSchema, type DeckSolution } from './deck-types';

/** POST /api/deck/{cardId}/solution: gives up the card (graded "again") and shows its line. */
export function postDeckSolution(cardId: number): Promise<DeckSolution> {
  return api.post(`/deck/${cardId}/solution`, {}, { schema: deckSolutionSchema, retries: 0 });
}
