// A plain, accessible board for live games: squares are buttons, click a piece then a target.
// It knows no rules: legal destinations come from the server with the game state.
import { useState } from 'react';

const GLYPHS: Record<string, string> = {
  K: '♔', Q: '♕', R: '♖', B: '♗', N: '♘', P: '♙', k: '♚', q: '♛', r: '♜', b: '♝', n: '♞', p: '♟',
};
const NAMES: Record<string, string> = { k: 'king', q: 'queen', r: 'rook', b: 'bishop', n: 'knight', p: 'pawn' };
const FILES = 'abcdefgh';

/** The piece letters of a FEN's placement field by square name. */
export function piecesFromFen(fen: string): Record<string, string> {
  const out: Record<string, string> = {};
  const rows = (fen.split(' ')[0] ?? '').split('/');
  rows.forEach((row, i) => {
    let file = 0;
    for (const ch of row) {
      if (/\d/.test(ch)) file += Number(ch);
      else {
        out[`${FILES[file]}${8 - i}`] = ch;
        file += 1;
      }
    }
  });
  return out;
}

export interface LiveBoardProps {
  fen: string;
  orientation: 'white' | 'black';
  legalMoves: Record<string, string[]>;
  lastMove: { from: string; to: string } | null;
  disabled: boolean;
  size: number;
  onMove: (from: string, to: string) => void;
}

export function LiveBoard({ fen, orientation, legalMoves, lastMove, disabled, size, onMove }: LiveBoardProps) {
  const [selected, setSelected] = useState<string | null>(null);
  const pieces = piecesFromFen(fen);
  const ranks = orientation === 'white' ? [8, 7, 6, 5, 4, 3, 2, 1] : [1, 2, 3, 4, 5, 6, 7, 8];
  const files = orientation === 'white' ? FILES.split('') : FILES.split('').reverse();
  const targets = selected && !disabled ? (legalMoves[selected] ?? []) : [];

  const click = (square: string) => {
    if (disabled) return;
    if (selected && targets.includes(square)) {
      onMove(selected, square);
      setSelected(null);
      return;
    }
    setSelected(legalMoves[square]?.length ? square : null);
  };

  return (
    <div
      role="grid"
      aria-label="Chess board"
      aria-disabled={disabled}
      data-testid="live-board"
      data-fen={fen}
      className="grid grid-cols-8 select-none"
      style={{ width: size, height: size }}
    >
      {ranks.map((rank) =>
        files.map((file) => {
          const square = `${file}${rank}`;
          const piece = pieces[square];
          const dark = (FILES.indexOf(file) + rank) % 2 === 0;
          const highlighted = lastMove && (lastMove.from === square || lastMove.to === square);
          const label = piece ? `${square} ${piece === piece.toUpperCase() ? 'white' : 'black'} ${NAMES[piece.toLowerCase()]}` : square;
          return (
            <button
              key={square}
              type="button"
              role="gridcell"
              data-square={square}
              aria-label={label}
              title={piece ? label : undefined}
              aria-selected={selected === square}
              disabled={disabled}
              onClick={() => click(square)}
              className="relative flex items-center justify-center"
              style={{
                background: selected === square ? '#f6f669' : highlighted ? (dark ? '#aaa23a' : '#cdd26a') : dark ? '#b58863' : '#f0d9b5',
                fontSize: size / 10,
                lineHeight: 1,
                color: '#000',
              }}
            >
              {piece ? GLYPHS[piece] : ''}
              {targets.includes(square) && (
                <span aria-hidden className="absolute h-1/4 w-1/4 rounded-full" style={{ background: 'rgba(20,85,30,0.5)' }} />
              )}
            </button>
          );
        }),
      )}
    </div>
  );
}
