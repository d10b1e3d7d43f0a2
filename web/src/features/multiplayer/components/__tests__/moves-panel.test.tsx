import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { MovesPanel } from '../moves-panel';

const props = { pgnHref: '/api/games/g1.pgn', pgnFileName: 'chess-academy-g1.pgn' };

describe('MovesPanel', () => {
  afterEach(() => vi.restoreAllMocks());

  it('numbers full moves and scrolls to the last move whenever a move is added', () => {
    // jsdom lays nothing out: the list pretends to be 800 px of rows.
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(800);
    const sans = ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5'];
    const { rerender } = render(<MovesPanel sans={sans} {...props} />);
    const list = screen.getByTestId('move-list');
    expect(list.querySelectorAll('li')).toHaveLength(3);
    expect(list.querySelectorAll('li')[2]).toHaveTextContent('3.Bb5');
    expect(list.scrollTop).toBe(800);

    list.scrollTop = 0;
    rerender(<MovesPanel sans={[...sans, 'a6']} {...props} />);
    expect(list.scrollTop).toBe(800);
    expect(screen.getByRole('link', { name: 'Download PGN' })).toHaveAttribute('download', 'chess-academy-g1.pgn');
  });
});
