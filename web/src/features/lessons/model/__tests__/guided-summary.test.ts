import { describe, expect, it } from 'vitest';

import { hintFor, NO_MOVES_MESSAGE } from '@/components/board/help-state';

import type { GuidedStep } from '../../api/schemas';
import { resolveComputerMove } from '../computer-move';
import { overlayIndex, overlaySteps } from '../explanation-overlay';
import { answerHighlights, stepArrows, bestMoveOf, stepExplanation, stepHighlights, stepTooltips } from '../guidance';
import {
  FEEDBACK_EXCELLENT,
  FEEDBACK_GOOD,
  FEEDBACK_KEEP_GOING,
  adaptiveLevel,
  sessionFeedback,
  showsSummary,
  successRate,
  successTone,
  summarise,
} from '../guided-summary';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

describe('adaptive bot level', () => {
  it('rises by one above 85 % with at least 5 correct moves, at most to 10', () => {
    expect(adaptiveLevel(3, { correct: 5, mistakes: 0 })).toBe(4);
    expect(adaptiveLevel(3, { correct: 6, mistakes: 1 })).toBe(4); // 85.7 %
    expect(adaptiveLevel(3, { correct: 4, mistakes: 0 })).toBe(3); // too few moves
    expect(adaptiveLevel(3, { correct: 17, mistakes: 3 })).toBe(3); // exactly 85 %
    expect(adaptiveLevel(10, { correct: 9, mistakes: 0 })).toBe(10);
  });

  it('falls by one below 50 % with at least 3 mistakes, at least to 1', () => {
    expect(adaptiveLevel(3, { correct: 2, mistakes: 3 })).toBe(2);
    expect(adaptiveLevel(3, { correct: 0, mistakes: 2 })).toBe(3); // too few mistakes
    expect(adaptiveLevel(3, { correct: 3, mistakes: 3 })).toBe(3); // exactly 50 %
    expect(adaptiveLevel(1, { correct: 0, mistakes: 5 })).toBe(1);
  });
});

describe('session summary and feedback', () => {
  it('shows once correct + mistakes exceeds 3', () => {
    expect(showsSummary({ correct: 3, mistakes: 0 })).toBe(false);
    expect(showsSummary({ correct: 3, mistakes: 1 })).toBe(true);
  });

  it('gives the three feedback texts at their thresholds', () => {
    expect(sessionFeedback(0.81)).toBe(FEEDBACK_EXCELLENT);
    expect(sessionFeedback(0.8)).toBe(FEEDBACK_GOOD);
    expect(sessionFeedback(0.61)).toBe(FEEDBACK_GOOD);
    expect(sessionFeedback(0.6)).toBe(FEEDBACK_KEEP_GOING);
    expect(FEEDBACK_EXCELLENT).toBe("Excellent work! You're ready for more challenging lessons.");
    expect(FEEDBACK_GOOD).toBe('Good progress! Keep practicing these patterns.');
    expect(FEEDBACK_KEEP_GOING).toBe('Take your time to think through each move. Practice makes perfect!');
  });

  it('switches the success colour at 0.7', () => {
    expect(successTone(0.7)).toBe('good');
    expect(successTone(0.69)).toBe('weak');
    expect(successRate({ correct: 0, mistakes: 0 })).toBe(0);
  });

  it('names strong areas and areas to improve by step, with the average think time', () => {
    const s = summarise(
      { correct: 4, mistakes: 1 },
      [
        { title: 'Double the Pressure', mistakes: 1, solved: true, thinkMs: 6_000 },
        { title: 'Fork!', mistakes: 0, solved: true, thinkMs: 2_000 },
      ],
      2,
    );
    expect(s).toMatchObject({
      successRate: 0.8,
      tone: 'good',
      recommendedLevel: 2,
      averageThinkTime: 4,
      strongAreas: ['Fork!'],
      improvementAreas: ['Double the Pressure'],
      feedback: FEEDBACK_GOOD,
    });
  });
});

const step: GuidedStep = {
  id: 's',
  title: 'T',
  description: '',
  stepType: 'user-move',
  allowedMoves: [
    { from: 'g1', to: 'f3' },
    { from: 'e2', to: 'e4' },
  ],
  suggestedMove: 'e2e4',
  moveArrows: [{ from: 'e2', to: 'e4', color: 'purple', style: 'dashed' }],
  highlightSquares: [{ square: 'e4', color: 'good', animation: 'glow' }, { square: 'z9' }],
  tooltip: { square: 'e4', message: 'Centre!', type: 'success' },
  explanation: { title: 'Why', description: 'Because', position: 'left' },
};

