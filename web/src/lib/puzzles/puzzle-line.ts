// The chess of one puzzle, apart from the screen: the position after a number of plies of the line,
// moves in SAN, the numbered solution, and how a solver's move is judged against the line. Shared by
// the puzzle player (features/puzzles) and the lesson player's puzzle module (features/lessons).

import { Chess } from 'chess.js';

import { moveRows, playUci, type MoveRow } from '@/lib/chess';
import type { Puzzle } from '@/lib/puzzles/puzzle';

/** The position after the first `ply` moves of the line (ply 0: before the opponent's move). */
export function positionAt(puzzle: Puzzle, ply: number): Chess {
  const chess = new Chess(puzzle.fen);
  for (const m of puzzle.moves.slice(0, ply)) playUci(chess, m);
  return chess;
}

/** `uci` in `chess` for people (Nf3), or undefined when it is not legal there. */
export function sanOf(chess: Chess, uci: string): string | undefined {
  return playUci(new Chess(chess.fen()), uci)?.san;
}

/** The solution in SAN, numbered by full move from the position the solver faces. */
export function solutionRows(puzzle: Puzzle): MoveRow[] {
  const chess = positionAt(puzzle, 1);
  const [, , turn, , , fullmove] = chess.fen().split(' ');
  const sans = puzzle.solution.map((m) => playUci(chess, m)?.san ?? m);
  return moveRows(sans, Number(fullmove), turn === 'b' ? 'b' : 'w');
}

export interface JudgedMove {
  uci: string;
  /** The line's move, or any mate on the final move. */
  right: boolean;
  isMate: boolean;
  isCheck: boolean;
}

/**
 * The solver's move from the board judged against the line at `ply`; null when it is not a legal
 * move (the board then simply takes it back). A pawn reaching the last rank promotes to the piece
 * chosen, a queen by default.
 */
export function judgeMove(
  puzzle: Puzzle,
  ply: number,
  from: string,
  to: string,
  promotion?: string,
): JudgedMove | null {
  const chess = positionAt(puzzle, ply);
  const piece = chess.get(from as Parameters<Chess['get']>[0]);
  const promotes = piece?.type === 'p' && (to[1] === '8' || to[1] === '1');
  const uci = `${from}${to}${promotes ? (promotion ?? 'q') : ''}`;
  const move = playUci(chess, uci);
  if (!move) return null;
  const isMate = chess.isCheckmate();
  const isFinal = ply === puzzle.moves.length - 1;
  return { uci, right: uci === puzzle.moves[ply] || (isFinal && isMate), isMate, isCheck: chess.isCheck() };
}
