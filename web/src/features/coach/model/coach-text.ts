// The panel's words that are not the coach's: the failure texts by what was asked (docs/bots-and-coach.md), and the
// badge of each kind of answer.

import type { CoachQuestion } from '../api/post-coach';

export const MSG_COACHING_FAILED = 'Failed to get coaching advice. Please try again.';
export const MSG_HINT_FAILED = 'Failed to get hint';
export const MSG_ANALYSIS_FAILED = 'Failed to get move analysis';

export function failureText(ask: CoachQuestion['ask']): string {
  return ask === 'hint' ? MSG_HINT_FAILED : ask === 'analysis' ? MSG_ANALYSIS_FAILED : MSG_COACHING_FAILED;
}

export const TYPE_LABELS = {
  celebration: 'Well done',
  correction: 'Correction',
  hint: 'Hint',
  encouragement: 'Keep going',
  analysis: 'Analysis',
} as const;

/** The attempt number the server's hint rules count: wrong tries plus hints already asked, plus this one. */
export function hintAttempt(wrongTries: number, hintsAsked: number): number {
  return Math.min(1000, Math.max(0, wrongTries) + Math.max(0, hintsAsked) + 1);
}
