import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useAuthStore } from '@/lib/auth/auth-store';
import { fail, renderWithProviders, stubFetch } from '@/testing';

import { dailyPlanAnswer } from '../../api/__tests__/fixtures';
import { dailyPlanQueryOptions } from '../../api/get-daily-plan';
import {
  PLAN_COMPLETE,
  PLAN_EMPTY,
  PLAN_ERROR_FALLBACK,
  PLAN_ERROR_TITLE,
  TodaysPlanCard,
  TodaysPlanView,
} from '../todays-plan-card';
import { becomeLearner, renderWith, signIn } from './helpers';

afterEach(() => {
  useAuthStore.getState().clearAuth();
});

describe('TodaysPlanView', () => {
  it('shows the three tasks with their counts, the streak, XP today, percent and the hero message', async () => {
    renderWith(<TodaysPlanView state={{ status: 'shown', plan: dailyPlanAnswer() }} />);
    expect(screen.getByRole('heading', { name: "Today's Plan" })).toBeInTheDocument();
    expect(screen.getByTestId('plan-count-puzzles')).toHaveTextContent('1/3');
    expect(screen.getByTestId('plan-count-lessons')).toHaveTextContent('0/1');
    // Two games against a target of one: the ring is full, the count says 1/1.
    expect(screen.getByTestId('plan-count-games')).toHaveTextContent('1/1');
    expect(screen.getByTestId('plan-streak')).toHaveTextContent('1 day');
    expect(screen.getByTestId('plan-xp')).toHaveTextContent('310 XP');
    expect(screen.getByTestId('plan-percent')).toHaveTextContent('40%');
    expect(screen.getByTestId('plan-message')).toHaveTextContent('Good start! Next: solve 2 more puzzles.');
    expect(screen.queryByText(PLAN_COMPLETE)).not.toBeInTheDocument();
    // The first unfinished task is open, with its action; the tabs switch.
    expect(screen.getByRole('link', { name: 'Solve Puzzles' })).toHaveAttribute('href', '/puzzles');
    await userEvent.click(screen.getByRole('tab', { name: /Lessons/ }));
    expect(screen.getByRole('tab', { name: /Lessons/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Start a Lesson' })).toHaveAttribute('href', '/lessons');
    await userEvent.click(screen.getByRole('tab', { name: /Games/ }));
    expect(screen.getByRole('link', { name: 'Play a Game' })).toHaveAttribute('href', '/play');
  });

  it('keeps the open task in the URL: a link with ?task= opens that tab, and a click changes it', async () => {
    renderWithProviders(<TodaysPlanView state={{ status: 'shown', plan: dailyPlanAnswer() }} />, {
      route: '/dashboard?task=games',
    });
    expect(screen.getByRole('tab', { name: /Games/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Play a Game' })).toHaveAttribute('href', '/play');
    await userEvent.click(screen.getByRole('tab', { name: /Lessons/ }));
    expect(screen.getByRole('tab', { name: /Lessons/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /Games/ })).toHaveAttribute('aria-selected', 'false');
  });

  it('shows "Review N mistakes" when cards of the personal deck are due, and nothing when none are', () => {
    const { unmount } = renderWith(
      <TodaysPlanView state={{ status: 'shown', plan: dailyPlanAnswer({ mistakes: { due: 7 } }) }} />,
    );
    expect(screen.getByTestId('plan-mistakes')).toHaveTextContent('Review 7 mistakes');
    expect(screen.getByRole('link', { name: 'Review Mistakes' })).toHaveAttribute('href', '/puzzles?deck=1');
    unmount();
    renderWith(<TodaysPlanView state={{ status: 'shown', plan: dailyPlanAnswer({ mistakes: { due: 1 } }) }} />);
    expect(screen.getByTestId('plan-mistakes')).toHaveTextContent('Review 1 mistake');
  });

  it('has no mistakes item without due cards', () => {
    renderWith(<TodaysPlanView state={{ status: 'shown', plan: dailyPlanAnswer({ mistakes: { due: 0 } }) }} />);
    expect(screen.queryByTestId('plan-mistakes')).not.toBeInTheDocument();
  });

  it('celebrates a complete plan', () => {
    const plan = dailyPlanAnswer({
      tasks: {
        puzzles: { target: 3, completed: 3, remaining: 0 },
        lessons: { target: 1, completed: 1, remaining: 0 },
        games: { target: 1, completed: 1, remaining: 0 },
      },
      progress: { completionPercentage: 100, xpEarned: 500, isCompleted: true },
    });
    renderWith(<TodaysPlanView state={{ status: 'shown', plan }} />);
    expect(screen.getByTestId('plan-complete')).toHaveTextContent(PLAN_COMPLETE);
    expect(screen.getByTestId('confetti').children).toHaveLength(50);
  });

  it('has loading, error with Try Again, and empty states', async () => {
    const { unmount } = renderWith(<TodaysPlanView state={{ status: 'loading' }} />);
    expect(screen.getByTestId('todays-plan')).toHaveAttribute('aria-busy', 'true');
    unmount();
    const onRetry = vi.fn();
    const error = renderWith(<TodaysPlanView state={{ status: 'error', onRetry }} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: PLAN_ERROR_TITLE })).toBeInTheDocument();
    expect(alert).toHaveTextContent(PLAN_ERROR_FALLBACK);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalled();
    error.unmount();
    renderWith(<TodaysPlanView state={{ status: 'empty' }} />);
    expect(screen.getByText(PLAN_EMPTY)).toBeInTheDocument();
  });
});

describe('TodaysPlanCard', () => {
  it("reads a signed-in account's plan from GET /api/daily-plan", () => {
    signIn();
    renderWith(<TodaysPlanCard />, (c) => c.setQueryData(dailyPlanQueryOptions('7').queryKey, dailyPlanAnswer()));
    expect(screen.getByTestId('plan-count-puzzles')).toHaveTextContent('1/3');
    expect(screen.getByTestId('plan-message')).toHaveTextContent('Good start!');
  });

  it('shows the error of a plan that could not be loaded, and Try Again asks again', async () => {
    signIn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls = stubFetch({}, { unmatched: () => fail(400, 'Database unavailable') });
    renderWith(<TodaysPlanCard />);
    expect(await screen.findByRole('heading', { name: PLAN_ERROR_TITLE })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(calls).toHaveLength(2);
    vi.unstubAllGlobals();
  });

  it("reads an anonymous learner's plan from GET /api/daily-plan too", () => {
    becomeLearner();
    renderWith(<TodaysPlanCard />, (c) => c.setQueryData(dailyPlanQueryOptions('9').queryKey, dailyPlanAnswer()));
    expect(screen.getByTestId('plan-count-puzzles')).toHaveTextContent('1/3');
  });

  it('shows a visitor who has done nothing an untouched plan, without asking the server', () => {
    const calls = stubFetch({});
    renderWith(<TodaysPlanCard />);
    expect(screen.getByTestId('plan-count-puzzles')).toHaveTextContent('0/3');
    expect(screen.getByTestId('plan-count-lessons')).toHaveTextContent('0/1');
    expect(screen.getByTestId('plan-xp')).toHaveTextContent('0 XP');
    expect(screen.getByTestId('plan-percent')).toHaveTextContent('0%');
    expect(screen.getByTestId('plan-message')).toHaveTextContent('A fresh day');
    expect(calls).toEqual([]);
    vi.unstubAllGlobals();
  });
});
