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

  it("opens the course's first lesson, the first step lesson, for a new learner", async () => {
    const [basics, ...rest] = CATEGORIES;
    const first = summary('interactive-1', 'How the Pieces Move', 0, { kind: 'steps' });
    stubApi({ 'GET /lessons': { categories: [{ ...basics!, lessons: [first, ...basics!.lessons] }, ...rest] } });
    renderWithProviders(<ContinueLesson />);
    // Before the lessons are read it leads to the curriculum.
    expect(screen.getByRole('link', { name: 'Start Learning' })).toHaveAttribute('href', '/lessons');
    await vi.waitFor(() =>
      expect(screen.getByRole('link', { name: 'Start Learning' })).toHaveAttribute('href', '/lessons/1'),
    );
    expect(screen.queryByTestId('continue-lesson')).not.toBeInTheDocument();
  });

  it('proposes the next lesson of the course once one is completed', async () => {
    const [basics, ...rest] = CATEGORIES;
    const done = summary('interactive-1', 'How the Pieces Move', 100, { kind: 'steps' });
    stubApi({ 'GET /lessons': { categories: [{ ...basics!, lessons: [done, ...basics!.lessons] }, ...rest] } });
    renderWithProviders(<ContinueLesson />);
    const link = await screen.findByRole('link', { name: 'Next lesson: Chess 101' });
    expect(link).toHaveAttribute('href', '/lessons/chess-101');
  });
});
