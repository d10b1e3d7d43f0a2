import { describe, expect, it } from 'vitest';

import { chatText, clampChatSize, keepOnScreen } from '../chat';
import { joinEvent, joinRetryDelay } from '../join-policy';
import {
  canMove,
  formatClock,
  gameReducer,
  ratingChangesOf,
  statusText,
  timeControlText,
  type GameState,
} from '../live-game';
import { TIME_CONTROLS, timeLabel, toServerTimeControl } from '../time-controls';

const base: GameState = {
  gameId: 'g1',
  white: { id: 'w', username: 'w', displayName: 'W', rating: 1500 },
  black: { id: 'b', username: 'b', displayName: 'B', rating: 1500 },
  turn: 'w',
  moveNumber: 1,
  timeControl: { type: 'blitz', initial: 180, increment: 2 },
  whiteTime: 180000,
  blackTime: 180000,
  clockRunning: true,
  position: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  status: 'active',
  result: null,
  moves: [],
  lastMove: null,
  chat: [],
  spectators: 0,
  drawOffer: null,
  legalMoves: {},
};

describe('live game model', () => {
  it("shows each side's new rating after a rated game ends", () => {
    const ended = gameReducer(base, {
      type: 'ended',
      data: {
        result: 'White wins by resignation',
        whiteTime: 1,
        blackTime: 2,
        ratingChanges: { white: { rating: 1508, diff: 8 }, black: { rating: 1492, diff: -8 } },
      },
    })!;
    expect(ratingChangesOf(base)).toBeNull();
    expect(ratingChangesOf(ended)).toEqual({ white: { rating: 1508, diff: 8 }, black: { rating: 1492, diff: -8 } });
    const casual = gameReducer(base, {
      type: 'ended',
      data: { result: 'Draw', whiteTime: 1, blackTime: 2, ratingChanges: null },
    })!;
    expect(ratingChangesOf(casual)).toBeNull();
    // A finished game loaded later carries the stored differences on its players.
    const loaded: GameState = {
      ...base,
      status: 'ended',
      white: { ...base.white, ratingDiff: -5 },
      black: { ...base.black, ratingDiff: 5 },
    };
    expect(ratingChangesOf(loaded)).toEqual({ white: { rating: 1495, diff: -5 }, black: { rating: 1505, diff: 5 } });
  });

  it('formats clocks as m:ss', () => {
    expect(formatClock(180000)).toBe('3:00');
    expect(formatClock(65_000)).toBe('1:05');
    expect(formatClock(-5)).toBe('0:00');
  });

  it('has the nine time controls', () => {
    expect(TIME_CONTROLS.map(timeLabel)).toEqual(['1+0', '2+1', '3+0', '3+2', '5+0', '5+3', '10+0', '15+10', '30+0']);
    expect(toServerTimeControl(TIME_CONTROLS[8]!)).toEqual({ initial: 1800, increment: 0, type: 'classical' });
  });

  it('shows whose move it is and the result once over', () => {
    expect(statusText(base)).toBe('WHITE TO MOVE');
    expect(statusText({ ...base, turn: 'b' })).toBe('BLACK TO MOVE');
    expect(statusText({ ...base, status: 'ended', result: null })).toBe('Game Over - Draw');
    expect(timeControlText(base.timeControl)).toBe('blitz 3+2');
  });

  it('applies moves, ticks only the side to move and ends', () => {
    let s = gameReducer(base, { type: 'tick', elapsedMs: 1000 });
    expect(s?.whiteTime).toBe(179000);
    s = gameReducer(s, {
      type: 'move',
      data: {
        gameId: 'g1',
        move: { uci: 'e2e4', san: 'e4', from: 'e2', to: 'e4' },
        position: 'x b',
        lastMove: { from: 'e2', to: 'e4' },
        whiteTime: 178000,
        blackTime: 180000,
        turn: 'b',
        moveNumber: 1,
        clockRunning: true,
        gameResult: null,
        legalMoves: {},
      },
    });
    expect(s?.moves).toHaveLength(1);
    s = gameReducer(s, { type: 'tick', elapsedMs: 1000 });
    expect(s?.blackTime).toBe(179000);
    s = gameReducer(s, { type: 'ended', data: { result: 'White wins on time', whiteTime: 1, blackTime: 0 } });
    expect(s?.status).toBe('ended');
    expect(gameReducer(s, { type: 'tick', elapsedMs: 1000 })?.whiteTime).toBe(1);
  });

  it('allows a move only for the side to move, while active and connected', () => {
    expect(canMove(base, 'white', true)).toBe(true);
    expect(canMove(base, 'black', true)).toBe(false);
    expect(canMove(base, 'spectator', true)).toBe(false);
    expect(canMove(base, 'white', false)).toBe(false);
    expect(canMove({ ...base, status: 'ended' }, 'white', true)).toBe(false);
  });

  it('chat: trims, refuses blanks, clamps the floating window', () => {
    expect(chatText('  hi  ')).toBe('hi');
    expect(chatText('   ')).toBeNull();
    expect(clampChatSize({ width: 100, height: 1000 })).toEqual({ width: 300, height: 800 });
    expect(keepOnScreen({ x: 900, y: -5 }, { width: 300, height: 200 }, { width: 1000, height: 700 })).toEqual({
      x: 700,
      y: 0,
    });
  });

  it('joins from the lobby, reconnects on a refresh, spectates on /spectate', () => {
    expect(joinEvent(false, true)).toBe('join_game');
    expect(joinEvent(false, false)).toBe('reconnect_to_game');
    expect(joinEvent(true, false)).toBe('join_game_as_spectator');
    expect([0, 1, 2].map(joinRetryDelay)).toEqual([2000, 4000, 6000]);
  });
});
