import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Chess } from 'chess.js';
import { describe, expect, it, vi } from 'vitest';

import { BOARD_PREFS_KEY } from '@/lib/board-preferences';
import { legalDests, moveReader } from '@/lib/chess';

import { ChessBoard } from '../chess-board';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const PROMO = '8/P6k/8/8/8/8/8/K7 w - - 0 1';

describe('ChessBoard', () => {
  it('plays a typed legal move through onMove and refuses other moves', async () => {
    const onMove = vi.fn();
    render(
      <ChessBoard
        fen={START}
        movableColor="white"
        dests={new Map([['e2', ['e3', 'e4']]])}
        onMove={onMove}
        announcement="White played e4"
      />,
    );
    const field = screen.getByLabelText('Move');
    await userEvent.type(field, 'e2e5{enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('That move is not allowed!');
    expect(onMove).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, 'e2e4{enter}');
    expect(onMove).toHaveBeenCalledWith('e2', 'e4');
    expect(screen.getByTestId('move-announcer')).toHaveTextContent('White played e4');
  });

  it("reads typed SAN and UCI through the parent's reader, with its message for an illegal move", async () => {
    const onMove = vi.fn();
    const chess = new Chess();
    render(
      <ChessBoard
        fen={START}
        movableColor="white"
        dests={legalDests(chess) as Map<never, never[]>}
        onMove={onMove}
        readMove={moveReader(chess)}
      />,
    );
    const field = screen.getByLabelText('Move');
    expect(field).toHaveAttribute('placeholder', 'e4 or e2e4');
    await userEvent.type(field, 'Ke2{enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('That move is not legal');
    await userEvent.clear(field);
    await userEvent.type(field, 'Nf3{enter}');
    expect(onMove).toHaveBeenLastCalledWith('g1', 'f3');
    await userEvent.type(field, 'e2e4{enter}');
    expect(onMove).toHaveBeenLastCalledWith('e2', 'e4');
    await userEvent.type(field, 'castle{enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Type a move such as e4, Nf3, O-O or e2e4');
  });

  it('asks for the piece of a promotion: four piece images over the promotion square, queen nearest', async () => {
    const onMove = vi.fn();
    // No isPromotion: the board sees a white pawn of the position reaching the 8th rank.
    render(
      <ChessBoard
        fen={PROMO}
        movableColor="white"
        dests={new Map([['a7', ['a8']]]) as Map<never, never[]>}
        onMove={onMove}
      />,
    );
    await userEvent.type(screen.getByLabelText('Move'), 'a7a8{enter}');
    expect(onMove).not.toHaveBeenCalled();
    const chooser = screen.getByRole('dialog', { name: 'Choose promotion piece' });
    const options = within(chooser).getAllByRole('button');
    expect(options.map((b) => b.getAttribute('aria-label'))).toEqual(['Queen', 'Rook', 'Bishop', 'Knight']);
    // Drawn with the board's own piece images (chessground's <piece class="knight white">), not text.
    expect(options.map((b) => b.querySelector('piece')?.className)).toEqual([
      'queen white',
      'rook white',
      'bishop white',
      'knight white',
    ]);
    expect(chooser).not.toHaveTextContent(/\S/);
    // a8 is the top-left square with White below: the column runs down from it.
    expect(options.map((b) => [b.style.left, b.style.top])).toEqual([
      ['0%', '0%'],
      ['0%', '12.5%'],
      ['0%', '25%'],
      ['0%', '37.5%'],
    ]);
    expect(options[0]).toHaveFocus();
    await userEvent.click(within(chooser).getByRole('button', { name: 'Knight' }));
    expect(onMove).toHaveBeenLastCalledWith('a7', 'a8', 'n');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("a press outside the pieces cancels the promotion; Black's column rises from the first rank", async () => {
    const onMove = vi.fn();
    render(
      <ChessBoard
        fen="k7/8/8/8/8/8/6p1/K7 b - - 0 1"
        movableColor="black"
        dests={new Map([['g2', ['g1']]]) as Map<never, never[]>}
        onMove={onMove}
      />,
    );
    await userEvent.type(screen.getByLabelText('Move'), 'g2g1{enter}');
    const chooser = screen.getByRole('dialog', { name: 'Choose promotion piece' });
    const queen = within(chooser).getByRole('button', { name: 'Queen' });
    expect(queen.querySelector('piece')).toHaveClass('queen', 'black');
    // g1 with White below: bottom row, seventh column; the knight is three squares up.
    expect([queen.style.left, queen.style.top]).toEqual(['75%', '87.5%']);
    expect(within(chooser).getByRole('button', { name: 'Knight' }).style.top).toBe('50%');
    await userEvent.click(chooser);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onMove).not.toHaveBeenCalled();
    // Escape cancels too, wherever the focus went.
    await userEvent.type(screen.getByLabelText('Move'), 'g2g1{enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    screen.getByLabelText('Move').focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onMove).not.toHaveBeenCalled();
  });

  it('queens at once when told to, or when the player chose auto-queen in settings', async () => {
    const onMove = vi.fn();
    const props = {
      fen: PROMO,
      movableColor: 'white' as const,
      dests: new Map([['a7', ['a8']]]) as Map<never, never[]>,
      onMove,
    };
    const { unmount } = render(<ChessBoard {...props} choosePromotion={false} />);
    await userEvent.type(screen.getByLabelText('Move'), 'a7a8{enter}');
    expect(onMove).toHaveBeenLastCalledWith('a7', 'a8', 'q');
    unmount();
    localStorage.setItem(
      BOARD_PREFS_KEY,
      JSON.stringify({ showCoordinates: true, animateMoves: false, autoQueen: true }),
    );
    render(<ChessBoard {...props} />);
    await userEvent.type(screen.getByLabelText('Move'), 'a7a8{enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onMove).toHaveBeenCalledTimes(2);
    expect(onMove).toHaveBeenLastCalledWith('a7', 'a8', 'q');
  });

  it('a typed promotion with its piece (a7a8n) needs no chooser', async () => {
    const onMove = vi.fn();
    render(
      <ChessBoard
        fen={PROMO}
        movableColor="white"
        dests={new Map([['a7', ['a8']]]) as Map<never, never[]>}
        onMove={onMove}
      />,
    );
    await userEvent.type(screen.getByLabelText('Move'), 'a7a8n{enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
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

  it('keeps a tooltip inside the board: below a square of the top rows, reaching left on the right half', () => {
    render(
      <ChessBoard
        fen={START}
        tooltips={[
          { square: 'f7', message: 'Top right', type: 'hint' },
          { square: 'b3', message: 'Low left', type: 'hint' },
        ]}
      />,
    );
    const [top, low] = screen.getAllByRole('tooltip');
    // f7 (row 1, column 5 from White): under the square, its right edge on the square's.
    expect(top).toHaveStyle({ top: '25%', right: '25%' });
    expect(top!.style.transform).toBe('');
    // b3 (row 5, column 1): above the square, from its left edge.
    expect(low).toHaveStyle({ top: '62.5%', left: '12.5%', transform: 'translateY(-100%)' });
  });

  it('shows coordinates unless the player turned them off in settings', () => {
    const { container, unmount } = render(<ChessBoard fen={START} />);
    expect(container.querySelector('coords')).not.toBeNull();
    unmount();
    localStorage.setItem(
      BOARD_PREFS_KEY,
      JSON.stringify({ showCoordinates: false, animateMoves: false, autoQueen: true }),
    );
    const second = render(<ChessBoard fen={START} />);
    expect(second.container.querySelector('coords')).toBeNull();
  });
});

describe('ChessBoard from the keyboard', () => {
  const dests = new Map([
    ['e2', ['e3', 'e4']],
    ['g1', ['f3', 'h3']],
  ]) as Map<never, never[]>;

  it('is a labelled grid of 64 named squares with one tab stop', () => {
    render(<ChessBoard fen={START} />);
    const grid = screen.getByRole('grid', { name: 'Chess board' });
    expect(grid).toHaveAccessibleDescription(/Arrow keys move between squares/);
    expect(screen.getAllByRole('row')).toHaveLength(8);
    const cells = screen.getAllByRole('gridcell');
    expect(cells).toHaveLength(64);
    expect(cells.filter((c) => c.tabIndex === 0)).toHaveLength(1);
    expect(cells[0]).toHaveAccessibleName('a8, black rook');
    expect(screen.getByRole('gridcell', { name: 'g1, white knight' })).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: 'e4, empty' })).toBeInTheDocument();
  });

  it('plays e2-e4 with the arrows and Enter through onMove, and Escape clears the selection', async () => {
    const onMove = vi.fn();
    render(<ChessBoard fen={START} movableColor="white" turnColor="white" dests={dests} onMove={onMove} />);
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName('a1, white rook');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowUp}');
    expect(document.activeElement).toHaveAccessibleName('e2, white pawn');
    expect(document.activeElement).toHaveAttribute('tabindex', '0');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('gridcell', { name: 'e2, white pawn' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('gridcell', { name: 'e2, white pawn' })).toHaveAttribute('aria-selected', 'false');
    await user.keyboard(' {ArrowUp}{ArrowUp}{Enter}');
    await vi.waitFor(() => expect(onMove).toHaveBeenCalledWith('e2', 'e4'));
  });

  it('moves the cursor as the board is seen when Black is at the bottom', async () => {
    render(<ChessBoard fen={START} orientation="black" />);
    expect(screen.getAllByRole('gridcell')[0]).toHaveAccessibleName('h1, white rook');
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName('h8, black rook');
    await user.keyboard('{ArrowUp}{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName('g7, black pawn');
  });

  it('finishes a promotion from the keyboard in the chooser, and Escape takes it back', async () => {
    const onMove = vi.fn();
    render(
      <ChessBoard
        fen={PROMO}
        movableColor="white"
        turnColor="white"
        dests={new Map([['a7', ['a8']]]) as Map<never, never[]>}
        onMove={onMove}
      />,
    );
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{ArrowUp>6/}{Enter}{ArrowUp}{Enter}');
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Queen' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onMove).not.toHaveBeenCalled();
    expect(document.activeElement).toHaveAccessibleName('a8, empty');

    await user.keyboard('{ArrowDown}{Enter}{ArrowUp}{Enter}');
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Queen' })).toHaveFocus());
    await user.keyboard('{Tab}{Tab}{Tab}{Enter}');
    expect(onMove).toHaveBeenCalledWith('a7', 'a8', 'n');
  });
});
