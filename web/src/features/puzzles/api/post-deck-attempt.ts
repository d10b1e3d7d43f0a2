import { api } from '@/lib/api-client';

import { deckAnswerSchema, type DeckAnswer } from './deck-types';

export interface DeckAttemptBody {
  /** The player's moves of this try (UCI), without the replies. The server times the showing and knows its hints. */
  moves: string[];
}

/** POST /api/deck/{cardId}/attempt: the server replays the moves against the card's line. */
export function postDeckAttempt(cardId: number, body: DeckAttemptBody): Promise<DeckAnswer> {
  return api.post(`/deck/${cardId}/attempt`, body, { schema: deckAnswerSchema, retries: 0 });
}
