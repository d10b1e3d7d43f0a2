import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';

import { reportActivity } from '@/lib/activity';
import { isDemoToken, useAuthStore } from '@/lib/auth/auth-store';
import { currentDeviceInfo } from '@/lib/device';
import { readLocal, writeLocal } from '@/lib/storage';

import { useComputerStats } from '../api/get-computer-stats';
import type { ReviewSource } from '../api/review-game';
import { useSaveComputerGame } from '../api/save-computer-game';
import { getLevel, MAX_LEVEL } from '../model/levels';
import { parseStats, PLAYER_STATS_KEY, recordGame, type PlayerStats } from '../model/player-stats';
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

/** Everything under the page heading: level grid, colour choice, game, leaderboard. */
export function PlayFlow() {
  const [params] = useSearchParams();
  const [setup, setSetup] = useState<Setup>(() => initialSetup(params));
  const [gameKey, setGameKey] = useState(0);
  const [stats, setStats] = useState<PlayerStats>(() => parseStats(readLocal(PLAYER_STATS_KEY)));
  const user = useAuthStore((s) => s.user);
  const token = useAuthStore((s) => s.token);
  // Accounts also keep their games on the server; visitors (and demo mode) only locally.
  const signedIn = !!user && !!token && !isDemoToken(token);
  const save = useSaveComputerGame();
  const serverStats = useComputerStats(signedIn && setup.phase === 'leaderboard');
  // The finished game's PGN: a visitor's game (and an account's that could not be saved) is
  // reviewed from it; an account's saved game by its id.
  const [finishedPgn, setFinishedPgn] = useState<string | null>(null);
  const savedGame = signedIn && !setup.fen;
  let reviewSource: ReviewSource | null | undefined;
  if (finishedPgn !== null) {
    // An account's side goes along: its own mistakes of a game set up from a position still
    // become cards of its personal deck.
    if (!savedGame || save.isError)
      reviewSource = signedIn ? { pgn: finishedPgn, color: setup.color } : { pgn: finishedPgn };
    else reviewSource = save.data ? { gameId: save.data.id } : null;
  }
  const newGame = () => {
    setFinishedPgn(null);
    save.reset();
  };

  const onFinished = ({ summary, moves, pgn }: FinishedGame) => {
    if (moves.length > 0) setFinishedPgn(pgn);
    // The server keeps (and scores) only games from the standard start: it replays them, and a
    // game set up from a position proves nothing about the player.
    if (signedIn && !setup.fen) {
      save.mutate({ level: summary.level, color: setup.color, result: summary.result, moves, pgn });
    }
    // A visitor's progress counts the same games the server would (from the standard start).
    if (!setup.fen) {
      const device = currentDeviceInfo();
      reportActivity(
        { kind: 'computer_game_finished', result: summary.result, mobile: device.isMobile || device.isTablet },
        signedIn,
      );
    }
    setStats((current) => {
      const next = recordGame(current, summary.result, summary.level, summary.playerMoves, summary.pointsEarned);
      writeLocal(PLAYER_STATS_KEY, JSON.stringify(next));
      return next;
    });
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
          }}
          onBack={() => setSetup({ phase: 'select', level: setup.level, color: 'white' })}
        />
      )}
      {setup.phase === 'game' && setup.level !== null && (
        <Suspense fallback={<p className="text-muted">Loading the board...</p>}>
          <GameScreen
            key={gameKey}
            level={getLevel(setup.level).id}
            playerColor={setup.color}
            startFen={setup.fen}
            onQuit={() => setSetup({ phase: 'select', level: setup.level, color: 'white' })}
            reviewSource={reviewSource}
            onPlayAgain={() => {
              newGame();
              setGameKey((k) => k + 1);
              setSetup((s) => ({ ...s, fen: undefined }));
            }}
            onNextLevel={() => setSetup({ phase: 'color', level: nextLevel(setup.level ?? 1), color: setup.color })}
            onLeaderboard={() => setSetup((s) => ({ ...s, phase: 'leaderboard' }))}
            onFinished={onFinished}
          />
        </Suspense>
      )}
      {setup.phase === 'leaderboard' && (
        <LeaderboardPanel
          stats={signedIn && serverStats.data ? serverStats.data : stats}
          name={user?.displayName ?? 'You'}
          onBack={() => setSetup({ phase: 'select', level: null, color: 'white' })}
        />
      )}
    </>
  );
}
