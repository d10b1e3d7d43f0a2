import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fail, pictographs, renderWithProviders, stubFetch } from '@/testing';

import { DAILY_CTA, DAILY_NONE, DAILY_TITLE, DailyPuzzleCard } from '../daily-puzzle-card';

const daily = {
  id: '00sHx',
  title: 'Mate in 2',
  description: 'White to play. Find the mate in 2.',
  fen: 'q3k1nr/1pp1nQpp/3p4/1P2p3/4P3/B1PP1b2/B5PP/5K2 b k - 0 17',
  initialMove: 'e8d7',
  solverMoves: 2,
  rating: 1760,
  ratingDeviation: 80,
  tags: ['mate', 'mateIn2', 'middlegame', 'short'],
  theme: 'mateIn2',
  plays: 0,
  orientation: 'white',
  date: '2025-11-21',
};

describe('DailyPuzzleCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the day's puzzle and opens it", async () => {
    const calls = stubFetch({ 'GET /puzzles/daily': daily });
    const onOpen = vi.fn();
    renderWithProviders(<DailyPuzzleCard onOpen={onOpen} />);
    expect(screen.getByRole('heading', { name: DAILY_TITLE })).toBeInTheDocument();
    expect(await screen.findByTestId('daily-puzzle-title')).toHaveTextContent('Mate in 2');
    expect(screen.getByText('White to play. Find the mate in 2.')).toBeInTheDocument();
    expect(screen.getByTestId('daily-puzzle-rating')).toHaveTextContent('1760');
    expect(pictographs(screen.getByTestId('daily-puzzle-card'))).toEqual([]);
    expect(calls[0]?.path).toBe('/puzzles/daily');
    await userEvent.click(screen.getByRole('button', { name: DAILY_CTA }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: '00sHx' }));
  });

  it('links to where the puzzle opens, and says so when there is none yet', async () => {
    stubFetch({ 'GET /puzzles/daily': daily });
    const { unmount } = renderWithProviders(<DailyPuzzleCard to="/puzzles?daily=1" />);
    expect(await screen.findByRole('link', { name: DAILY_CTA })).toHaveAttribute('href', '/puzzles?daily=1');
    unmount();
    stubFetch({ 'GET /puzzles/daily': () => fail(404, 'Puzzle not found', 'not_found') });
    renderWithProviders(<DailyPuzzleCard to="/puzzles?daily=1" />);
    expect(await screen.findByText(DAILY_NONE)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: DAILY_CTA })).not.toBeInTheDocument();
  });
});
