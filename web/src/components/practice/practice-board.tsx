// A board for teaching positions (lessons, the academy): the board widget with chess.js's legal
// moves of `fen`, moves typed as SAN or UCI ('That move is not legal' for one the rules forbid),
// and each move handed to the parent with its SAN, which judges it and answers with the text the
// aria-live region reads. The position stays `fen` until the parent gives another, so a move the
// parent does not take is taken back.

import { useMemo } from 'react';

import {
  ChessBoard,
  type BoardArrow,
  type BoardKey,
  type BoardShape,
  type PromotionPiece,
  type SquareHighlight,
  type SquareTooltip,
  type StepExplanation,
} from '@/components/board/chess-board';
import { isPromotionMove, legalDests, loadFen, moveReader, playUci } from '@/lib/chess';

export interface PracticeMove {
  from: string;
  to: string;
  /** With the promotion piece: e7e8q. */
  uci: string;
  san: string;
}

export interface PracticeBoardProps {
  fen: string;
  /** Default: the side to move. */
  orientation?: 'white' | 'black';
  /** No moves (a diagram, or while the lesson moves on). */
  disabled?: boolean;
  lastMove?: [string, string];
  shapes?: BoardShape[];
  highlights?: SquareHighlight[];
  arrows?: BoardArrow[];
  tooltips?: SquareTooltip[];
  explanation?: StepExplanation;
  onMove?: (move: PracticeMove) => void;
  /** A typed move the rules forbid (its message is already shown under the board). */
  onIllegalMove?: () => void;
  /** Read to screen readers: the result of the last move. */
  announcement?: string;
  /** false: a promotion is always a queen (the academy, the demo's bot widget); default: the board's. */
  choosePromotion?: boolean;
  className?: string;
}

export function PracticeBoard({
  fen,
  orientation,
  disabled = false,
  lastMove,
  shapes,
  highlights,
  arrows,
  tooltips,
  explanation,
  onMove,
  onIllegalMove,
  announcement,
  choosePromotion,
  className,
}: PracticeBoardProps) {
  const chess = useMemo(() => loadFen(fen), [fen]);
  const dests = useMemo(() => (chess ? legalDests(chess) : new Map<string, string[]>()), [chess]);
  const reader = useMemo(() => (chess ? moveReader(chess) : undefined), [chess]);
  const turn = chess?.turn() === 'b' ? 'black' : 'white';
  const canMove = !disabled && !!onMove && !!chess;

  const move = (from: BoardKey, to: BoardKey, promotion?: PromotionPiece) => {
    if (!chess || !onMove) return;
    const piece = chess.get(from as Parameters<typeof chess.get>[0]);
    const promotes = piece?.type === 'p' && (to[1] === '8' || to[1] === '1');
    const uci = `${from}${to}${promotes ? (promotion ?? 'q') : ''}`;
    const played = loadFen(fen);
    const m = played && playUci(played, uci);
    if (m) onMove({ from, to, uci, san: m.san });
  };

  return (
    <ChessBoard
      fen={fen}
      orientation={orientation ?? turn}
      turnColor={turn}
      movableColor={canMove ? turn : undefined}
      dests={canMove ? (dests as Map<BoardKey, BoardKey[]>) : new Map()}
      lastMove={lastMove as [BoardKey, BoardKey] | undefined}
      check={chess?.inCheck() ? turn : false}
      shapes={shapes}
      highlights={highlights}
      arrows={arrows}
      tooltips={tooltips}
      explanation={explanation}
      isPromotion={(from, to) => (chess ? isPromotionMove(chess, from, to) : false)}
      choosePromotion={choosePromotion}
      readMove={reader}
      onMove={move}
      onIllegalMove={canMove ? onIllegalMove : undefined}
      disabled={!canMove}
      announcement={announcement}
      className={className}
    />
  );
}
