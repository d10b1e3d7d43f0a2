import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { deckNextSchema, type DeckNext } from './deck-types';
import { deckKeys } from './get-deck';

/** GET /api/deck/next: the card that has been due longest (its position, not its solution). */
export function getDeckNext(signal?: AbortSignal): Promise<DeckNext> {
  return api.get('/deck/next', { schema: deckNextSchema, signal, retries: 1 });
}

export function deckNextQueryOptions() {
  return queryOptions({ queryKey: deckKeys.next(), queryFn: ({ signal }) => getDeckNext(signal), staleTime: 0 });
}

export function useDeckNext() {
  return useQuery(deckNextQueryOptions());
}
