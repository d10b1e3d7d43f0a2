// An academy puzzle (docs/lessons.md, "The academy"): the server judges the solver's move against
// the solution (the puzzle ships without it); a right one is answered by the computer's next
// solution move, which the server names, after 1 s; a wrong one is taken back ('That's not the
// best move. Try again!'); solved once every solution move is played. Hints one at a time; Show
// Solution asks the server for the line and plays the rest every 2 s.

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
  /** The solution as far as the server has revealed it (the board plays `ply` of them). */
  line: string[];
  wrong: number;
  hintsShown: number;
  /** Set when Hint is pressed with none left. */
  hintsExhausted: boolean;
  solved: boolean;
  showingSolution: boolean;
}

export type AcademyPuzzleAction =
  /** The server's verdict on the solver's move; a right one may name the reply. */
  | { type: 'try'; move: string; correct: boolean; reply?: string | null; solved?: boolean }
  | { type: 'reply' }
  | { type: 'hint' }
  | { type: 'showSolution'; solution: string[] }
  | { type: 'solutionStep' }
  | { type: 'reset' };

export const initialPuzzle: AcademyPuzzleState = {
  ply: 0,
  line: [],
  wrong: 0,
  hintsShown: 0,
  hintsExhausted: false,
  solved: false,
  showingSolution: false,
};

export function solverTurn(state: AcademyPuzzleState): boolean {
  return state.ply % 2 === 0 && !state.solved && !state.showingSolution;
}

/** `total`: the solution's length; `hints`: how many hints the puzzle has. */
export function academyPuzzleReducer(total: number, hints: number) {
  return (state: AcademyPuzzleState, action: AcademyPuzzleAction): AcademyPuzzleState => {
    switch (action.type) {
      case 'try': {
        if (!solverTurn(state)) return state;
        if (!action.correct) return { ...state, wrong: state.wrong + 1 };
        const line = state.line.slice(0, state.ply);
        line.push(action.move);
        if (action.reply) line.push(action.reply);
        const ply = state.ply + 1;
        return { ...state, ply, line, solved: action.solved === true || ply >= total };
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
        return state.solved ? state : { ...state, line: action.solution, showingSolution: true };
      case 'solutionStep':
        return state.showingSolution && state.ply < state.line.length ? { ...state, ply: state.ply + 1 } : state;
      case 'reset':
        return { ...initialPuzzle, line: state.line, hintsShown: state.hintsShown };
    }
  };
}
