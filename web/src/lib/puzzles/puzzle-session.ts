// The puzzle player's state machine: the line is the opponent's first move followed by solver moves
// and replies; a right move advances, a wrong one counts an attempt and is taken back; solved when
// every solution move is played. Whether a move is right is the server's verdict (POST
// /api/puzzles/{id}/moves) until it has revealed the line. Shared by the puzzle player and the
// lesson player's puzzle module.

export interface PuzzleLine {
  id: string;
  /** Full line in UCI: the opponent's move first. */
  moves: string[];
}

export interface SessionState {
  puzzleId: string;
  /** Index in `moves` of the next move to play (1 after the opponent's first move). */
  ply: number;
  movesCompleted: number;
  attempts: number;
  /** The solver's tries in order. */
  tries: string[];
  hintsUsed: number;
  solved: boolean;
  showSolution: boolean;
  /** Solution shown or played out: the puzzle no longer counts as solved by the player. */
  gaveUp: boolean;
}

export type SessionAction =
  | { type: 'start'; puzzleId: string }
  | { type: 'opponentPlayed' }
  | { type: 'try'; move: string; right: boolean; total: number }
  | { type: 'reply' }
  | { type: 'hint' }
  | { type: 'showSolution' }
  | { type: 'solutionStep'; total: number }
  | { type: 'reset' };

export function initialSession(puzzleId: string): SessionState {
  return {
    puzzleId,
    ply: 0,
    movesCompleted: 0,
    attempts: 0,
    tries: [],
    hintsUsed: 0,
    solved: false,
    showSolution: false,
    gaveUp: false,
  };
}

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'start':
      return initialSession(action.puzzleId);
    case 'reset':
      return { ...initialSession(state.puzzleId), hintsUsed: state.hintsUsed, ply: 1 };
    case 'opponentPlayed':
      return state.ply === 0 ? { ...state, ply: 1 } : state;
    case 'try': {
      if (state.solved || state.ply % 2 === 0) return state;
      const tries = [...state.tries, action.move];
      if (!action.right) {
        return { ...state, tries, attempts: state.attempts + 1 };
      }
      const ply = state.ply + 1;
      return { ...state, tries, ply, movesCompleted: state.movesCompleted + 1, solved: ply >= action.total };
    }
    case 'reply':
      return state.ply % 2 === 0 && !state.solved ? { ...state, ply: state.ply + 1 } : state;
    case 'hint':
      return { ...state, hintsUsed: state.hintsUsed + 1 };
    case 'showSolution':
      return { ...state, showSolution: true, gaveUp: true };
    case 'solutionStep': {
      const ply = Math.min(state.ply + 1, action.total);
      return { ...state, ply };
    }
  }
}
