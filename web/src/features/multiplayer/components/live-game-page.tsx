import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';

import { ChessBoard, type BoardKey } from '@/components/board/chess-board';
import { Button } from '@/components/ui/button';
import { formatRatingDiff } from '@/lib/rating-format';

import { pgnUrl } from '../api/get-live-game';
import {
  canMove,
  DEFAULT_NAMES,
  DEFAULT_RATING,
  formatClock,
  ratingChangesOf,
  statusText,
  timeControlText,
  type GameState,
  type LivePlayer,
} from '../model/live-game';
import { ChatPanel, FloatingChat } from './chat-panel';
import { MovesPanel } from './moves-panel';
import { useLiveGameSession } from './use-live-game';
import { useSocket } from './use-socket';

export const BOARD_MAX_SIZE = 600;
export const RESIGN_CONFIRM = 'Are you sure you want to resign?';

function useBoardSize(fullscreen: boolean): number {
  const measure = useCallback(
    () =>
      fullscreen
        ? Math.min(window.innerWidth, window.innerHeight - 100)
        : Math.min(BOARD_MAX_SIZE, window.innerWidth - 32),
    [fullscreen],
  );
  const [size, setSize] = useState(measure);
  useEffect(() => {
    setSize(measure());
    const onResize = () => setSize(measure());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [measure]);
  return Math.max(240, size);
}

/** Each player's new rating and its change, once a rated game is over. */
function RatingChangeList({ game }: { game: GameState }) {
  const changes = ratingChangesOf(game);
  if (!changes) return null;
  const sides = [
    { side: 'white' as const, fallback: DEFAULT_NAMES.white },
    { side: 'black' as const, fallback: DEFAULT_NAMES.black },
  ];
  return (
    <ul aria-label="Rating changes" className="mt-2 text-sm">
      {sides.map(({ side, fallback }) => {
        const change = changes[side];
        const player = game[side];
        return (
          <li key={side}>
            {player.displayName || player.username || fallback} {change.rating}
            {change.provisional ? '?' : ''} ({formatRatingDiff(change.diff)})
          </li>
        );
      })}
    </ul>
  );
}

/** The server's legal destinations in the board's shape. */
function legalDests(moves: Record<string, string[]>): Map<BoardKey, BoardKey[]> {
  return new Map(Object.entries(moves).map(([from, tos]) => [from as BoardKey, tos as BoardKey[]]));
}

function PlayerBar({
  player,
  fallback,
  timeMs,
  active,
}: {
  player: LivePlayer | undefined;
  fallback: string;
  timeMs: number;
  active: boolean;
}) {
  return (
    <div className="flex items-center justify-between rounded-lg bg-surface-2 px-3 py-2" data-testid="player-bar">
      <span className="font-semibold">
        {player?.displayName || player?.username || fallback}{' '}
        <span className="opacity-70">({player?.rating ?? DEFAULT_RATING})</span>
      </span>
      <span
        role="timer"
        className={`rounded px-2 py-1 font-mono text-lg ${active ? 'bg-accent text-on-accent' : 'bg-surface'}`}
      >
        {formatClock(timeMs)}
      </span>
    </div>
  );
}

export function LiveGamePage() {
  const { gameId = '' } = useParams();
  const location = useLocation();
  const spectating = location.pathname.startsWith('/spectate/');
  const fromLobby = Boolean((location.state as { fromLobby?: boolean } | null)?.fromLobby);
  const socket = useSocket();
  const { game, color, joined, notFound, notice, claimAt, emit } = useLiveGameSession(gameId, spectating, fromLobby);
  const [fullscreen, setFullscreen] = useState(false);
  const [chatMode, setChatMode] = useState<'docked' | 'floating' | 'minimised'>('docked');
  const boardSize = useBoardSize(fullscreen);
  const active = game?.status === 'active';

  // Escape leaves fullscreen.
  useEffect(() => {
    if (!fullscreen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setFullscreen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [fullscreen]);

  if (notFound) {
    return (
      <section className="mx-auto max-w-xl p-6 text-center">
        <h1 className="sr-only">Live Chess Match</h1>
        <h2 className="text-2xl font-bold">Game not found</h2>
        <p className="mt-2">The game may have ended or the ID is invalid.</p>
        <Link to="/multiplayer" className="mt-4 inline-block underline">
          Back to the lobby
        </Link>
      </section>
    );
  }
  if (!game) {
    return (
      <section className="mx-auto max-w-xl p-6 text-center">
        <h1 className="text-2xl font-bold">Live Chess Match</h1>
        <p className="mt-4" role="status">
          Connecting to game...
        </p>
      </section>
    );
  }

  const isPlayer = color === 'white' || color === 'black';
  const orientation = color === 'black' ? 'black' : 'white';
  const top = orientation === 'white' ? 'black' : 'white';
  const bottom = orientation;
  const connected = socket.state === 'connected' && socket.authenticated;
  const myTurn = canMove(game, color, connected) && joined;
  const opponentOffers = isPlayer && game.drawOffer !== null && game.drawOffer !== color;

  const onMove = (from: string, to: string) => {
    if (!myTurn) return;
    const timeLeft = color === 'white' ? game.whiteTime : game.blackTime;
    emit('make_move', { gameId, move: { from, to, promotion: 'q' }, timeLeft });
  };
  const resign = () => {
    if (window.confirm(RESIGN_CONFIRM)) emit('resign', { gameId });
  };
  const timeOf = (c: 'white' | 'black') => (c === 'white' ? game.whiteTime : game.blackTime);
  const turnColor = game.turn === 'w' ? 'white' : 'black';
  const chatProps = {
    messages: game.chat,
    ownUserId: socket.user?.id ?? null,
    connected,
    onSend: (text: string) => emit('send_chat_message', { gameId, message: text }),
  };
  const floatingChat = isPlayer && (fullscreen || chatMode !== 'docked');

  return (
    <div
      data-player-color={color}
      className={fullscreen ? 'fixed inset-0 z-30 overflow-auto bg-surface p-2' : 'mx-auto max-w-6xl p-2'}
    >
      <header className="mb-3 flex items-center justify-between">
        <h1 className="text-2xl font-bold">Live Chess Match</h1>
        <Button variant="secondary" onClick={() => setFullscreen((f) => !f)}>
          {fullscreen ? 'Exit Fullscreen' : 'Fullscreen'}
        </Button>
      </header>
      {notice && (
        <p role="alert" className="mb-2 rounded bg-surface-2 px-3 py-2 text-sm">
          {notice}
        </p>
      )}
      <div className="flex flex-col gap-4 lg:flex-row">
        <div className="flex flex-col gap-2" style={{ width: boardSize }}>
          <PlayerBar
            player={game[top]}
            fallback={top === 'white' ? DEFAULT_NAMES.white : DEFAULT_NAMES.black}
            timeMs={timeOf(top)}
            active={active && turnColor === top}
          />
          <ChessBoard
            fen={game.position}
            orientation={orientation}
            turnColor={turnColor}
            movableColor={isPlayer ? color : undefined}
            dests={myTurn ? legalDests(game.legalMoves) : new Map()}
            lastMove={game.lastMove ? [game.lastMove.from as BoardKey, game.lastMove.to as BoardKey] : undefined}
            disabled={!isPlayer || !active}
            onMove={onMove}
            // Live games always promote to a queen (the socket's move payload, docs/live-play.md).
            choosePromotion={false}
            announcement={
              game.moves.length
                ? `${game.moves.length % 2 === 1 ? 'White' : 'Black'} played ${game.moves[game.moves.length - 1]?.san ?? ''}`
                : ''
            }
          />
          <PlayerBar
            player={game[bottom]}
            fallback={bottom === 'white' ? DEFAULT_NAMES.white : DEFAULT_NAMES.black}
            timeMs={timeOf(bottom)}
            active={active && turnColor === bottom}
          />
          <div
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-surface-2 px-3 py-2 text-sm"
            data-testid="status-strip"
          >
            <strong>{statusText(game)}</strong>
            <span>Move {game.moveNumber}</span>
            <span>{timeControlText(game.timeControl)}</span>
            {!isPlayer && <span>Spectating</span>}
            <span>{game.spectators} watching</span>
          </div>
        </div>
        <aside className="flex min-w-64 flex-1 flex-col gap-3">
          {isPlayer && active && (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={resign}>
                Resign Game
              </Button>
              {!opponentOffers && (
                <Button
                  variant="secondary"
                  disabled={game.drawOffer === color}
                  onClick={() => emit('offer_draw', { gameId })}
                >
                  {game.drawOffer === color ? 'Draw Offered' : 'Offer Draw'}
                </Button>
              )}
            </div>
          )}
          {isPlayer && active && claimAt !== null && (
            <div className="flex items-center gap-2 rounded border border-line p-2">
              {Date.now() >= claimAt ? (
                <Button onClick={() => emit('claim_victory', { gameId })}>Claim Victory</Button>
              ) : (
                <span>You may claim the win in {Math.ceil((claimAt - Date.now()) / 1000)} s</span>
              )}
            </div>
          )}
          {opponentOffers && active && (
            <div
              role="alertdialog"
              aria-label="Draw offer"
              className="flex items-center gap-2 rounded border border-line p-2"
            >
              <span>Your opponent offers a draw</span>
              <Button onClick={() => emit('accept_draw', { gameId })}>Accept Draw</Button>
              <Button variant="secondary" onClick={() => emit('decline_draw', { gameId })}>
                Decline Draw
              </Button>
            </div>
          )}
          {game.status === 'ended' && (
            <div className="rounded border border-line p-3">
              <p className="font-semibold">{statusText(game)}</p>
              <RatingChangeList game={game} />
              <div className="mt-2 flex gap-3">
                <Link to="/multiplayer" className="underline">
                  Back to the lobby
                </Link>
              </div>
            </div>
          )}
          <MovesPanel
            sans={game.moves.map((m) => m.san)}
            pgnHref={pgnUrl(gameId)}
            pgnFileName={`chess-academy-${gameId}.pgn`}
          />
          {isPlayer && !floatingChat && (
            // Shares the column's height with the moves on wide screens, never below its own size.
            <div className="lg:flex-1 lg:basis-0">
              <ChatPanel {...chatProps} floating={false} onMinimise={() => setChatMode('minimised')} />
            </div>
          )}
        </aside>
      </div>
      {floatingChat && (
        <FloatingChat
          {...chatProps}
          minimised={chatMode === 'minimised'}
          onRestore={() => setChatMode('floating')}
          onMinimise={() => setChatMode('minimised')}
        />
      )}
    </div>
  );
}
