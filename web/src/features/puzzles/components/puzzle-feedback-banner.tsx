// The puzzle board and the feedback under it, shared by the puzzle player and the deck player:
// one look for right, wrong and hint in both.

import type { Chess } from 'chess.js';

import { ChessBoard, type BoardKey, type BoardShape, type PromotionPiece } from '@/components/board/chess-board';
import { isPromotionMove, legalDests } from '@/lib/chess';

import type { Feedback } from '../model/feedback';

const BANNER_COLOURS: Record<Feedback['type'], string> = {
  success: 'border-green-600 bg-green-600/10',
  hint: 'border-amber-500 bg-amber-500/10',
  error: 'border-red-600 bg-red-600/10',
};

/** The last move's verdict: its words and the encouragement line, coloured by kind. */
export function PuzzleFeedbackBanner({ feedback }: { feedback: Feedback }) {
  return (
    <div
      role="status"
      data-testid="puzzle-feedback"
      data-type={feedback.type}
      className={`rounded-lg border p-3 ${BANNER_COLOURS[feedback.type]}`}
    >
      <p className="font-semibold">{feedback.message}</p>
      {feedback.encouragement && <p className="text-sm">{feedback.encouragement}</p>}
    </div>
  );
}

export interface PuzzleBoardProps {
  /** The position on the board (chess.js). */
  chess: Chess;
  orientation: 'white' | 'black';
  /** The solver may move: the solver's colour gets the legal destinations. */
  movable: boolean;
  lastMove?: [BoardKey, BoardKey];
  shapes: BoardShape[];
  onMove: (from: BoardKey, to: BoardKey, promotion?: PromotionPiece) => void;
}

/** The board of a puzzle: the solver's side at the bottom, legal moves only, promotion chosen. */
export function PuzzleBoard({ chess, orientation, movable, lastMove, shapes, onMove }: PuzzleBoardProps) {
  return (
    <ChessBoard
      fen={chess.fen()}
      orientation={orientation}
      turnColor={chess.turn() === 'w' ? 'white' : 'black'}
      movableColor={movable ? orientation : undefined}
      dests={movable ? (legalDests(chess) as Map<BoardKey, BoardKey[]>) : new Map()}
      lastMove={lastMove}
      check={chess.inCheck() ? (chess.turn() === 'w' ? 'white' : 'black') : false}
      shapes={shapes}
      onMove={onMove}
      isPromotion={(from, to) => isPromotionMove(chess, from, to)}
      fitViewport
    />
  );
}
