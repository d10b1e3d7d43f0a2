import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Category } from '../../api/schemas';
import { CATEGORIES } from './data';
import { renderAt, stubApi } from './helpers';

/** The categories as the server answers them for a record with these lessons' progress. */
function withProgress(progress: Record<string, number>): { categories: Category[] } {
  return {
    categories: CATEGORIES.map((c) => ({
      ...c,
      lessons: c.lessons.map((l) =>
        l.id in progress ? { ...l, progress: progress[l.id] ?? 0, completed: (progress[l.id] ?? 0) >= 100 } : l,
      ),
    })),
  };
}

describe('curriculum', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the summary, the five categories and the learning path', async () => {
    stubApi({ 'GET /lessons': withProgress({ 'chess-101': 100 }) });
    renderAt('/lessons');
    expect(await screen.findByTestId('summary-total')).toHaveTextContent('48');
    expect(screen.getByTestId('summary-completed')).toHaveTextContent('1');
    expect(screen.getByTestId('summary-hours')).toHaveTextContent('72');
    expect(screen.getByTestId('summary-categories')).toHaveTextContent('5');
    expect(
      within(screen.getByRole('list', { name: 'Categories' }))
        .getAllByRole('listitem')
        .filter((li) => li.dataset.testid?.startsWith('category-')),
    ).toHaveLength(5);
    const basics = screen.getByTestId('category-basics');
    expect(basics).toHaveTextContent('0-400 ELO');
    expect(basics).toHaveTextContent('8 lessons');
    expect(within(basics).getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(
      within(screen.getByTestId('category-expert-mastery')).getByRole('button', { name: 'Start' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('band-advanced-mastery')).toHaveTextContent('1400-1800 rating');
  });

  it("opens a category's first unfinished lesson from its button", async () => {
    stubApi({ 'GET /lessons': withProgress({ 'chess-101': 100 }) });
    renderAt('/lessons');
    await userEvent.click(
      within(await screen.findByTestId('category-basics')).getByRole('button', { name: 'Continue' }),
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/lessons/pawn-moves');
  });

  it('shows every field of a lesson on the category page', async () => {
    stubApi({ 'GET /lessons': withProgress({ 'chess-101': 25 }) });
    renderAt('/lessons/category/basics');
    const card = await screen.findByTestId('lesson-chess-101');
    expect(card).toHaveTextContent('1. Chess 101');
    expect(card).toHaveTextContent('beginner');
    expect(card).toHaveTextContent('30 min');
    expect(card).toHaveTextContent('0-400 ELO');
    expect(card).toHaveTextContent('6 modules');
    expect(card).toHaveTextContent('Set up the pieces');
    expect(card).toHaveTextContent('+2 more');
    expect(within(card).getByTestId('lesson-progress')).toHaveTextContent('25%');
    expect(within(card).getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/lessons/chess-101');
    const next = screen.getByTestId('lesson-pawn-moves');
    expect(next).toHaveTextContent('Prerequisites: Chess 101');
    expect(within(next).getByRole('link', { name: 'Start' })).toBeInTheDocument();
    expect(within(next).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByTestId('category-total')).toHaveTextContent('8');
    expect(screen.getByTestId('category-average')).toHaveTextContent('13%');
  });
});
