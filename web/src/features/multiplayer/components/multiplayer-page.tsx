import { useEffect, useReducer, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { gameSocket, type SocketSnapshot } from '@/lib/socket';

import { challengesReducer, initialChallenges } from '../model/challenges';
import {
  challengeClosedSchema,
  challengeReceivedSchema,
  challengeSentSchema,
  gameRefSchema,
  socketErrorSchema,
} from '../model/events';
import { TIME_CONTROLS, timeLabel, toServerTimeControl, type TimeControlOption } from '../model/time-controls';
import { ChallengesPanel } from './challenges-panel';
import { useSocket } from './use-socket';

export const LOBBY_NAVIGATION_DELAY_MS = 200;

export function statusBadgeText(s: Pick<SocketSnapshot, 'state' | 'authenticated'>): string {
  if (s.state === 'connected') return s.authenticated ? 'Connected & Ready' : 'Connected (Authenticating...)';
  if (s.state === 'connecting') return 'Connecting to server...';
  return 'Disconnected';
}

export function MultiplayerPage() {
  const socket = useSocket();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<TimeControlOption | null>(TIME_CONTROLS[2] ?? null);
  const [searching, setSearching] = useState(false);
  const [showDiagnostics, setShowDiagnostics] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [params, setParams] = useSearchParams();
  const [challenges, dispatch] = useReducer(challengesReducer, {
    ...initialChallenges,
    target: params.get('challenge'),
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const offs = [
      gameSocket.onSignal('matchmaking_joined', () => setSearching(true)),
      gameSocket.onSignal('matchmaking_left', () => setSearching(false)),
      gameSocket.on('game_started', gameRefSchema, (d) => {
        setSearching(false);
        timer = setTimeout(
          () => void navigate(`/game/${d.gameId}`, { state: { fromLobby: true } }),
          LOBBY_NAVIGATION_DELAY_MS,
        );
      }),
      gameSocket.on('error', socketErrorSchema, (d) => {
        if (d.event === 'join_matchmaking') {
          setSearching(false);
          setError(d.message ?? 'Could not join matchmaking');
        } else if (d.event && /challenge/.test(d.event)) {
          dispatch({ type: 'failed', message: d.message ?? 'The challenge could not be sent' });
        }
      }),
      gameSocket.on('challenge_sent', challengeSentSchema, (d) => dispatch({ type: 'sent', challenge: d })),
      gameSocket.on('challenge_received', challengeReceivedSchema, (d) => dispatch({ type: 'received', challenge: d })),
      gameSocket.on('challenge_closed', challengeClosedSchema, (d) => dispatch({ type: 'closed', closed: d })),
    ];
    return () => {
      offs.forEach((off) => off());
      if (timer) clearTimeout(timer);
    };
  }, [navigate]);

  const ready = socket.state === 'connected' && socket.authenticated;
  const canPlay = selected !== null && ready;

  const play = () => {
    if (!selected || !canPlay) return;
    setError(null);
    try {
      gameSocket.emit('join_matchmaking', { timeControl: toServerTimeControl(selected) });
      setSearching(true);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  const cancel = () => {
    try {
      gameSocket.emit('leave_matchmaking', {});
    } catch {
      // not connected: the server drops the seek when the socket goes
    }
    setSearching(false);
  };

  const badgeColor =
    socket.state === 'connected'
      ? socket.authenticated
        ? 'bg-green-600'
        : 'bg-yellow-600'
      : socket.state === 'connecting'
        ? 'bg-yellow-600'
        : 'bg-red-600';

  return (
    <div className="mx-auto max-w-3xl space-y-6 p-4">
      <h1 className="text-2xl font-bold">Multiplayer</h1>
      <div className="flex flex-wrap items-center gap-3">
        <span
          role="status"
          data-testid="connection-status"
          className={`rounded-full px-3 py-1 text-sm text-white ${badgeColor}`}
        >
          {statusBadgeText(socket)}
        </span>
        {socket.state === 'disconnected' && (
          <Button variant="secondary" onClick={() => gameSocket.reconnect()}>
            Reconnect
          </Button>
        )}
        <Button variant="ghost" onClick={() => setShowDiagnostics((v) => !v)}>
          {showDiagnostics ? 'Hide Diagnostics' : 'Show Diagnostics'}
        </Button>
      </div>
      {showDiagnostics && <Diagnostics socket={socket} />}
      {socket.activeGameId && !searching && (
        <p role="status" className="rounded border border-line p-3">
          You have a game in progress.{' '}
          <Link to={`/game/${socket.activeGameId}`} className="underline">
            Return to your game
          </Link>
        </p>
      )}
      {error && (
        <p role="alert" className="text-red-500">
          {error}
        </p>
      )}
      <ChallengesPanel
        state={challenges}
        ready={ready}
        selected={selected}
        onSend={(username) => {
          if (!selected) return;
          try {
            gameSocket.emit('challenge_player', { username, timeControl: toServerTimeControl(selected) });
          } catch (e) {
            dispatch({ type: 'failed', message: (e as Error).message });
          }
        }}
        onForget={() => {
          dispatch({ type: 'target', username: null });
          setParams({}, { replace: true });
        }}
        onAnswer={(challengeId, accept) => {
          try {
            gameSocket.emit(accept ? 'accept_challenge' : 'decline_challenge', { challengeId });
            dispatch({ type: 'answered', challengeId });
          } catch (e) {
            dispatch({ type: 'failed', message: (e as Error).message });
          }
        }}
        onCancel={(challengeId) => {
          try {
            gameSocket.emit('cancel_challenge', { challengeId });
          } catch {
            // not connected: the server withdraws it when the socket goes
          }
        }}
      />
      {searching ? (
        <section aria-label="Finding Opponent" className="space-y-4 rounded-lg border p-6 text-center">
          <h2 className="text-xl font-semibold">Finding Opponent</h2>
          <p>{selected ? `${selected.name} ${timeLabel(selected)}` : ''} — looking for a player near your rating...</p>
          <Button variant="secondary" onClick={cancel}>
            Cancel Search
          </Button>
        </section>
      ) : (
        <section aria-label="Time control" className="space-y-4">
          <h2 className="text-lg font-semibold">Choose a time control</h2>
          <div role="radiogroup" aria-label="Time control" className="grid grid-cols-3 gap-3">
            {TIME_CONTROLS.map((tc) => {
              const active = selected === tc;
              return (
                <button
                  key={timeLabel(tc)}
                  type="button"
                  role="radio"
                  aria-checked={active}
                  onClick={() => setSelected(tc)}
                  className={`rounded-lg border bg-surface p-3 text-left ${active ? 'border-accent ring-2 ring-accent' : 'border-line hover:border-accent'}`}
                >
                  <div className="text-lg font-bold">{timeLabel(tc)}</div>
                  <div className="text-sm">{tc.name}</div>
                  <div className="text-xs opacity-70">{tc.description}</div>
                </button>
              );
            })}
          </div>
          <Button onClick={play} disabled={!canPlay}>
            {selected ? `Play ${timeLabel(selected)}` : 'Play'}
          </Button>
        </section>
      )}
    </div>
  );
}

function Diagnostics({ socket }: { socket: SocketSnapshot }) {
  const rows: [string, string][] = [
    ['State', socket.state],
    ['Authenticated', socket.authenticated ? 'yes' : 'no'],
    ['User', socket.user ? `${socket.user.displayName} (${socket.user.id})` : '-'],
    ['Server', socket.url || '-'],
    ['Reconnect attempts', String(socket.reconnectAttempts)],
    ['Last heartbeat', socket.lastHeartbeat ? new Date(socket.lastHeartbeat).toLocaleTimeString() : '-'],
    ['Latency', socket.latencyMs !== null ? `${socket.latencyMs} ms` : '-'],
    ['Healthy', gameSocket.isHealthy() ? 'yes' : 'no'],
    ['Last error', socket.lastError ?? '-'],
  ];
  return (
    <dl aria-label="Diagnostics" className="grid grid-cols-2 gap-1 rounded border p-3 text-sm">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="font-medium">{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}
