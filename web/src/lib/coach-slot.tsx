// The coach panel's slot. The panel belongs to features/coach, and the pages that show it
// (puzzles, the lesson player, practice positions, game review) may not import another feature;
// they render <CoachSlot {...what the panel needs} /> and the route table (app/router.tsx) puts
// the panel into the slot with <CoachSlotProvider panel={CoachPanel}>. Without a provider the
// slot renders nothing, so the pages also work (and test) on their own.

import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

export type CoachPlace = 'puzzle' | 'lesson' | 'practice' | 'review';

/** A move the player has just made, as the page judged it against its exercise. */
export interface CoachMove {
  /** The position the move was played in. */
  fen: string;
  /** UCI. */
  move: string;
  correct: boolean;
  /** 1 for the first try at this position. */
  attempt: number;
}

export interface CoachPanelProps {
  context: CoachPlace;
  /** The position on the board now (the one hints and analyses are about). */
  fen: string;
  /** The player's last move: the panel comments on each new one (every wrong one, ~30% of right ones). */
  lastMove?: CoachMove | null;
  /** Wrong tries at the current position so far (hints get more specific with them). */
  attempts?: number;
  /** The puzzle's theme or the lesson's title, for the coach's words. */
  topic?: string;
  /** The player's rating when the page knows it (the coach speaks to the level: rating / 100). */
  rating?: number;
  /** Hints may point at squares (and a move, when direct): the page draws them on its board. */
  onSuggest?: (squares: string[], move: string | null) => void;
  /**
   * The page shows its own verdict of each move ("Not quite right. Try again!"): the panel leaves
   * the coach's opening verdict out and says only why, so a miss is told once (issue 30, defect 13).
   */
  verdictShown?: boolean;
}

/** The coach's opening verdicts (server/src/learn/coach/coach.hpp), longest first. */
const COACH_VERDICTS = [
  'Hang in there! Learning takes practice.',
  'Keep trying! Every attempt makes you stronger.',
  'Not quite right. Try again!',
  'Correct! Well done!',
];

/** What the panel says of `message`: all of it, or without its verdict when the page showed its own. */
export function coachWords(message: string, verdictShown: boolean): string {
  return verdictShown ? withoutVerdict(message) : message;
}

/** `message` without the coach's opening verdict (for a page that showed its own). */
export function withoutVerdict(message: string): string {
  const verdict = COACH_VERDICTS.find((v) => message.startsWith(v));
  return verdict ? message.slice(verdict.length).trim() : message;
}

const CoachSlotContext = createContext<ComponentType<CoachPanelProps> | null>(null);

export function CoachSlotProvider({ panel, children }: { panel: ComponentType<CoachPanelProps>; children: ReactNode }) {
  return <CoachSlotContext.Provider value={panel}>{children}</CoachSlotContext.Provider>;
}

/** Where a page shows the coach panel. */
export function CoachSlot(props: CoachPanelProps) {
  const Panel = useContext(CoachSlotContext);
  return Panel ? <Panel {...props} /> : null;
}
