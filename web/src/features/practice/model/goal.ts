// A practice goal in words, for the section list (the attempt's own text comes from the server).

import type { Goal } from '../api/schemas';

export function goalText(goal: Goal): string {
  const n = goal.moves;
  switch (goal.kind) {
    case 'mate':
      return 'Checkmate the opponent';
    case 'mateIn':
      return n ? `Mate in ${n}` : 'Checkmate the opponent';
    case 'win':
      return 'Win the game';
    case 'promote':
      return 'Promote a pawn';
    case 'drawIn':
      return n ? `Hold the draw for ${n} moves` : 'Hold the draw';
    case 'equalise':
      return 'Equalise';
    case 'gainMaterial':
      return goal.material ? `Win material (${goal.material} points or more)` : 'Win material';
    default:
      return goal.kind;
  }
}

/** How many of the 3 stars are filled on screen, and '2 of 3 stars' for screen readers. */
export function starText(stars: number): { filled: number; label: string } {
  const s = Math.max(0, Math.min(3, Math.round(stars)));
  return { filled: s, label: `${s} of 3 stars` };
}
