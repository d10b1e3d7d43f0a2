// What a guided-practice step draws (content/lessons/README.md: guidance highlight, move arrow, tooltip, step
// explanation; docs/lessons.md, "Guided practice"): the step's guidance, or what the server reveals after the right
// move, read into the board widget's types (unknown colours fall back to a default instead of failing the lesson);
// the squares of the server's answer to a wrong move; and the move Show me gives.

import type {
  BoardArrow,
  BoardKey,
  HighlightColor,
  SquareHighlight,
  SquareTooltip,
  StepExplanation,
  TooltipType,
} from '@/components/board/chess-board';
import { loadFen, playUci, uciOf } from '@/lib/chess';
import type { BestMove } from '@/lib/engine/best-move';

import type { GuidedReveal } from '../api/schemas';

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

export function stepHighlights(step: GuidedReveal | undefined): SquareHighlight[] {
  return (step?.highlightSquares ?? [])
    .filter((h) => SQUARE.test(h.square))
    .map((h) => ({
      square: h.square as BoardKey,
      color: pick(h.color, HIGHLIGHT_COLORS, 'suggest'),
      animation: pick(h.animation, ANIMATIONS, 'none'),
    }));
}

export function stepArrows(step: GuidedReveal | undefined): BoardArrow[] {
  return (step?.moveArrows ?? [])
    .filter((a) => SQUARE.test(a.from) && SQUARE.test(a.to))
    .map((a) => ({
      from: a.from as BoardKey,
      to: a.to as BoardKey,
      color: pick(a.color, ARROW_COLORS, 'green'),
      style: pick(a.style, ARROW_STYLES, 'solid'),
    }));
}

export function stepTooltips(step: GuidedReveal | undefined): SquareTooltip[] {
  const t = step?.tooltip;
  if (!t || !SQUARE.test(t.square)) return [];
  return [{ square: t.square as BoardKey, message: t.message, type: pick(t.type, TOOLTIP_TYPES, 'hint') }];
}

export function stepExplanation(step: GuidedReveal | undefined): StepExplanation | undefined {
  const e = step?.explanation;
  return e ? { title: e.title, description: e.description, position: pick(e.position, PLACEMENTS, 'top') } : undefined;
}

/**
 * The squares to light up with the server's answer to a wrong move (docs/lessons.md, "Guided practice"): for
 * 'wrong-piece' the pieces to move, for 'hint' where they go; the server names them (hintSquares).
 */
export function answerHighlights(answer: string, squares: readonly string[]): SquareHighlight[] {
  if (answer !== 'wrong-piece' && answer !== 'hint') return [];
  const color = answer === 'wrong-piece' ? ('require' as const) : ('suggest' as const);
  const animation = answer === 'wrong-piece' ? ('bounce' as const) : ('pulse' as const);
  return [...new Set(squares)].filter((s) => SQUARE.test(s)).map((s) => ({ square: s as BoardKey, color, animation }));
}

/** The move Show me gives (the server's, as UCI) read in `fen`; null when it cannot be played there. */
export function bestMoveOf(fen: string, uci: string): BestMove | null {
  const chess = loadFen(fen);
  if (!chess) return null;
  const move = playUci(chess, uci);
  return move ? { from: move.from, to: move.to, san: move.san, uci: uciOf(move) } : null;
}
