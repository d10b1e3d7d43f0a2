// An academy lesson (docs/lessons.md, "The academy"): it moves through its positions. A demo
// position plays its moves every 1.5 s with their annotations; on an interactive one a right move
// shows a confirmation and, once found, the lesson moves on after 2 s (or completes on the last
// position). Previous and Next are always there; Next reads Complete on the last position.

export const DEMO_STEP_MS = 1_500;
export const ADVANCE_MS = 2_000;
export const MSG_TRY_AGAIN = 'Not quite right. Try a different move';

export interface LessonState {
  index: number;
  /** The right move played on the current position, if any (the board shows it). */
  found?: string;
  /** Demo moves shown on the current position. */
  demoPly: number;
  wrong: number;
  /** Waiting the 2 s before moving on. */
  advancing: boolean;
  completed: boolean;
}

export type LessonAction =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'right'; move: string }
  | { type: 'wrong' }
  | { type: 'advance' }
  | { type: 'demoStep' }
  | { type: 'replay' };

export const initialLesson: LessonState = { index: 0, demoPly: 0, wrong: 0, advancing: false, completed: false };

const atPosition = (index: number): LessonState => ({ ...initialLesson, index });

export function academyLessonReducer(positions: readonly { isInteractive: boolean; moves: readonly string[] }[]) {
  const last = positions.length - 1;
  const forward = (s: LessonState): LessonState =>
    s.index >= last ? { ...s, advancing: false, completed: true } : atPosition(s.index + 1);
  return (state: LessonState, action: LessonAction): LessonState => {
    if (state.completed) return state;
    const position = positions[state.index];
    switch (action.type) {
      case 'next':
        return forward(state);
      case 'previous':
        return state.index > 0 ? atPosition(state.index - 1) : state;
      case 'right':
        return position?.isInteractive && !state.found
          ? { ...state, found: action.move, wrong: 0, advancing: true }
          : state;
      case 'wrong':
        return position?.isInteractive && !state.found ? { ...state, wrong: state.wrong + 1 } : state;
      case 'advance':
        return state.advancing ? forward(state) : state;
      case 'demoStep':
        return position && state.demoPly < position.moves.length ? { ...state, demoPly: state.demoPly + 1 } : state;
      case 'replay':
        return { ...state, demoPly: 0 };
    }
  };
}

/** A position's demo still has moves to play (interactive positions play none). */
export function demoRunning(
  state: LessonState,
  position: { isInteractive: boolean; moves: readonly string[] } | undefined,
): boolean {
  return !!position && !position.isInteractive && state.demoPly < position.moves.length;
}
