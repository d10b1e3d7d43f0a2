// What the live-play server sends, as schemas: every socket event and the game fetch are checked
// on arrival (a malformed frame is dropped and logged, never half-applied to the game).

import { z } from 'zod/mini';

const side = z.enum(['white', 'black']);
const turn = z.enum(['w', 'b']);
const square = z.string().check(z.regex(/^[a-h][1-8]$/));

export const livePlayerSchema = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  rating: z.number(),
  guest: z.optional(z.boolean()),
  ratingDiff: z.optional(z.number()),
});

export const liveMoveSchema = z.object({ uci: z.string(), san: z.string(), from: square, to: square });

export const chatMessageSchema = z.object({
  userId: z.optional(z.string()),
  username: z.string(),
  displayName: z.optional(z.string()),
  message: z.string(),
  timestamp: z.union([z.number(), z.string()]),
});

const lastMoveSchema = z.object({ from: square, to: square });
const legalMovesSchema = z.record(z.string(), z.array(z.string()));

export const ratingChangeSchema = z.object({
  rating: z.number(),
  diff: z.number(),
  provisional: z.optional(z.boolean()),
});
export const ratingChangesSchema = z.object({ white: ratingChangeSchema, black: ratingChangeSchema });

export const gameStateSchema = z.object({
  gameId: z.string(),
  white: livePlayerSchema,
  black: livePlayerSchema,
  turn,
  moveNumber: z.number(),
  timeControl: z.object({ name: z.optional(z.string()), type: z.string(), initial: z.number(), increment: z.number() }),
  whiteTime: z.number(),
  blackTime: z.number(),
  clockRunning: z.boolean(),
  position: z.string(),
  status: z.enum(['waiting', 'active', 'ended']),
  result: z.nullable(z.string()),
  moves: z.array(liveMoveSchema),
  lastMove: z.nullable(lastMoveSchema),
  chat: z.array(chatMessageSchema),
  spectators: z.number(),
  drawOffer: z.nullable(side),
  legalMoves: legalMovesSchema,
  /** Set when a rated game ends while the page is open. */
  ratingChanges: z.optional(z.nullable(ratingChangesSchema)),
});

export const moveMadeSchema = z.object({
  gameId: z.string(),
  move: liveMoveSchema,
  position: z.string(),
  lastMove: lastMoveSchema,
  whiteTime: z.number(),
  blackTime: z.number(),
  turn,
  moveNumber: z.number(),
  clockRunning: z.boolean(),
  gameResult: z.nullable(z.string()),
  legalMoves: legalMovesSchema,
});

export const gameEndedSchema = z.object({
  gameId: z.string(),
  result: z.string(),
  whiteTime: z.number(),
  blackTime: z.number(),
  ratingChanges: z.optional(z.nullable(ratingChangesSchema)),
});

export const gameJoinedSchema = z.object({
  success: z.optional(z.boolean()),
  gameId: z.optional(z.string()),
  gameState: z.optional(gameStateSchema),
  playerColor: z.optional(z.enum(['white', 'black', 'spectator'])),
});

/** Events that only name their game. */
export const gameRefSchema = z.object({ gameId: z.string() });
export const joinErrorSchema = z.object({ gameId: z.optional(z.string()), message: z.optional(z.string()) });
export const chatEventSchema = z.object({ gameId: z.string(), message: chatMessageSchema });
export const drawOfferedSchema = z.object({ gameId: z.string(), by: side });
export const spectatorCountSchema = z.object({ gameId: z.string(), count: z.number() });
export const opponentDisconnectedSchema = z.object({ gameId: z.string(), timeoutSeconds: z.number() });
export const socketErrorSchema = z.object({
  gameId: z.optional(z.string()),
  message: z.optional(z.string()),
  event: z.optional(z.string()),
});

/** Direct challenges (docs/live-play.md): sent, received, closed without a game. */
const challengeTimeControl = z.object({
  name: z.string(),
  initial: z.number(),
  increment: z.number(),
  type: z.string(),
});
export const challengeSentSchema = z.object({
  challengeId: z.string(),
  to: z.object({ username: z.string(), displayName: z.string() }),
  timeControl: challengeTimeControl,
  expiresInMs: z.number(),
});
export const challengeReceivedSchema = z.object({
  challengeId: z.string(),
  from: z.object({ id: z.string(), username: z.string(), displayName: z.string(), rating: z.number() }),
  timeControl: challengeTimeControl,
  expiresInMs: z.number(),
});
export const challengeClosedSchema = z.object({
  challengeId: z.string(),
  reason: z.enum(['declined', 'cancelled', 'expired', 'gone']),
});

export type ChallengeSent = z.infer<typeof challengeSentSchema>;
export type ChallengeReceived = z.infer<typeof challengeReceivedSchema>;
export type ChallengeClosed = z.infer<typeof challengeClosedSchema>;
export type LivePlayer = z.infer<typeof livePlayerSchema>;
export type LiveMove = z.infer<typeof liveMoveSchema>;
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export type RatingChange = z.infer<typeof ratingChangeSchema>;
export type RatingChanges = z.infer<typeof ratingChangesSchema>;
export type GameState = z.infer<typeof gameStateSchema>;
export type MoveMade = z.infer<typeof moveMadeSchema>;
export type GameEnded = z.infer<typeof gameEndedSchema>;
export type GameJoined = z.infer<typeof gameJoinedSchema>;
