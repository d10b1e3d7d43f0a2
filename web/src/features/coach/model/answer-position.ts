// Which positions a coach answer belongs to (issue 30: "a message stays on the next position"). An answer about a
// position (a hint, an analysis) belongs to that position only; an answer about a move belongs to the position it was
// played in (a wrong move is taken back), the position after it, and the one after the opponent's reply (a puzzle's
// or a lesson's answer to the move). Any other position on the board (the next step, the next puzzle, another move of
// a reviewed game) is not its position: the panel then shows nothing of it.

import { loadFen, playUci } from '@/lib/chess';

/** What the coach was asked about: the position, and the move when the answer is about one. */
export interface AskedAbout {
  fen: string;
  move?: string;
}

/** A position's identity: where the pieces stand and who is to move (the move counters do not make another position). */
function placement(fen: string): string {
  return fen.trim().split(/\s+/).slice(0, 2).join(' ');
}

export function belongsTo(asked: AskedAbout, boardFen: string): boolean {
  const here = placement(boardFen);
  if (placement(asked.fen) === here) return true;
  if (!asked.move) return false;
  const chess = loadFen(asked.fen);
  if (!chess || !playUci(chess, asked.move)) return false;
  if (placement(chess.fen()) === here) return true;
  return chess.moves({ verbose: true }).some((reply) => {
    chess.move(reply);
    const same = placement(chess.fen()) === here;
    chess.undo();
    return same;
  });
}
