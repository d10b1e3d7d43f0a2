import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';

import { ApiError } from '@/lib/api-errors';
import { progressKeys } from '@/lib/progress-keys';
import { refreshAfterChange } from '@/lib/query-client';
import { gameSocket } from '@/lib/socket';

import { useLiveGame } from '../api/get-live-game';
import {
  chatEventSchema,
  drawOfferedSchema,
  gameEndedSchema,
  gameJoinedSchema,
  gameRefSchema,
  joinErrorSchema,
  moveMadeSchema,
  opponentDisconnectedSchema,
  socketErrorSchema,
  spectatorCountSchema,
  type GameJoined,
} from '../model/events';
import { joinEvent, joinRetryDelay, JOIN_RESPONSE_TIMEOUT_MS, MAX_JOIN_RETRIES } from '../model/join-policy';
import { gameReducer, type GameState, type PlayerColor } from '../model/live-game';
import { useSocket } from './use-socket';

export const CLOCK_TICK_MS = 1_000;

export interface LiveGame {
  game: GameState | null;
  color: PlayerColor;
  joined: boolean;
  notFound: boolean;
  /** The last notice for the player ("Your opponent reconnected", a refused move's reason). */
  notice: string | null;
  /** When the opponent left: the time from which the win may be claimed. */
  claimAt: number | null;
  /** Sends one event; false (and a console warning) while the socket is down. */
  emit: (event: string, data: unknown) => boolean;
}

/**
 * One live game as the game screen needs it: the initial fetch, joining (again after every
 * reconnect, with retries), the server's events applied through the reducer, the reconnect during
 * an active game and the clocks ticking between server updates.
 */
export function useLiveGameSession(gameId: string, spectating: boolean, fromLobby: boolean): LiveGame {
  const socket = useSocket();
  const queryClient = useQueryClient();
  const initial = useLiveGame(gameId);
  const [game, dispatch] = useReducer(gameReducer, null);
  const [color, setColor] = useState<PlayerColor>('spectator');
  const [joined, setJoined] = useState(false);
  const [notFound, setNotFound] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [claimAt, setClaimAt] = useState<number | null>(null);
  const [, setNow] = useState(0);
  const retries = useRef(0);
  const joinTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const everJoined = useRef(false);

  // The initial fetch shows the position before the socket has joined.
  useEffect(() => {
    if (initial.data && !game) dispatch({ type: 'state', state: initial.data });
    if (initial.error instanceof ApiError && initial.error.status === 404) setNotFound(true);
  }, [initial.data, initial.error, game]);

  const join = useCallback(() => {
    if (joinTimer.current) clearTimeout(joinTimer.current);
    try {
      gameSocket.emit(joinEvent(spectating, fromLobby && !everJoined.current), { gameId });
    } catch {
      return;
    }
    // No answer within 10 s: try again, up to 3 times with growing delays.
    joinTimer.current = setTimeout(() => {
      if (retries.current >= MAX_JOIN_RETRIES) return;
      const attempt = retries.current++;
      joinTimer.current = setTimeout(() => join(), joinRetryDelay(attempt));
    }, JOIN_RESPONSE_TIMEOUT_MS);
  }, [gameId, spectating, fromLobby]);

  // Join once authenticated (again after every reconnect).
  useEffect(() => {
    if (socket.state === 'connected' && socket.authenticated) {
      gameSocket.ping('game');
      join();
    } else {
      setJoined(false);
    }
  }, [socket.state, socket.authenticated, join]);

  useEffect(() => {
    const onJoined = (d: GameJoined) => {
      if (d.gameId && d.gameId !== gameId) return;
      if (joinTimer.current) clearTimeout(joinTimer.current);
      retries.current = 0;
      if (d.gameState) dispatch({ type: 'state', state: d.gameState });
      setColor(d.playerColor ?? 'spectator');
      setJoined(true);
      everJoined.current = true;
      setNotFound(false);
    };
    const offs = [
      gameSocket.on('game_joined', gameJoinedSchema, onJoined),
      gameSocket.on('game_rejoined', gameJoinedSchema, onJoined),
      gameSocket.on('join_game_error', joinErrorSchema, (d) => {
        if (d.gameId && d.gameId !== gameId) return;
        if (joinTimer.current) clearTimeout(joinTimer.current);
        if (d.message === 'Game not found' && retries.current >= MAX_JOIN_RETRIES) {
          setNotFound(true);
          return;
        }
        setJoined(false);
        if (!gameSocket.isHealthy()) {
          gameSocket.reconnect();
          return;
        }
        const attempt = retries.current++;
        if (attempt < MAX_JOIN_RETRIES) joinTimer.current = setTimeout(() => join(), joinRetryDelay(attempt));
        else setNotFound(true);
      }),
      gameSocket.on('move_made', moveMadeSchema, (d) => d.gameId === gameId && dispatch({ type: 'move', data: d })),
      gameSocket.on('game_ended', gameEndedSchema, (d) => {
        if (d.gameId !== gameId) return;
        dispatch({ type: 'ended', data: d });
        // The server stored the result before announcing it: the player's progress has moved.
        void refreshAfterChange(queryClient, progressKeys.all);
      }),
      gameSocket.on(
        'chat_message',
        chatEventSchema,
        (d) => d.gameId === gameId && dispatch({ type: 'chat', message: d.message }),
      ),
      gameSocket.on(
        'draw_offered',
        drawOfferedSchema,
        (d) => d.gameId === gameId && dispatch({ type: 'draw_offered', by: d.by }),
      ),
      gameSocket.on('draw_declined', gameRefSchema, (d) => {
        if (d.gameId !== gameId) return;
        dispatch({ type: 'draw_declined' });
        setNotice('Draw offer declined');
      }),
      gameSocket.on(
        'spectator_count',
        spectatorCountSchema,
        (d) => d.gameId === gameId && dispatch({ type: 'spectators', count: d.count }),
      ),
      gameSocket.on('opponent_disconnected', opponentDisconnectedSchema, (d) => {
        if (d.gameId !== gameId) return;
        setNotice(
          `Your opponent disconnected. They have ${d.timeoutSeconds} seconds to come back before you may claim the win.`,
        );
        setClaimAt(Date.now() + d.timeoutSeconds * 1000);
      }),
      gameSocket.on('opponent_reconnected', gameRefSchema, (d) => {
        if (d.gameId !== gameId) return;
        setNotice('Your opponent reconnected');
        setClaimAt(null);
      }),
      gameSocket.on('error', socketErrorSchema, (d) => {
        if (d.gameId === gameId && d.message) setNotice(d.message);
      }),
    ];
    return () => {
      offs.forEach((off) => off());
      if (joinTimer.current) clearTimeout(joinTimer.current);
    };
  }, [gameId, join, queryClient]);

  // A connection lost during an active game reconnects after 2 s.
  const active = game?.status === 'active';
  useEffect(() => {
    if (!active) return;
    return gameSocket.onSignal('disconnect', () => gameSocket.forceReconnectSoon());
  }, [active]);

  // Clocks tick every second between server updates.
  useEffect(() => {
    if (!active) return;
    let last = Date.now();
    const timer = setInterval(() => {
      const now = Date.now();
      dispatch({ type: 'tick', elapsedMs: now - last });
      setNow(now);
      last = now;
    }, CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [active]);

  const emit = useCallback((event: string, data: unknown): boolean => {
    try {
      gameSocket.emit(event, data);
      return true;
    } catch (e) {
      console.warn(`${event} failed:`, (e as Error).message);
      return false;
    }
  }, []);

  return { game, color, joined, notFound, notice, claimAt, emit };
}
