import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

import { isAccount, useDemo, useLearnerId } from '@/lib/auth/account';
import { useAuthStore } from '@/lib/auth/auth-store';
import { progressKeys } from '@/lib/progress-keys';
import { refreshAfterChange } from '@/lib/query-client';

import { getCurrentComputerGame, startComputerGame, type ComputerGame } from '../api/computer-game';
import { computerStatsQueryOptions, useComputerStats } from '../api/get-computer-stats';
import type { ReviewSource } from '../api/review-game';
import { getLevel, MAX_LEVEL } from '../model/levels';
import { EMPTY_STATS } from '../model/player-stats';
import { nextLevel } from '../model/scoring';
import { ColorChoice } from './color-choice';
import type { FinishedGame } from './game-screen';
import { LevelGrid } from './level-grid';
import { LeaderboardPanel } from './player-stats-panel';

// The game screen brings chessground, chess.js and the engine client: loaded when a game starts,
// so the level grid appears at once.
const GameScreen = lazy(() => import('./game-screen').then((m) => ({ default: m.GameScreen })));

type Phase = 'select' | 'color' | 'game' | 'leaderboard';

interface Setup {
  phase: Phase;
  level: number | null;
  color: 'white' | 'black';
  fen?: string;
}

/** `/play?level=3&color=white[&fen=...]` opens a game directly (links and tests). */
function initialSetup(params: URLSearchParams): Setup {
  const level = Number(params.get('level'));
  const color = params.get('color');
  const fen = params.get('fen') ?? undefined;
  if (Number.isInteger(level) && level >= 1 && level <= MAX_LEVEL && (color === 'white' || color === 'black')) {
    // An invalid FEN falls back to the start position inside the game screen.
    return { phase: 'game', level, color, fen: fen || undefined };
  }
  return { phase: 'select', level: null, color: 'white' };
}

export const SERVER_START_FAILED = 'The game could not be started on the server. Try again.';

