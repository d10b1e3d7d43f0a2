// The board of a test position (strength assessment and calibration): the side to move plays one
// move, which comes back in SAN for the server to judge. Rules come from chess.js (the board knows
// none); promotion is always a queen and the board at most 600 px wide (docs/assessment.md, "The pages").

import { useMemo } from 'react';

import { ChessBoard, type BoardKey, type SquareHighlight } from '@/components/board/chess-board';
import { isPromotionMove, legalDests, loadFen, moveReader } from '@/lib/chess';

export interface PositionBoardProps {
  fen: string;
  /** No moves while an answer is on its way, shown, or the position is over. */
  disabled: boolean;
  /** A square to highlight (the hint's from-square). */
  hintSquare?: string | null;
  /** The move the player made, in SAN ("Nf7+", "exd8=Q"). */
  onMove: (san: string) => void;
}

export function PositionBoard({ fen, disabled, hintSquare, onMove }: PositionBoardProps) {
  const chess = useMemo(() => loadFen(fen), [fen]);
  const side = fen.split(' ')[1] === 'b' ? 'black' : 'white';
  const dests = useMemo(
    () => (chess ? (legalDests(chess) as Map<BoardKey, BoardKey[]>) : new Map<BoardKey, BoardKey[]>()),
    [chess],
  );
  const highlights: SquareHighlight[] = hintSquare
    ? [{ square: hintSquare as BoardKey, color: 'suggest', animation: 'pulse' }]
    : [];

  const play = (from: BoardKey, to: BoardKey) => {
    if (disabled || !chess) return;
    // Auto-queen: the move is read on a copy so the shown position stays the question's.
    try {
      const move = loadFen(fen)?.move({ from, to, promotion: 'q' });
      if (move) onMove(move.san);
    } catch {
      // Not a legal move (chess.js throws): the board only offers legal ones, so nothing to say.
    }
  };

  return (
    <div className="w-full max-w-[600px]" data-testid="position-board">
      <ChessBoard
        fen={fen}
        orientation={side}
        turnColor={side}
        movableColor={side}
        dests={dests}
        disabled={disabled || !chess}
        highlights={highlights}
        isPromotion={(from, to) => (chess ? isPromotionMove(chess, from, to) : false)}
        choosePromotion={false}
        readMove={chess ? moveReader(chess) : undefined}
        onMove={(from, to) => play(from, to)}
      />
    </div>
  );
}
