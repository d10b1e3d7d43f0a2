// The live game as the game screen holds it, and the pure reducer that applies server events.

import type { ChatMessage, GameEnded, GameState, MoveMade, RatingChanges } from './events';

export const DEFAULT_CLOCK_MS = 300_000;
export const DEFAULT_RATING = 1200;
export const DEFAULT_NAMES = { white: 'White Player', black: 'Black Player', player: 'Player' } as const;

export type PlayerColor = 'white' | 'black' | 'spectator';

export type {
  ChatMessage,
  GameEnded,
  GameState,
  LiveMove,
  LivePlayer,
  MoveMade,
  RatingChange,
  RatingChanges,
} from './events';

export type GameEvent =
  | { type: 'state'; state: GameState }
  | { type: 'move'; data: MoveMade }
  | { type: 'ended'; data: Omit<GameEnded, 'gameId'> }
  | { type: 'chat'; message: ChatMessage }
  | { type: 'draw_offered'; by: 'white' | 'black' }
  | { type: 'draw_declined' }
  | { type: 'spectators'; count: number }
  | { type: 'tick'; elapsedMs: number };

export function gameReducer(state: GameState | null, event: GameEvent): GameState | null {
  if (event.type === 'state') return event.state;
  if (!state) return state;
  switch (event.type) {
    case 'move': {
      const d = event.data;
      if (state.moves.at(-1)?.uci === d.move.uci && state.position === d.position) {
        return state;
      }
      return {
        ...state,
        position: d.position,
        lastMove: d.lastMove,
        whiteTime: d.whiteTime,
        blackTime: d.blackTime,
        turn: d.turn,
        moveNumber: d.moveNumber,
        clockRunning: d.clockRunning && !d.gameResult,
        moves: [...state.moves, d.move],
        legalMoves: d.legalMoves ?? {},
        drawOffer: null,
        ...(d.gameResult ? { status: 'ended' as const, result: d.gameResult } : {}),
      };
    }
    case 'ended':
      return {
        ...state,
        status: 'ended',
        result: event.data.result || 'Draw',
        whiteTime: event.data.whiteTime ?? state.whiteTime,
        blackTime: event.data.blackTime ?? state.blackTime,
        clockRunning: false,
        legalMoves: {},
        drawOffer: null,
        ratingChanges: event.data.ratingChanges ?? state.ratingChanges ?? null,
      };
    case 'chat':
      return { ...state, chat: [...state.chat, event.message] };
    case 'draw_offered':
      return { ...state, drawOffer: event.by };
    case 'draw_declined':
      return { ...state, drawOffer: null };
    case 'spectators':
      return { ...state, spectators: event.count };
    case 'tick': {
      if (state.status !== 'active' || !state.clockRunning) return state;
      const key = state.turn === 'w' ? 'whiteTime' : 'blackTime';
      return { ...state, [key]: Math.max(0, state[key] - event.elapsedMs) };
    }
  }
}

/** Clocks show minutes:seconds with two-digit seconds. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** A move may be sent only when the game is active, it is the player's turn and the socket is up. */
export function canMove(state: GameState | null, color: PlayerColor, connected: boolean): boolean {
  if (!state || state.status !== 'active' || color === 'spectator' || !connected) return false;
  return (state.turn === 'w') === (color === 'white');
}

/** The time control as type plus minutes+increment, e.g. "blitz 3+2". */
export function timeControlText(tc: GameState['timeControl']): string {
  return `${tc.type} ${Math.round(tc.initial / 60)}+${tc.increment}`;
}

export function statusText(state: GameState): string {
  if (state.status === 'ended') return `Game Over - ${state.result || 'Draw'}`;
  return state.turn === 'w' ? 'WHITE TO MOVE' : 'BLACK TO MOVE';
}

/**
 * Each side's rating after the game: from the game-over event, or for a finished game loaded
 * later from the players' stored differences. Null for casual games and games still running.
 */
export function ratingChangesOf(state: GameState): RatingChanges | null {
  if (state.status !== 'ended') return null;
  if (state.ratingChanges) return state.ratingChanges;
  const { white, black } = state;
  if (white.ratingDiff === undefined || black.ratingDiff === undefined) return null;
  return {
    white: { rating: white.rating + white.ratingDiff, diff: white.ratingDiff },
    black: { rating: black.rating + black.ratingDiff, diff: black.ratingDiff },
  };
}
