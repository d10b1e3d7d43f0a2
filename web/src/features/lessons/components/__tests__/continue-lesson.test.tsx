import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/testing';

import { ContinueLesson } from '../continue-lesson';
import { CATEGORIES, summary } from './data';
import { stubApi } from './helpers';

describe("the dashboard's Continue", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('greets a returning learner with the lesson they left', async () => {
    const [basics, ...rest] = CATEGORIES;
    stubApi({
      'GET /lessons': {
        categories: [
          {
            ...basics!,
            lessons: [summary('chess-101', 'Chess 101', 100), summary('pawn-moves', 'How Pawns Move', 25)],
          },
          ...rest,
        ],
      },
    });
    renderWithProviders(<ContinueLesson />);
    const link = await screen.findByRole('link', { name: 'Continue: How Pawns Move' });
    expect(link).toHaveAttribute('href', '/lessons/pawn-moves');
  });

  it('says nothing to someone who has started no lesson', async () => {
    const calls = stubApi({ 'GET /lessons': { categories: CATEGORIES } });
    renderWithProviders(<ContinueLesson />);
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/lessons')).toBe(true));
    expect(screen.queryByTestId('continue-lesson')).not.toBeInTheDocument();
  });
});
