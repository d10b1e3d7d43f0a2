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

/** A move typed by the player, read in its position. */
export type TypedMove =
  | { kind: 'move'; from: string; to: string; promotion?: PromotionRole; san: string; uci: string }
  /** Notation we can read, but no legal move of the position. */
  | { kind: 'illegal' }
  | { kind: 'unreadable' };

type PromotionRole = 'q' | 'r' | 'b' | 'n';

const TYPED_UCI = /^([a-h][1-8])-?([a-h][1-8])=?([qrbn])?$/i;
const TYPED_SAN = /^(?:[NBRQKnbrqk]?[a-h]?[1-8]?x?[a-h][1-8](?:=?[NBRQnbrq])?|O-O(?:-O)?)$/;
const PAWN_PROMOTION = /^([a-h](?:x[a-h])?[18])=?([nbrq])$/i;

const plainSan = (san: string) => san.replace(/[+#]/g, '');

function found(move: Move | undefined): TypedMove {
  if (!move) return { kind: 'illegal' };
  const promotion = move.promotion as PromotionRole | undefined;
  return { kind: 'move', from: move.from, to: move.to, promotion, san: move.san, uci: uciOf(move) };
}

/**
 * A move typed as UCI (e2e4, e2-e4, e7e8q) or SAN (e4, Nf3, exd5, O-O, 0-0, e8=Q+), read in the
 * position of `chess`, which is left as it was. A piece letter may be typed in lower case (nf3);
 * a pawn reaching the last rank without a piece named promotes to a queen.
 */
export function readTypedMove(chess: Chess, typed: string): TypedMove {
  let text = typed.trim().replace(/[+#!?]+$/, '');
  if (/^[0oO]-[0oO](-[0oO])?$/.test(text)) text = text.length > 3 ? 'O-O-O' : 'O-O';
  const legal = chess.moves({ verbose: true });
  const uci = TYPED_UCI.exec(text);
  if (uci) {
    const [from, to, promotion] = [uci[1]?.toLowerCase(), uci[2]?.toLowerCase(), uci[3]?.toLowerCase()];
    return found(
      legal.find(
        (m) => m.from === from && m.to === to && (m.promotion ? m.promotion === (promotion ?? 'q') : !promotion),
      ),
    );
  }
  if (!TYPED_SAN.test(text)) return { kind: 'unreadable' };
  // As typed first (bxc3 is a pawn's capture), then with a capital piece letter (nf3 for Nf3).
  const candidates = [text, text.charAt(0).toUpperCase() + text.slice(1)].map((t) =>
    t.replace(PAWN_PROMOTION, (_, square: string, piece: string) => `${square}=${piece.toUpperCase()}`),
  );
  for (const san of candidates) {
    const move = legal.find((m) => plainSan(m.san) === san || plainSan(m.san) === `${san}=Q`);
    if (move) return found(move);
  }
  return { kind: 'illegal' };
}

export const TYPE_A_MOVE = 'Type a move such as e4, Nf3, O-O or e2e4';
export const MOVE_NOT_LEGAL = 'That move is not legal';

/**
 * The board widget's `readMove` for the position of `chess`: SAN or UCI in, the move or the
 * message out ('That move is not legal' for a move the rules forbid).
 */
export function moveReader(chess: Chess, illegal: string = MOVE_NOT_LEGAL) {
  return (
    text: string,
  ): { from: string; to: string; promotion?: PromotionRole } | { error: string; illegal?: boolean } => {
    const read = readTypedMove(chess, text);
    if (read.kind === 'move') return { from: read.from, to: read.to, promotion: read.promotion };
    return read.kind === 'illegal' ? { error: illegal, illegal: true } : { error: TYPE_A_MOVE };
  };
}

/** The SAN of `moves` played one after another from `fen` (a move that is not legal stops the list). */
export function movesInSan(fen: string, moves: readonly string[]): string[] {
  const chess = loadFen(fen);
  if (!chess) return [];
  const out: string[] = [];
  for (const m of moves) {
    const move = playUci(chess, m);
    if (!move) break;
    out.push(move.san);
  }
  return out;
}

/** The position after the first `count` of `moves` from `fen`, with the last move's squares. */
export function positionAfter(
  fen: string,
  moves: readonly string[],
  count: number,
): { fen: string; lastMove?: [string, string] } {
  const chess = loadFen(fen) ?? new Chess();
  let lastMove: [string, string] | undefined;
  for (const m of moves.slice(0, count)) {
    if (!playUci(chess, m)) break;
    lastMove = [m.slice(0, 2), m.slice(2, 4)];
  }
  return { fen: chess.fen(), lastMove };
}

/** The side to move in `fen`, as the board names it. */
export function sideToMove(fen: string): 'white' | 'black' {
  return fen.split(' ')[1] === 'b' ? 'black' : 'white';
}