/** Everything under the page heading: level grid, colour choice, game, leaderboard. */
export function PlayFlow() {
  const [params] = useSearchParams();
  const [setup, setSetup] = useState<Setup>(() => initialSetup(params));
  const [gameKey, setGameKey] = useState(0);
  const learner = useLearnerId();
  const account = useAuthStore(isAccount);
  const displayName = useAuthStore((s) => s.user?.displayName);
  const demo = useDemo();
  const queryClient = useQueryClient();
  // Games from the standard start are played through the server, a visitor's too (the first game
  // makes them an anonymous learner); demo mode and a game set up from a position play the
  // browser's engine, stored nowhere.
  const serverGames = !demo && !setup.fen;
  const serverStats = useComputerStats(learner !== undefined && setup.phase === 'leaderboard');
  // The server's game being played; 'loading' while it is started or resumed.
  const [server, setServer] = useState<ComputerGame | 'loading' | 'failed' | null>(serverGames ? 'loading' : null);
  // The finished game: a server game is reviewed by its id, any other from its PGN.
  const [finished, setFinished] = useState<{ pgn: string; gameId?: number } | null>(null);
  let reviewSource: ReviewSource | null | undefined;
  if (finished !== null) {
    // The player's side goes along: their own mistakes of a game set up from a position still
    // become cards of their personal deck (demo mode has none).
    if (finished.gameId !== undefined) reviewSource = { gameId: finished.gameId };
    else reviewSource = demo ? { pgn: finished.pgn } : { pgn: finished.pgn, color: setup.color };
  }

  const startOnServer = (level: number, color: 'white' | 'black') => {
    setServer('loading');
    startComputerGame(level, color).then(
      (game) => {
        setServer(game);
        setGameKey((k) => k + 1);
        // A start may have resigned an unfinished game: the statistics changed.
        if (game.resigned) void queryClient.invalidateQueries({ queryKey: computerStatsQueryOptions().queryKey });
      },
      (error: unknown) => {
        console.error('starting the game failed', error);
        setServer('failed');
      },
    );
  };

  // On arrival the record's unfinished game is resumed: the one of the link's level and colour,
  // or any when the link names none; otherwise the link's game is started. A visitor without a
  // record has nothing to resume (and only a link to a game starts one).
  const arrival = useRef({ setup, serverGames, hasRecord: learner !== undefined });
  useEffect(() => {
    const { setup: first, serverGames: onServer, hasRecord } = arrival.current;
    if (!onServer) return;
    if (!hasRecord) {
      if (first.phase === 'game' && first.level !== null) startOnServer(first.level, first.color);
      else setServer(null);
      return;
    }
    let cancelled = false;
    getCurrentComputerGame().then(
      (current) => {
        if (cancelled) return;
        const linked = first.phase === 'game' && first.level !== null;
        if (current && (!linked || (current.level === first.level && current.color === first.color))) {
          setSetup({ phase: 'game', level: current.level, color: current.color });
          setServer(current);
          setGameKey((k) => k + 1);
        } else if (linked) startOnServer(first.level ?? 1, first.color);
        else setServer(null);
      },
      (error: unknown) => {
        console.error('reading the unfinished game failed', error);
        if (!cancelled) setServer(first.phase === 'game' ? 'failed' : null);
      },
    );
    return () => {
      cancelled = true;
    };
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const newGame = () => {
    setFinished(null);
  };

  const onFinished = ({ moves, pgn, serverEnd }: FinishedGame) => {
    // A server game ended before the player's 5th move without a win is aborted: not stored
    // (gameId 0), so there is nothing to review.
    const aborted = serverEnd !== undefined && serverEnd.gameId === 0;
    if (!aborted && (moves.length > 0 || serverEnd)) setFinished({ pgn, gameId: serverEnd?.gameId });
    if (serverEnd) {
      // The server stored and scored the game: its statistics and the progress ledger changed.
      void queryClient.invalidateQueries({ queryKey: computerStatsQueryOptions().queryKey });
      void refreshAfterChange(queryClient, progressKeys.all);
    }
  };

  return (
    <>
      {setup.phase === 'select' && (
        <LevelGrid
          selected={setup.level}
          onSelect={(level) => setSetup({ phase: 'color', level, color: 'white' })}
          onLeaderboard={() => setSetup((s) => ({ ...s, phase: 'leaderboard' }))}
        />
      )}
      {setup.phase === 'color' && setup.level !== null && (
        <ColorChoice
          level={setup.level}
          onChoose={(color) => {
            newGame();
            setGameKey((k) => k + 1);
            setSetup({ phase: 'game', level: setup.level, color });
            if (serverGames) startOnServer(setup.level ?? 1, color);
          }}
          onBack={() => setSetup({ phase: 'select', level: setup.level, color: 'white' })}
        />
      )}
      {setup.phase === 'game' && setup.level !== null && serverGames && server === 'loading' && (
        <p className="text-muted" data-testid="server-game-loading">
          Setting up the game...
        </p>
      )}
      {setup.phase === 'game' && setup.level !== null && serverGames && server === 'failed' && (
        <div role="alert" className="flex items-center gap-3" data-testid="server-game-failed">
          <p className="text-fg">{SERVER_START_FAILED}</p>
          <button type="button" className="underline" onClick={() => startOnServer(setup.level ?? 1, setup.color)}>
            Try again
          </button>
        </div>
      )}
      {setup.phase === 'game' &&
        setup.level !== null &&
        (!serverGames || (server !== null && typeof server === 'object')) && (
          <Suspense fallback={<p className="text-muted">Loading the board...</p>}>
            <GameScreen
              key={gameKey}
              level={getLevel(setup.level).id}
              playerColor={setup.color}
              startFen={setup.fen}
              server={serverGames && server !== null && typeof server === 'object' ? server : undefined}
              onQuit={() => setSetup({ phase: 'select', level: setup.level, color: 'white' })}
              reviewSource={reviewSource}
              onPlayAgain={() => {
                newGame();
                setGameKey((k) => k + 1);
                setSetup((s) => ({ ...s, fen: undefined }));
                if (!demo) startOnServer(setup.level ?? 1, setup.color);
              }}
              onNextLevel={() => setSetup({ phase: 'color', level: nextLevel(setup.level ?? 1), color: setup.color })}
              onLeaderboard={() => setSetup((s) => ({ ...s, phase: 'leaderboard' }))}
              onFinished={onFinished}
            />
          </Suspense>
        )}
      {setup.phase === 'leaderboard' && (
        <LeaderboardPanel
          stats={learner !== undefined && serverStats.data ? serverStats.data : EMPTY_STATS}
          name={account ? (displayName ?? 'You') : 'You'}
          onBack={() => setSetup({ phase: 'select', level: null, color: 'white' })}
        />
      )}
    </>
  );
}
