// The interactive step lesson (docs/lessons.md, "Interactive step lessons"): instruction steps go on
// with Continue; a practice step must be solved first. A right move marks the step done and resets
// the wrong-move count, then the lesson moves on after 3 s when the step has an explanation (at
// once otherwise); from the second wrong move a hint lists the right moves' destination squares.
// Finishing the last step completes the lesson on the server (from the moves it judged) and shows
// the summary; Restart starts over. Each move is judged by the server (the lesson ships no
// answers): a right one brings the explanation, a wrong one the hint's squares. The lesson opens
// where the learner's record says they were, with the steps they solved.

export const EXPLANATION_ADVANCE_MS = 3_000;
/** From this many wrong moves on a step, the hint shows. */
export const HINT_AFTER_WRONG = 2;

export interface StepLike {
  type: 'instruction' | 'practice';
}

export interface StepState {
  index: number;
  /** Steps solved (practice) or passed (instruction), by index. */
  done: boolean[];
  wrong: number;
  /** The explanation shown after a right move, until the lesson moves on. */
  explaining: boolean;
  /** The right move just played on this step (the board shows it). */
  played?: string;
  /** What the server revealed with the right move, shown until the lesson moves on. */
  explanation?: string;
  /** Where the right moves go, as the server named them after a wrong move. */
  hintSquares?: string[];
  completed: boolean;
}

export type StepAction =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'right'; move: string; explanation?: string }
  | { type: 'wrong'; hintSquares?: string[] }
  /** The 3 s after an explanation are over. */
  | { type: 'advance' }
  | { type: 'restart' };

export const initialSteps: StepState = { index: 0, done: [], wrong: 0, explaining: false, completed: false };

/** A step's own part of the state, cleared on every move to another step. */
const fresh = { wrong: 0, explaining: false, played: undefined, explanation: undefined, hintSquares: undefined };

export function stepReducer(steps: readonly StepLike[]) {
  const moveOn = (s: StepState): StepState =>
    s.index >= steps.length - 1 ? { ...s, explaining: false, completed: true } : { ...s, index: s.index + 1, ...fresh };
  return (state: StepState, action: StepAction): StepState => {
    const step = steps[state.index];
    switch (action.type) {
      case 'next': {
        if (!step || state.completed || !canContinue(state, step)) return state;
        const done = [...state.done];
        done[state.index] = true;
        return moveOn({ ...state, done });
      }
      case 'previous':
        return state.index > 0 && !state.completed ? { ...state, index: state.index - 1, ...fresh } : state;
      case 'right': {
        if (!step || step.type !== 'practice' || state.done[state.index] || state.completed) return state;
        const done = [...state.done];
        done[state.index] = true;
        const solved = { ...state, done, wrong: 0, played: action.move, explanation: action.explanation };
        return action.explanation ? { ...solved, explaining: true } : moveOn(solved);
      }
      case 'wrong':
        return step?.type === 'practice' && !state.done[state.index]
          ? { ...state, wrong: state.wrong + 1, hintSquares: action.hintSquares ?? state.hintSquares }
          : state;
      case 'advance':
        return state.explaining ? moveOn(state) : state;
      case 'restart':
        return initialSteps;
    }
  };
}

/** Continue on an instruction; on a practice step only once it is solved. */
export function canContinue(state: StepState, step: StepLike): boolean {
  return step.type === 'instruction' || state.done[state.index] === true;
}

export function showsHint(state: StepState): boolean {
  return state.wrong >= HINT_AFTER_WRONG && !state.done[state.index] && !!state.hintSquares;
}

/**
 * Whole percent of steps done; the instruction step on screen counts as done (reading it is all it
 * asks), so the closing instruction step reads 100%.
 */
export function stepProgress(state: StepState, steps: readonly StepLike[]): number {
  if (steps.length === 0) return 0;
  if (state.completed) return 100;
  const done = steps.filter((step, i) => state.done[i] === true || (i === state.index && step.type === 'instruction'));
  return Math.round((done.length / steps.length) * 100);
}

/** What the server recorded of the learner's way through the lesson. */
export interface StepRecordLike {
  step: number;
  solved: number[];
  completed: boolean;
}

/**
 * The state a lesson opens in: at the step the learner reached (the start once the lesson is
 * completed, to go through it again), with the practice steps they solved and the instruction
 * steps before it passed.
 */
export function resumeSteps(steps: readonly StepLike[], record: StepRecordLike | undefined): StepState {
  if (!record) return initialSteps;
  const index = record.completed ? 0 : Math.min(Math.max(record.step, 0), Math.max(steps.length - 1, 0));
  const done = steps.map((step, i) => record.solved.includes(i) || (step.type === 'instruction' && i < index));
  return { ...initialSteps, index, done };
}
