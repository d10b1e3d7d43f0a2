// chess.js glue for the board widget, shared by every feature that lets the player move:
// legal destinations, promotion detection, FEN loading.

import { Chess, type Move, type Square } from 'chess.js';

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

/**
 * Plays a UCI move ("e2e4", "e7e8q") on `chess` in place and returns it; null (and `chess`
 * unchanged) when it is not a legal move there. The one UCI → chess.js conversion of the app.
 */
export function playUci(chess: Chess, uci: string): Move | null {
  if (!/^[a-h][1-8][a-h][1-8][qrbn]?$/.test(uci)) return null;
  try {
    return chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
  } catch {
    return null;
  }
}

/** The UCI text of a chess.js move. */
export function uciOf(move: Pick<Move, 'from' | 'to' | 'promotion'>): string {
  return move.from + move.to + (move.promotion ?? '');
}

/** Parses `fen` with chess.js; null when it is not a legal position. */
export function loadFen(fen: string): Chess | null {
  try {
    return new Chess(fen);
  } catch {
    return null;
  }
}

export interface MoveRow {
  /** "1." before White's move, "12..." when a row opens with Black's. */
  number: string;
  /** The row's moves (one or two) with their index in the whole list. */
  moves: { san: string; index: number }[];
}

/**
 * `sans` played from a position whose FEN has full-move number `fullmove` and `turn` to move,
 * in full-move rows as people write them: 1. Qxf6+ Bg7 2. Qxg7#, or 12... Bg7 13. Qxg7# when
 * Black moves first.
 */
export function moveRows(sans: string[], fullmove: number, turn: 'w' | 'b'): MoveRow[] {
  const rows: MoveRow[] = [];
  let number = Math.max(1, Math.floor(fullmove));
  let white = turn === 'w';
  sans.forEach((san, index) => {
    if (white) rows.push({ number: `${number}.`, moves: [{ san, index }] });
    else if (index === 0) rows.push({ number: `${number}...`, moves: [{ san, index }] });
    else rows[rows.length - 1]?.moves.push({ san, index });
    if (!white) number += 1;
    white = !white;
  });
  return rows;
}

/** The move list of `moveRows` as one line: "1. Qxf6+ Bg7 2. Qxg7#". */
export function formatMoves(sans: string[], fullmove: number, turn: 'w' | 'b'): string {
  return moveRows(sans, fullmove, turn)
    .map((r) => `${r.number} ${r.moves.map((m) => m.san).join(' ')}`)
    .join(' ');
}
