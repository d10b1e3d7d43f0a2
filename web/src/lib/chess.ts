// chess.js glue for the board widget, shared by every feature that lets the player move:
// legal destinations, promotion detection, FEN loading.

import { Chess, type Square } from 'chess.js';

export function legalDests(chess: Chess): Map<string, string[]> {
  const dests = new Map<string, string[]>();
  for (const m of chess.moves({ verbose: true })) {
    const list = dests.get(m.from) ?? [];
    if (!list.includes(m.to)) list.push(m.to);
    dests.set(m.from, list);
  }
  return dests;
}

export function isPromotionMove(chess: Chess, from: string, to: string): boolean {
  return chess.moves({ square: from as Square, verbose: true }).some((m) => m.to === to && m.promotion !== undefined);
}

export function sideName(color: 'w' | 'b'): 'White' | 'Black' {
  return color === 'w' ? 'White' : 'Black';
}

/** Parses `fen` with chess.js; null when it is not a legal position. */
export function loadFen(fen: string): Chess | null {
  try {
    return new Chess(fen);
  } catch {
    return null;
  }
}
