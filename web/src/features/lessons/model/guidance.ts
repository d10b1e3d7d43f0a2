// What a guided-practice step draws and answers (content/lessons/README.md: guidance highlight, move arrow,
// tooltip, step explanation; docs/lessons.md, "Guided practice": restricted moves, Help): the step's guidance read into
// the board widget's types (unknown colours fall back to a default instead of failing the lesson), the answer
// to a move outside the allowed list, and the move Help's five hints lead to.

import type {
  BoardArrow,
  BoardKey,
  HighlightColor,
  SquareHighlight,
  SquareTooltip,
  StepExplanation,
  TooltipType,
} from '@/components/board/chess-board';
import type { MoveAttempt, RestrictionAnswer } from '@/components/board/restricted-moves';
import { loadFen, playUci, uciOf } from '@/lib/chess';
import type { BestMove } from '@/lib/engine/best-move';

import type { GuidedStep } from '../api/schemas';

const HIGHLIGHT_COLORS: readonly HighlightColor[] = ['suggest', 'require', 'avoid', 'good', 'bad'];
const ANIMATIONS = ['pulse', 'glow', 'bounce', 'none'] as const;
const ARROW_COLORS: readonly BoardArrow['color'][] = ['green', 'blue', 'red', 'yellow', 'orange'];
const ARROW_STYLES: readonly BoardArrow['style'][] = ['dashed', 'dotted', 'solid'];
const TOOLTIP_TYPES: readonly TooltipType[] = ['hint', 'instruction', 'warning', 'success'];
const PLACEMENTS: readonly StepExplanation['position'][] = ['top', 'bottom', 'left', 'right'];
const SQUARE = /^[a-h][1-8]$/;

function pick<T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

export function stepHighlights(step: GuidedStep | undefined): SquareHighlight[] {
  return (step?.highlightSquares ?? [])
    .filter((h) => SQUARE.test(h.square))
    .map((h) => ({
      square: h.square as BoardKey,
      color: pick(h.color, HIGHLIGHT_COLORS, 'suggest'),
      animation: pick(h.animation, ANIMATIONS, 'none'),
    }));
}

export function stepArrows(step: GuidedStep | undefined): BoardArrow[] {
  return (step?.moveArrows ?? [])
    .filter((a) => SQUARE.test(a.from) && SQUARE.test(a.to))
    .map((a) => ({
      from: a.from as BoardKey,
      to: a.to as BoardKey,
      color: pick(a.color, ARROW_COLORS, 'green'),
      style: pick(a.style, ARROW_STYLES, 'solid'),
    }));
}

export function stepTooltips(step: GuidedStep | undefined): SquareTooltip[] {
  const t = step?.tooltip;
  if (!t || !SQUARE.test(t.square)) return [];
  return [{ square: t.square as BoardKey, message: t.message, type: pick(t.type, TOOLTIP_TYPES, 'hint') }];
}

export function stepExplanation(step: GuidedStep | undefined): StepExplanation | undefined {
  const e = step?.explanation;
  return e ? { title: e.title, description: e.description, position: pick(e.position, PLACEMENTS, 'top') } : undefined;
}

export function isAllowed(step: GuidedStep, from: string, to: string): boolean {
  return (step.allowedMoves ?? []).some((m) => m.from === from && m.to === to);
}

/**
 * The parent's answer to a legal move outside the allowed list (docs/lessons.md, "Guided practice"): a piece
 * the step does not move is 'wrong-piece' (move the highlighted piece instead); a move onto a
 * square the step marks avoid or bad is 'blocked'; the right piece to another square is 'hint'
 * (look for the highlighted squares).
 */
export function restrictionAnswer(step: GuidedStep, attempt: MoveAttempt): RestrictionAnswer {
  const froms = new Set((step.allowedMoves ?? []).map((m) => m.from));
  if (!froms.has(attempt.from)) return 'wrong-piece';
  const warned = (step.highlightSquares ?? []).some(
    (h) => h.square === attempt.to && (h.color === 'avoid' || h.color === 'bad'),
  );
  return warned ? 'blocked' : 'hint';
}

/** The squares to light up with a restriction answer: the pieces to move, or where they go. */
export function answerHighlights(step: GuidedStep, answer: RestrictionAnswer): SquareHighlight[] {
  const moves = step.allowedMoves ?? [];
  if (answer === 'wrong-piece') {
    return [...new Set(moves.map((m) => m.from))]
      .filter((s) => SQUARE.test(s))
      .map((s) => ({ square: s as BoardKey, color: 'require' as const, animation: 'bounce' as const }));
  }
  if (answer === 'hint') {
    return [...new Set(moves.map((m) => m.to))]
      .filter((s) => SQUARE.test(s))
      .map((s) => ({ square: s as BoardKey, color: 'suggest' as const, animation: 'pulse' as const }));
  }
  return [];
}

/**
 * The move Help leads to on a user-move step: the suggested move, else the first allowed one that
 * is legal; null ('No moves available!') when none is.
 */
export function stepBestMove(step: GuidedStep, fen: string): BestMove | null {
  const candidates = [step.suggestedMove, ...(step.allowedMoves ?? []).map((m) => m.from + m.to)];
  for (const text of candidates) {
    if (!text) continue;
    const chess = loadFen(fen);
    if (!chess) return null;
    // An allowed move names squares only: a promotion is a queen.
    const move = playUci(chess, text) ?? playUci(chess, `${text}q`);
    if (move) return { from: move.from, to: move.to, san: move.san, uci: uciOf(move) };
  }
  return null;
}
