// The move-explanation overlay (docs/lessons.md, "Guided practice"): after a computer move the board steps through
// what the explanation talks about — where the piece came from, where it went, then where each
// alternative would have gone — one highlight at a time, every 2.5 s, starting after 0.5 s.

import type { SquareHighlight } from '@/components/board/chess-board';

import type { ComputerExplanation } from './guided-practice';

export const OVERLAY_START_MS = 500;
export const OVERLAY_STEP_MS = 2_500;

const SQUARE = /^[a-h][1-8]$/;

export function overlaySteps(computer: Pick<ComputerExplanation, 'uci' | 'alternatives'>): SquareHighlight[][] {
  const from = computer.uci.slice(0, 2);
  const to = computer.uci.slice(2, 4);
  const steps: SquareHighlight[][] = [];
  if (SQUARE.test(from))
    steps.push([{ square: from as SquareHighlight['square'], color: 'suggest', animation: 'none' }]);
  if (SQUARE.test(to)) steps.push([{ square: to as SquareHighlight['square'], color: 'good', animation: 'glow' }]);
  for (const a of computer.alternatives) {
    const target = a.uci?.slice(2, 4);
    if (target && SQUARE.test(target))
      steps.push([{ square: target as SquareHighlight['square'], color: 'avoid', animation: 'none' }]);
  }
  return steps;
}

/** Which step shows `elapsed` ms after the move: none before 0.5 s, then one every 2.5 s; null once all were shown. */
export function overlayIndex(elapsed: number, count: number): number | null {
  if (elapsed < OVERLAY_START_MS) return null;
  const i = Math.floor((elapsed - OVERLAY_START_MS) / OVERLAY_STEP_MS);
  return i < count ? i : null;
}
