// The chess of one puzzle, apart from the screen. The client knows the line only as far as the
// server has answered it: the opponent's first move, then each right move with its reply, and the
// whole line once the server reveals it (after a solve, a wrong move or Show Solution). Shared by
// the puzzle player (features/puzzles) and the lesson player's puzzle module (features/lessons).

import { Chess } from 'chess.js';

import { moveRows, playUci, type MoveRow } from '@/lib/chess';
import type { Puzzle } from '@/lib/puzzles/puzzle';

/** The line as far as it is known: the opponent's first move, then `moves` (UCI). */
export function knownLine(puzzle: Puzzle, moves: string[] = []): string[] {
  return [puzzle.initialMove, ...moves];
}

/** The position after the first `ply` moves of `line` (ply 0: before the opponent's move). */
export function positionAt(puzzle: Puzzle, line: string[], ply: number): Chess {
  const chess = new Chess(puzzle.fen);
  for (const m of line.slice(0, ply)) playUci(chess, m);
  return chess;
}

/** `uci` in `chess` for people (Nf3), or undefined when it is not legal there. */
export function sanOf(chess: Chess, uci: string): string | undefined {
  return playUci(new Chess(chess.fen()), uci)?.san;
}

/** The revealed solution (SAN), numbered by full move from the position the solver faces. */
export function solutionRows(puzzle: Puzzle, solutionSan: string[]): MoveRow[] {
  const chess = positionAt(puzzle, [puzzle.initialMove], 1);
  const [, , turn, , , fullmove] = chess.fen().split(' ');
  return moveRows(solutionSan, Number(fullmove), turn === 'b' ? 'b' : 'w');
}

/** The moves of `line` after the opponent's first, for people (SAN), as far as they are legal. */
export function lineSan(puzzle: Puzzle, line: string[]): string[] {
  const chess = positionAt(puzzle, line, 1);
  const san: string[] = [];
  for (const uci of line.slice(1)) {
    const move = playUci(chess, uci);
    if (!move) break;
    san.push(move.san);
  }
  return san;
}

export interface ProposedMove {
  uci: string;
  san: string;
  isMate: boolean;
  isCheck: boolean;
}

/**
 * The solver's move from the board in `chess`; null when it is not legal (the board then simply
 * takes it back). A pawn reaching the last rank promotes to the piece chosen, a queen by default.
 */
export function proposeMove(chess: Chess, from: string, to: string, promotion?: string): ProposedMove | null {
  const piece = chess.get(from as Parameters<Chess['get']>[0]);
  const promotes = piece?.type === 'p' && (to[1] === '8' || to[1] === '1');
  const uci = `${from}${to}${promotes ? (promotion ?? 'q') : ''}`;
  const after = new Chess(chess.fen());
  const move = playUci(after, uci);
  if (!move) return null;
  return { uci, san: move.san, isMate: after.isCheckmate(), isCheck: after.isCheck() };
}

/**
 * Practice after the server revealed the line (nothing is recorded any more): `move` at `ply` is
 * right when it is the line's move, or any mate on the final move, as the server judges.
 */
export function rightOnRevealedLine(line: string[], ply: number, move: ProposedMove): boolean {
  return move.uci === line[ply] || (ply === line.length - 1 && move.isMate);
}

/** The solver's moves of `line` before `ply` (what the judging and hint routes are sent). */
export function solverMovesBefore(line: string[], ply: number): string[] {
  return line.filter((_, i) => i % 2 === 1 && i < ply);
}
