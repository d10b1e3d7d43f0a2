// The engine's best move for a position, for help and hints anywhere on the site: the browser
// Stockfish first (no server call), the server's engine pool (POST /api/analysis)
// when the browser one cannot run (no Worker, WASM blocked, timeout).

import { Chess } from 'chess.js';
import { z } from 'zod/mini';

import { api } from '@/lib/api-client';
import { loadFen, playUci, uciOf } from '@/lib/chess';

import { getEngine } from './stockfish-engine';

/** Default depth 10 for the best move. */
export const BEST_MOVE_DEPTH = 10;

export interface BestMove {
  from: string;
  to: string;
  /** The move for people, e.g. "Nf3". */
  san: string;
  uci: string;
}

export interface BestMoveSources {
  /** UCI move from the browser engine, or null when it has none. */
  browser: (fen: string) => Promise<string | null>;
  /** UCI move from the server's engine. */
  server: (fen: string) => Promise<string | null>;
}

async function browserBestMove(fen: string): Promise<string | null> {
  const engine = await getEngine();
  const result = await engine.go(fen, { depth: BEST_MOVE_DEPTH, skill: 20 });
  return result.move;
}

const analysisSchema = z.object({ bestMove: z.optional(z.string()) });

async function serverBestMove(fen: string): Promise<string | null> {
  const data = await api.post('/analysis', { fen, depth: BEST_MOVE_DEPTH }, { retries: 1, schema: analysisSchema });
  return data.bestMove || null;
}

export const defaultSources: BestMoveSources = { browser: browserBestMove, server: serverBestMove };

/** `uci` as a legal move of `chess`, or null. */
function toMove(chess: Chess, uci: string | null): BestMove | null {
  const move = uci ? playUci(new Chess(chess.fen()), uci) : null;
  return move ? { from: move.from, to: move.to, san: move.san, uci: uciOf(move) } : null;
}

/**
 * The best move in `fen`; null when the side to move has no legal move (or the FEN is not a
 * position). Rejects only when neither engine answers with a legal move.
 */
export async function findBestMove(fen: string, sources: BestMoveSources = defaultSources): Promise<BestMove | null> {
  const chess = loadFen(fen);
  if (!chess || chess.moves().length === 0) return null;
  try {
    const move = toMove(chess, await sources.browser(fen));
    if (move) return move;
  } catch (error) {
    console.warn('browser engine unavailable for the best move, asking the server', error);
  }
  const move = toMove(chess, await sources.server(fen));
  if (!move) throw new Error('Failed to get hint');
  return move;
}
