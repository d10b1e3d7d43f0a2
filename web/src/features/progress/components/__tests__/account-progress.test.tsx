import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { useAuthStore } from '@/lib/auth/auth-store';

import { progressAnswer } from '../../api/__tests__/fixtures';
import { progressQueryOptions } from '../../api/get-progress';
import { AccountProgress } from '../account-progress';
import { ProgressCard } from '../progress-card';
import { becomeLearner, renderWith, signIn } from './helpers';

afterEach(() => {
  useAuthStore.getState().clearAuth();
});

const seed = (c: Parameters<Parameters<typeof renderWith>[1] & object>[0]) =>
  c.setQueryData(progressQueryOptions('7').queryKey, progressAnswer());

describe('AccountProgress (sidebar)', () => {
  it("shows an account's level with its bar, streak and achievements from GET /api/progress", () => {
    signIn();
    renderWith(<AccountProgress />, seed);
    expect(screen.getByTestId('account-level')).toHaveTextContent('Level 6 · 270/400 XP');
    expect(screen.getByRole('progressbar', { name: 'Progress to the next level' })).toHaveAttribute(
      'aria-valuenow',
      '67',
    );
    expect(screen.getByTestId('account-streak')).toHaveTextContent('3 days');
    expect(screen.getByTestId('account-achievements')).toHaveTextContent('3/14');
  });

  it("shows an anonymous learner's from the server, like an account's", () => {
    becomeLearner();
    renderWith(<AccountProgress />, (c) =>
      c.setQueryData(progressQueryOptions('9').queryKey, {
        ...progressAnswer(),
        totalXP: 65,
        level: 1,
        xpInCurrentLevel: 65,
        xpForNextLevel: 100,
      }),
    );
    expect(screen.getByTestId('account-level')).toHaveTextContent('Level 1 · 65/100 XP');
  });

  it('shows level 0 with nothing earned to a visitor who has done nothing, as a new account starts', () => {
    renderWith(<AccountProgress />);
    expect(screen.getByTestId('account-level')).toHaveTextContent('Level 0 · 0/100 XP');
    expect(screen.getByTestId('account-streak')).toHaveTextContent('0 days');
    expect(screen.getByTestId('account-achievements')).toHaveTextContent('0/14');
  });

  it('shows nothing while an account is loading', () => {
    signIn();
    const { container } = renderWith(<AccountProgress />, (c) => c.setDefaultOptions({ queries: { enabled: false } }));
    expect(container).toBeEmptyDOMElement();
  });
});

describe('ProgressCard (profile)', () => {
  it('shows level, XP, the streak and the achievements grid: unlocked with a date, locked with progress', () => {
    signIn();
    renderWith(<ProgressCard />, seed);
    expect(screen.getByTestId('progress-level')).toHaveTextContent('6');
    expect(screen.getByTestId('progress-xp')).toHaveTextContent('1270');
    expect(screen.getByTestId('progress-streak')).toHaveTextContent('3 days');
    expect(screen.getByTestId('progress-longest')).toHaveTextContent('5 days');
    const grid = screen.getByRole('list', { name: 'Achievements' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(14);
    const first = screen.getByTestId('achievement-first_lesson');
    expect(first).toHaveAttribute('data-unlocked', 'true');
    expect(first).toHaveTextContent(/Unlocked .*2026/);
    const locked = screen.getByTestId('achievement-puzzle_master');
    expect(locked).toHaveAttribute('data-unlocked', 'false');
    expect(locked).toHaveTextContent('0/50');
  });
});
