// The shapes /api/deck/* answers with (server/src/net/deck_routes.cpp): the personal deck of
// cards made from the player's own reviewed mistakes. A card never carries its solution: the
// server checks each move and answers with the line's reply.

import { z } from 'zod/mini';

const count = z.number();

export const deckCardSchema = z.object({
  id: z.number(),
  fen: z.string(),
  color: z.enum(['white', 'black']),
  motif: z.nullable(z.string()),
  themes: z.array(z.string()),
  class: z.string(),
  solverMoves: count,
  source: z.object({
    kind: z.string(),
    gameId: z.nullable(z.string()),
    reviewId: z.string(),
    ply: count,
  }),
  dueAt: z.number(),
});

const countsShape = { due: count, total: count, nextDueAt: z.nullable(z.number()) };

export const deckSchema = z.object({ ...countsShape, cards: z.array(deckCardSchema) });
export const deckNextSchema = z.object({ ...countsShape, card: z.nullable(deckCardSchema) });

export const deckAnswerSchema = z.object({
  result: z.enum(['wrong', 'next', 'solved']),
  movesDone: count,
  reply: z.optional(z.object({ uci: z.string(), san: z.string() })),
  grade: z.optional(z.enum(['again', 'hard', 'good', 'easy'])),
  nextDueAt: z.optional(z.number()),
  intervalDays: z.optional(count),
  xp: z.optional(count),
  explanation: z.optional(z.string()),
});

export const deckHintSchema = z.object({ square: z.string() });

export const deckSolutionSchema = z.object({
  line: z.array(z.string()),
  lineSan: z.array(z.string()),
  explanation: z.string(),
  nextDueAt: z.number(),
});

export type DeckCard = z.infer<typeof deckCardSchema>;
export type Deck = z.infer<typeof deckSchema>;
export type DeckNext = z.infer<typeof deckNextSchema>;
export type DeckAnswer = z.infer<typeof deckAnswerSchema>;
export type DeckSolution = z.infer<typeof deckSolutionSchema>;
