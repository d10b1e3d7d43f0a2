import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { answer, renderWithProviders, stubFetch } from '@/testing';

import { AssessmentResults } from '../assessment-results';

// Twelve of twelve: the one model's estimate lies above the assessment's scale, so the server
// states it at the top, 1800, with the interval cut there (1800–1800) and aboveScale set.
const above = {
  rating: 1800,
  interval: { low: 1800, high: 1800 },
  aboveScale: true,
  level: 'Expert',
  score: { correct: 12, total: 12 },
  strengths: ['fork'],
  areasToImprove: [],
  nextSteps: [{ text: 'Solve rated puzzles at your level', href: '/puzzles' }],
  completedAt: '2026-01-10T10:00:00Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the assessment results above the scale', () => {
  it('read "1800+" and "1800 or more", never an interval of nothing ("± 0", "1800–1800")', async () => {
    stubFetch({ 'GET /assessment/s9/result': () => answer(200, { success: true, data: above }) });
    renderWithProviders(<AssessmentResults sessionId="s9" onRetry={() => {}} />);
    const results = await screen.findByTestId('assessment-results');
    expect(within(results).getByTestId('assessment-rating')).toHaveTextContent('1800+');
    expect(within(results).getByTestId('assessment-interval')).toHaveTextContent('Estimate 1800 or more');
    expect(within(results).getByTestId('rating-band')).toHaveTextContent('90% interval: 1800 and above');
    // One note, said once: where the scale ends and which test measures beyond it.
    const note = within(results).getByTestId('rating-scale-note');
    expect(note).toHaveTextContent(
      "Above the top of the assessment's scale, 400–1800. The calibration test rates with the same model on 400–2200 and can tell how far above.",
    );
    expect(results).not.toHaveTextContent('± 0');
    expect(results).not.toHaveTextContent('1800–1800');
  });
});
