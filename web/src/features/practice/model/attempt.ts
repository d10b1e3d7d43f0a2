// One attempt at a practice position, as the page sees it: the server judges every move (it
// replays the game, answers with the bot's reply, whether the goal can still be reached and the
// result); the page shows the player's move at once and takes it back if the server refuses it.

import type { Attempt, MoveResult } from '../api/schemas';

export interface PlayedMove {
  san: string;
  uci: string;
  by: 'player' | 'bot';
  /** The bot's explanation of its reply. */
  explanation?: string;
}

export type AttemptStatus = 'starting' | 'playing' | 'thinking' | 'won' | 'failed' | 'error';

export interface AttemptState {
  status: AttemptStatus;
  attemptId: string | null;
  fen: string;
  goalText: string;
  playerColor: 'white' | 'black';
  moves: PlayedMove[];
  lastMove?: [string, string];
  goalReachable: boolean;
  /** The engine's reason when the attempt is over (won or failed). */
  reason: string | null;
  movesUsed: number;
  stars: number;
  /** A move the server refused, or why the attempt could not start. */
  notice: string | null;
  /** The position before the move in flight, to return to if the server refuses it. */
  before: { fen: string; lastMove?: [string, string] } | null;
}

export type AttemptEvent =
  | { type: 'start' }
  | { type: 'started'; attempt: Attempt }
  /** The same attempt, opened again on the server for a learner made by its first move. */
  | { type: 'reopened'; attemptId: string }
  | { type: 'startFailed'; message: string }
  | { type: 'played'; uci: string; san: string; fenAfter: string }
  | { type: 'answered'; result: MoveResult }
  | { type: 'refused'; message: string };

export function initialAttempt(fen: string): AttemptState {
  return {
    status: 'starting',
    attemptId: null,
    fen,
    goalText: '',
    playerColor: 'white',
    moves: [],
    goalReachable: true,
    reason: null,
    movesUsed: 0,
    stars: 0,
    notice: null,
    before: null,
  };
}

const squares = (uci: string): [string, string] => [uci.slice(0, 2), uci.slice(2, 4)];

export function attemptReducer(state: AttemptState, event: AttemptEvent): AttemptState {
  switch (event.type) {
    case 'start':
      return { ...initialAttempt(state.fen), fen: state.fen };
    case 'started':
      return {
        ...initialAttempt(event.attempt.fen),
        status: 'playing',
        attemptId: event.attempt.attemptId,
        goalText: event.attempt.goalText,
        playerColor: event.attempt.playerColor,
      };
    case 'reopened':
      return { ...state, attemptId: event.attemptId };
    case 'startFailed':
      return { ...state, status: 'error', notice: event.message };
    case 'played':
      if (state.status !== 'playing') return state;
      return {
        ...state,
        status: 'thinking',
        before: { fen: state.fen, lastMove: state.lastMove },
        fen: event.fenAfter,
        lastMove: squares(event.uci),
        moves: [...state.moves, { san: event.san, uci: event.uci, by: 'player' }],
        notice: null,
      };
    case 'answered': {
      if (state.status !== 'thinking') return state;
      const r = event.result;
      const moves = [...state.moves.slice(0, -1), { san: r.userMove.san, uci: r.userMove.uci, by: 'player' as const }];
      if (r.botMove)
        moves.push({ san: r.botMove.san, uci: r.botMove.uci, by: 'bot', explanation: r.botMove.explanation });
      return {
        ...state,
        status: r.status === 'playing' ? 'playing' : r.status,
        fen: r.fen,
        lastMove: squares(r.botMove?.uci ?? r.userMove.uci),
        moves,
        goalReachable: r.goalReachable,
        reason: r.reason ?? null,
        movesUsed: r.movesUsed,
        stars: r.status === 'won' ? (r.stars ?? 0) : 0,
        before: null,
      };
    }
    case 'refused': {
      if (state.status !== 'thinking' || !state.before) return state;
      return {
        ...state,
        status: 'playing',
        fen: state.before.fen,
        lastMove: state.before.lastMove,
        moves: state.moves.slice(0, -1),
        before: null,
        notice: event.message,
      };
    }
  }
}

/** The bot's last reply with its explanation, for the panel beside the board. */
export function lastBotMove(state: AttemptState): PlayedMove | undefined {
  return [...state.moves].reverse().find((m) => m.by === 'bot');
}

/** The position after this one in its section, or the first of the next section; null at the end. */
export function nextPositionId(
  sections: readonly { positions: readonly { id: string }[] }[],
  id: string,
): string | null {
  const all = sections.flatMap((s) => s.positions.map((p) => p.id));
  const i = all.indexOf(id);
  return i >= 0 && i + 1 < all.length ? (all[i + 1] ?? null) : null;
}
