import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { HelpPanel } from '../help-panel';
import { HELP_AVAILABLE, NO_MOVES_MESSAGE } from '../help-state';
import { useHelp } from '../use-help';

const FEN1 = '6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1';
const FEN2 = '6k1/5ppp/8/8/8/8/5PPP/1R4K1 b - - 1 1';
const RA8 = { from: 'a1', to: 'a8', san: 'Ra8#', uci: 'a1a8' };

/** Lets the engine promise settle inside act(). */
async function flush() {
  await act(async () => {
    await Promise.resolve();
  });
}

async function seconds(n: number) {
  for (let i = 0; i < n; i++) {
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
  }
}

describe('useHelp', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down 10 s on the player’s move, then escalates five hints from one engine search', async () => {
    const findBest = vi.fn(async () => RA8);
    const { result, rerender } = renderHook(
      (props: { fen: string; active: boolean }) => useHelp({ ...props, findBest }),
      {
        initialProps: { fen: FEN1, active: false },
      },
    );
    await seconds(3);
    expect(result.current.countdown).toBe(10);
    rerender({ fen: FEN1, active: true });
    await seconds(9);
    expect(result.current).toMatchObject({ countdown: 1, available: false });
    result.current.requestHint();
    await flush();
    expect(findBest).not.toHaveBeenCalled();
    await seconds(1);
    expect(result.current).toMatchObject({ countdown: 0, available: true, hintsLeft: 5 });

    // Hint 1: the source square only, vague text; gone after 2 s, the text after 3 s.
    act(() => result.current.requestHint());
    await flush();
    expect(result.current.message).toBe('Look at the piece on a1. What can it do?');
    expect(result.current.highlights.map((h) => h.square)).toEqual(['a1']);
    expect(result.current.hintsLeft).toBe(4);
    await act(async () => vi.advanceTimersByTime(2_000));
    expect(result.current.highlights).toEqual([]);
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(result.current.message).toBeNull();

    act(() => result.current.requestHint());
    await flush();
    expect(result.current.highlights.map((h) => h.square)).toEqual(['a1']);

    // Hint 3: the target joins after 0.5 s.
    act(() => result.current.requestHint());
    await flush();
    expect(result.current.highlights.map((h) => h.square)).toEqual(['a1']);
    await act(async () => vi.advanceTimersByTime(500));
    expect(result.current.highlights.map((h) => h.square)).toEqual(['a1', 'a8']);
    expect(result.current.message).toBe('Try moving from a1 toward a8.');

    act(() => result.current.requestHint());
    await flush();
    act(() => result.current.requestHint());
    await flush();
    expect(result.current.message).toBe('The best move is Ra8# (a1 to a8).');
    expect(result.current).toMatchObject({ hintsLeft: 0, available: false });
    expect(findBest).toHaveBeenCalledTimes(1);

    // A new position: five fresh hints after a fresh countdown.
    rerender({ fen: FEN2, active: true });
    expect(result.current).toMatchObject({ countdown: 10, hintsLeft: 5, message: null, highlights: [] });
  });

  it("says 'No moves available!' when the position has none", async () => {
    const { result } = renderHook(() => useHelp({ fen: FEN1, active: true, findBest: async () => null }));
    await seconds(10);
    act(() => result.current.requestHint());
    await flush();
    expect(result.current.message).toBe(NO_MOVES_MESSAGE);
    expect(result.current.highlights).toEqual([]);
  });
});

describe('HelpPanel', () => {
  it('shows the countdown, then the Help button with the hints left', async () => {
    const user = userEvent.setup();
    const requestHint = vi.fn();
    const view = {
      countdown: 4,
      available: false,
      hintsLeft: 5,
      pending: false,
      message: null,
      highlights: [],
      requestHint,
    };
    const { rerender } = render(<HelpPanel help={view} active />);
    expect(screen.getByTestId('help-status')).toHaveTextContent('Help in 4 s');
    expect(screen.getByRole('button', { name: 'Help' })).toBeDisabled();
    rerender(
      <HelpPanel
        help={{
          ...view,
          countdown: 0,
          available: true,
          hintsLeft: 3,
          message: 'Look at the piece on g1. What can it do?',
        }}
        active
      />,
    );
    expect(screen.getByTestId('help-status')).toHaveTextContent(HELP_AVAILABLE);
    expect(screen.getByTestId('hints-left')).toHaveTextContent('3 of 5 hints left');
    expect(screen.getByRole('status')).toHaveTextContent('Look at the piece on g1.');
    await user.click(screen.getByRole('button', { name: 'Help' }));
    expect(requestHint).toHaveBeenCalledTimes(1);
  });
});
