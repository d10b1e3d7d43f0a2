// An academy puzzle (docs/lessons.md, "The academy"): the solver's move is compared with the
// solution's; a right one is answered by the computer's next solution move after 1 s; a wrong one
// is taken back ('That's not the best move. Try again!'); solved once every solution move is
// played. Hints one at a time; Show Solution plays the rest every 2 s.

export const REPLY_DELAY_MS = 1_000;
export const SOLUTION_STEP_MS = 2_000;
/** The solved panel shows this long before the puzzles view returns. */
export const SOLVED_RETURN_MS = 2_000;
export const MSG_NOT_BEST = "That's not the best move. Try again!";
export const MSG_NO_MORE_HINTS = 'No more hints available!';
export const MSG_RIGHT = 'Correct!';

export interface AcademyPuzzleState {
  /** Index of the next solution move; even: the solver's turn. */
  ply: number;
  wrong: number;
  hintsShown: number;
  /** Set when Hint is pressed with none left. */
  hintsExhausted: boolean;
  solved: boolean;
  showingSolution: boolean;
}

export type AcademyPuzzleAction =
  | { type: 'try'; move: string; isMate: boolean }
  | { type: 'reply' }
  | { type: 'hint' }
  | { type: 'showSolution' }
  | { type: 'solutionStep' }
  | { type: 'reset' };

export const initialPuzzle: AcademyPuzzleState = {
  ply: 0,
  wrong: 0,
  hintsShown: 0,
  hintsExhausted: false,
  solved: false,
  showingSolution: false,
};

export function solverTurn(state: AcademyPuzzleState): boolean {
  return state.ply % 2 === 0 && !state.solved && !state.showingSolution;
}

export function academyPuzzleReducer(solution: readonly string[], hints: number) {
  const total = solution.length;
  return (state: AcademyPuzzleState, action: AcademyPuzzleAction): AcademyPuzzleState => {
    switch (action.type) {
      case 'try': {
        if (!solverTurn(state)) return state;
        const isFinal = state.ply === total - 1;
        if (action.move !== solution[state.ply] && !(isFinal && action.isMate))
          return { ...state, wrong: state.wrong + 1 };
        const ply = state.ply + 1;
        return { ...state, ply, solved: ply >= total };
      }
      case 'reply': {
        if (state.ply % 2 === 0 || state.solved || state.showingSolution) return state;
        const ply = state.ply + 1;
        return { ...state, ply, solved: ply >= total };
      }
      case 'hint':
        return state.hintsShown < hints
          ? { ...state, hintsShown: state.hintsShown + 1 }
          : { ...state, hintsExhausted: true };
      case 'showSolution':
        return state.solved ? state : { ...state, showingSolution: true };
      case 'solutionStep':
        return state.showingSolution && state.ply < total ? { ...state, ply: state.ply + 1 } : state;
      case 'reset':
        return { ...initialPuzzle, hintsShown: state.hintsShown };
    }
  };
}
