import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { BOARD_PREFS_KEY } from '@/lib/board-preferences';

import { ChessBoard } from '../chess-board';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const PROMO = '8/P6k/8/8/8/8/8/K7 w - - 0 1';

describe('ChessBoard', () => {
  it('plays a typed legal move through onMove and refuses other moves', async () => {
    const onMove = vi.fn();
    render(<ChessBoard fen={START} movableColor="white" dests={new Map([['e2', ['e3', 'e4']]])} onMove={onMove} announcement="White played e4" />);
    const field = screen.getByLabelText('Move');
    await userEvent.type(field, 'e2e5{enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('That move is not allowed!');
    expect(onMove).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, 'e2e4{enter}');
    expect(onMove).toHaveBeenCalledWith('e2', 'e4');
    expect(screen.getByTestId('move-announcer')).toHaveTextContent('White played e4');
  });

  it('auto-queens by default and asks for the piece when told to', async () => {
    const onMove = vi.fn();
    const props = { fen: PROMO, movableColor: 'white' as const, dests: new Map([['a7', ['a8']]]) as Map<never, never[]>, isPromotion: () => true, onMove };
    const { unmount } = render(<ChessBoard {...props} />);
    await userEvent.type(screen.getByLabelText('Move'), 'a7a8{enter}');
    expect(onMove).toHaveBeenLastCalledWith('a7', 'a8', 'q');
    unmount();
    render(<ChessBoard {...props} choosePromotion />);
    await userEvent.type(screen.getByLabelText('Move'), 'a7a8{enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Knight' }));
    expect(onMove).toHaveBeenLastCalledWith('a7', 'a8', 'n');
  });

  it('shows square tooltips and the step explanation', () => {
    render(
      <ChessBoard
        fen={START}
        tooltips={[{ square: 'e4', message: 'Control the centre', type: 'hint' }]}
        explanation={{ title: 'Why e4?', description: 'It frees the bishop and queen.', position: 'bottom' }}
      />,
    );
    expect(screen.getByRole('tooltip')).toHaveTextContent('Control the centre');
    expect(screen.getByTestId('board-explanation')).toHaveTextContent('Why e4?');
  });

  it('shows coordinates unless the player turned them off in settings', () => {
    const { container, unmount } = render(<ChessBoard fen={START} />);
    expect(container.querySelector('coords')).not.toBeNull();
    unmount();
    localStorage.setItem(BOARD_PREFS_KEY, JSON.stringify({ showCoordinates: false, animateMoves: false, autoQueen: true }));
    const second = render(<ChessBoard fen={START} />);
    expect(second.container.querySelector('coords')).toBeNull();
  });
});
