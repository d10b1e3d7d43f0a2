import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { deckSchema, type Deck } from './deck-types';

export const deckKeys = {
  all: ['deck'] as const,
  counts: () => ['deck', 'counts'] as const,
  next: () => ['deck', 'next'] as const,
};

/** GET /api/deck: how many of the player's mistake cards are due, the total, and a page of cards. */
export function getDeck(signal?: AbortSignal): Promise<Deck> {
  return api.get('/deck?limit=20', { schema: deckSchema, signal, retries: 1 });
}

export function deckQueryOptions() {
  return queryOptions({ queryKey: deckKeys.counts(), queryFn: ({ signal }) => getDeck(signal) });
}

export function useDeck(enabled: boolean) {
  return useQuery({ ...deckQueryOptions(), enabled });
}