describe('guidance', () => {
  it("reads the step's guidance, with defaults for values it does not know", () => {
    expect(stepArrows(step)).toEqual([{ from: 'e2', to: 'e4', color: 'green', style: 'dashed' }]);
    expect(stepHighlights(step)).toEqual([{ square: 'e4', color: 'good', animation: 'glow' }]);
    expect(stepTooltips(step)).toEqual([{ square: 'e4', message: 'Centre!', type: 'success' }]);
    expect(stepExplanation(step)).toEqual({ title: 'Why', description: 'Because', position: 'left' });
    expect(
      stepExplanation({ ...step, explanation: { title: 'a', description: 'b', position: 'middle' } })?.position,
    ).toBe('top');
  });

  it("lights the squares the server names with a wrong move's answer", () => {
    expect(answerHighlights('wrong-piece', ['g1', 'e2', 'g1'])).toEqual([
      { square: 'g1', color: 'require', animation: 'bounce' },
      { square: 'e2', color: 'require', animation: 'bounce' },
    ]);
    expect(answerHighlights('hint', ['f3', 'e4', 'z9']).map((h) => h.square)).toEqual(['f3', 'e4']);
    expect(answerHighlights('blocked', ['f3'])).toEqual([]);
  });
});

describe('Help on a guided step: five escalating hints toward the suggested move', () => {
  it("leads to the server's move, from vague to the move in full", () => {
    const best = bestMoveOf(START, 'e2e4');
    expect(best).toEqual({ from: 'e2', to: 'e4', san: 'e4', uci: 'e2e4' });
    const hints = [1, 2, 3, 4, 5].map((n) => hintFor(n, best));
    expect(hints[0]).toEqual({ message: 'Look at the piece on e2. What can it do?', highlightFrom: 'e2' });
    expect(hints[1]).toEqual(hints[0]);
    expect(hints[2]).toMatchObject({ highlightFrom: 'e2', highlightTo: 'e4' });
    expect(hints[4]?.message).toBe('The best move is e4 (e2 to e4).');
  });

  it('says No moves available! when the move cannot be played', () => {
    const mated = 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3';
    const none = bestMoveOf(mated, 'e2e4');
    expect(none).toBeNull();
    expect(hintFor(1, none)).toEqual({ message: NO_MOVES_MESSAGE });
  });
});

describe('scripted computer moves (SAN, then UCI, then legacy, then a legal move)', () => {
  const FEN = 'r1bqkb1r/pppp1ppp/2n2n2/4p1N1/2B1P3/8/PPPP1PPP/RNBQK2R b KQkq - 5 4';
  it('reads SAN, coordinates, legacy spellings, and falls back to the first legal move', () => {
    expect(resolveComputerMove(FEN, 'h6')).toMatchObject({ uci: 'h7h6', via: 'san' });
    expect(resolveComputerMove(FEN, 'h7h6')).toMatchObject({ san: 'h6', via: 'uci' });
    const castle = 'r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1';
    expect(resolveComputerMove(castle, 'O-O')).toMatchObject({ uci: 'e8g8', via: 'san' });
    expect(resolveComputerMove(castle, '0-0-0')).toMatchObject({ uci: 'e8c8', via: 'legacy' });
    expect(resolveComputerMove(FEN, 'h7-h6')).toMatchObject({ san: 'h6', via: 'legacy' });
    expect(resolveComputerMove(FEN, 'd5!?')).toMatchObject({ uci: 'd7d5' });
    expect(resolveComputerMove(FEN, 'd7xd5')).toMatchObject({ uci: 'd7d5', via: 'legacy' });
    const first = resolveComputerMove(FEN, 'Qxz9');
    expect(first?.via).toBe('first-legal');
    expect(resolveComputerMove('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1', 'Kg8')).toBeNull();
  });
});

describe('move-explanation overlay', () => {
  it('steps through the move and its alternatives, one every 2.5 s after 0.5 s', () => {
    const steps = overlaySteps({
      uci: 'b8c6',
      alternatives: [
        { san: 'd6', uci: 'd7d6', why: '' },
        { san: '?', why: '' },
      ],
    });
    expect(steps.map((s) => s[0]?.square)).toEqual(['b8', 'c6', 'd6']);
    expect(overlayIndex(499, 3)).toBeNull();
    expect(overlayIndex(500, 3)).toBe(0);
    expect(overlayIndex(2_999, 3)).toBe(0);
    expect(overlayIndex(3_000, 3)).toBe(1);
    expect(overlayIndex(5_500, 3)).toBe(2);
    expect(overlayIndex(8_000, 3)).toBeNull();
  });
});
