import { Chess, type Move } from 'chess.js';
import { useCallback, useEffect, useRef, useState } from 'react';

import { ChessBoard, type BoardKey, type PromotionPiece } from '@/components/board/chess-board';
import { HelpPanel } from '@/components/board/help-panel';
import { useHelp } from '@/components/board/use-help';
import { Button } from '@/components/ui/button';
import { readBoardPreferences } from '@/lib/board-preferences';
import { isPromotionMove, legalDests, loadFen, playUci, sideName } from '@/lib/chess';
import { ENGINE_ERRORS, getEngine } from '@/lib/engine/stockfish-engine';
import { playSound } from '@/lib/sound/sound-manager';

import { resignComputerGame, sendComputerMove, type ComputerGame, type ComputerGameEnd } from '../api/computer-game';
import type { ReviewSource } from '../api/review-game';
import { DIFFICULTY_LABELS, RATING_MEANING, getLevel, playsRandomMove } from '../model/levels';
import { summarize, type GameResult, type GameSummary } from '../model/scoring';
import {
  COMPUTER_OPENS_DELAY_MS,
  COMPUTER_REPLY_DELAY_MS,
  searchCapMs,
  SUMMARY_DELAY_MS,
  thinkingTimeMs,
} from '../model/timing';
import { BotIcon } from './bot-icon';
import { GameSummaryCard } from './game-summary';

export interface FinishedGame {
  summary: GameSummary;
  moves: string[];
  pgn: string;
  /** A server game's end (result, points, the stored game's id); undefined for a browser game. */
  serverEnd?: ComputerGameEnd;
}

interface GameScreenProps {
  level: number;
  playerColor: 'white' | 'black';
  startFen?: string;
  onQuit: () => void;
  onPlayAgain: () => void;
  onNextLevel: () => void;
  onLeaderboard: () => void;
  onFinished: (game: FinishedGame) => void;
  /** The finished game for the summary's review (undefined: the summary keeps its canned tips). */
  reviewSource?: ReviewSource | null;
  /**
   * A game played through the server (an account's or an anonymous learner's): each move is sent there and the
   * computer's reply, the result and the points come back. Undefined: the browser's engine plays.
   */
  server?: ComputerGame;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The board of a server game so far (its moves are the server's, so legal). */
function replayServerGame(game: ComputerGame): Chess {
  const chess = new Chess();
  for (const uci of game.moves) playUci(chess, uci);
  return chess;
}

function serverLastMove(game: ComputerGame | undefined): [BoardKey, BoardKey] | undefined {
  const last = game?.moves.at(-1);
  return last ? [last.slice(0, 2) as BoardKey, last.slice(2, 4) as BoardKey] : undefined;
}

export const SERVER_MOVE_FAILED = 'The server could not take that move. Try again.';
export const SERVER_RESIGN_FAILED = 'The server could not record the forfeit. Try again.';

/**
 * On a wide screen the board, and the move field under it, stay within the window's height (the header,
 * the page title and the toolbar above take about 18rem): at 1280×800 nothing of the game is below the fold.
 */
const BOARD_FITS_SCREEN = 'lg:max-w-[min(100%,calc(100dvh_-_18rem))]';

export function GameScreen({
  level,
  playerColor,
  startFen,
  onQuit,
  onPlayAgain,
  onNextLevel,
  onLeaderboard,
  onFinished,
  reviewSource,
  server,
}: GameScreenProps) {
  const info = getLevel(level);
  const chess = useRef<Chess>(server ? replayServerGame(server) : (loadFen(startFen ?? '') ?? new Chess()));
  const [fen, setFen] = useState(() => chess.current.fen());
  const [lastMove, setLastMove] = useState<[BoardKey, BoardKey] | undefined>(() => serverLastMove(server));
  const [moves, setMoves] = useState<string[]>(() => server?.sans ?? []);
  const [notice, setNotice] = useState<string | null>(null);
  const [thinking, setThinking] = useState<string | null>(null);
  const [result, setResult] = useState<GameResult | null>(null);
  const [summary, setSummary] = useState<GameSummary | null>(null);
  const [confirm, setConfirm] = useState<'quit' | 'forfeit' | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // Settings' auto-queen preference; off means the board asks which piece to promote to.
  const [{ autoQueen }] = useState(readBoardPreferences);
  const playerMoves = useRef(
    server ? server.moves.filter((_, i) => (i % 2 === 0) === (playerColor === 'white')).length : 0,
  );
  const startedAt = useRef(server?.startedAt ?? Date.now());
  const alive = useRef(true);
  const computerColor = playerColor === 'white' ? 'b' : 'w';
  const finishedRef = useRef(onFinished);
  useEffect(() => {
    finishedRef.current = onFinished;
  });

  const finish = useCallback(
    (outcome: GameResult, serverEnd?: ComputerGameEnd) => {
      setResult(outcome);
      setThinking(null);
      playSound(outcome === 'win' ? 'gameWin' : outcome === 'lose' ? 'gameLose' : 'move');
      const timeTaken = (Date.now() - startedAt.current) / 1000;
      // A server game's result, moves and points are the server's.
      const s = serverEnd
        ? {
            ...summarize(serverEnd.result, serverEnd.playerMoves, level, timeTaken),
            pointsEarned: serverEnd.points,
            aborted: serverEnd.gameId === 0,
          }
        : summarize(outcome, playerMoves.current, level, timeTaken);
      const uciMoves = chess.current.history({ verbose: true }).map((m) => m.from + m.to + (m.promotion ?? ''));
      const pgn = chess.current.pgn();
      setTimeout(() => {
        if (!alive.current) return;
        setSummary(s);
        finishedRef.current({ summary: s, moves: uciMoves, pgn, serverEnd });
      }, SUMMARY_DELAY_MS);
    },
    [level],
  );

  const applyMove = useCallback(
    (move: Move, ending: 'local' | 'server' = 'local') => {
      const c = chess.current;
      setFen(c.fen());
      setLastMove([move.from as BoardKey, move.to as BoardKey]);
      setMoves((list) => [...list, move.san]);
      setAnnouncement(`${sideName(move.color)} played ${move.san}`);
      if (c.isCheckmate()) playSound('checkmate');
      else if (c.inCheck()) playSound('check');
      else playSound(move.captured ? 'capture' : 'move');
      // A server game ends when the server says so (its answer carries the result).
      if (ending === 'local' && c.isGameOver()) {
        if (c.isCheckmate()) finish(c.turn() === computerColor ? 'win' : 'lose');
        else finish('draw');
      }
    },
    [computerColor, finish],
  );

  useEffect(() => {
    alive.current = true;
    playSound('gameStart');
    return () => {
      alive.current = false;
    };
  }, []);

  // The computer's turn: a short pause, a thinking message, then the engine's move. A server
  // game's replies come with the answer to the player's move (onMove).
  useEffect(() => {
    const c = chess.current;
    if (server || result || c.isGameOver() || c.turn() !== computerColor) return;
    let cancelled = false;
    const opening = c.history().length === 0;
    (async () => {
      await sleep(opening ? COMPUTER_OPENS_DELAY_MS : COMPUTER_REPLY_DELAY_MS);
      if (cancelled) return;
      setThinking(info.thinkingMessages[Math.floor(Math.random() * 3)] ?? info.thinkingMessages[0]);
      const position = c.fen();
      const wait = sleep(thinkingTimeMs(level));
      let uci: string | null = null;
      // The weaker levels play a share of their moves at random (the fallback below picks it).
      if (!playsRandomMove(info.engine, Math.random())) {
        try {
          const engine = await getEngine();
          const cap = searchCapMs(level);
          const r = await engine.go(position, {
            skill: info.engine.skill,
            depth: info.engine.depth,
            nodes: info.engine.nodes,
            elo: info.engine.elo,
            movetimeMs: Math.min(cap, info.engine.movetime ?? cap),
            timeoutMs: cap + 1000,
            timeoutMessage: ENGINE_ERRORS.botMoveTimeout(cap + 1000),
          });
          uci = r.move;
        } catch (error) {
          // Computer move failures are logged only; a random legal move keeps the game going.
          console.error('computer move failed', error);
        }
      }
      await wait;
      if (cancelled || c.fen() !== position) return;
      let move: Move | null = null;
      if (uci) move = playUci(c, uci);
      if (!move) {
        const legal = c.moves({ verbose: true });
        const pick = legal[Math.floor(Math.random() * legal.length)];
        if (pick) move = c.move(pick.san);
      }
      setThinking(null);
      if (move) applyMove(move);
    })();
    return () => {
      cancelled = true;
    };
  }, [fen, result, computerColor, level, info, applyMove, server]);

  // The player's move in a server game: shown at once, sent, and the computer's reply played
  // when it comes (after the same visible think as the browser's engine). A refused or failed
  // move is taken back.
  const sendToServer = async (game: ComputerGame, move: Move) => {
    const c = chess.current;
    const position = c.fen();
    setNotice(null);
    setThinking(info.thinkingMessages[Math.floor(Math.random() * 3)] ?? info.thinkingMessages[0]);
    const wait = sleep(thinkingTimeMs(level));
    try {
      const answer = await sendComputerMove(game.id, move.from + move.to + (move.promotion ?? ''));
      if (answer.reply) await wait;
      if (!alive.current || c.fen() !== position) return;
      if (answer.reply) {
        const reply = playUci(c, answer.reply.uci);
        if (reply) applyMove(reply, 'server');
      }
      setThinking(null);
      if (answer.end) finish(answer.end.result, answer.end);
    } catch (error) {
      console.error('the server did not take the move', error);
      if (!alive.current || c.fen() !== position) return;
      c.undo();
      playerMoves.current -= 1;
      setMoves((list) => list.slice(0, -1));
      setFen(c.fen());
      setLastMove(undefined);
      setThinking(null);
      setNotice(SERVER_MOVE_FAILED);
    }
  };

  const onMove = (from: BoardKey, to: BoardKey, promotion?: PromotionPiece) => {
    const c = chess.current;
    if (result || thinking || c.turn() === computerColor) return;
    let move: Move | null = null;
    try {
      move = c.move({ from, to, promotion: promotion ?? 'q' });
    } catch {
      move = null;
    }
    if (!move) {
      setFen(c.fen());
      return;
    }
    playerMoves.current += 1;
    if (server) {
      applyMove(move, 'server');
      void sendToServer(server, move);
      return;
    }
    applyMove(move);
  };

  const c = chess.current;
  const playerTurn = !result && c.turn() !== computerColor;
  const helpActive = playerTurn && !thinking;
  const help = useHelp({ fen, active: helpActive });
  const turnText = result ? 'Game Over!' : `${sideName(c.turn())} to move${c.inCheck() ? ' · Check!' : ''}`;

  const confirmAction = () => {
    const action = confirm;
    setConfirm(null);
    // A server game stays on the server, to be resumed.
    if (action === 'quit') onQuit();
    if (action === 'forfeit' && !result) {
      if (!server) finish('lose');
      else
        resignComputerGame(server.id).then(
          (end) => alive.current && finish(end.result, end),
          (error: unknown) => {
            console.error('resigning failed', error);
            if (alive.current) setNotice(SERVER_RESIGN_FAILED);
          },
        );
    }
  };

  return (
    <section className="grid gap-6 lg:grid-cols-[minmax(0,560px)_1fr]" aria-label="Game against the computer">
      <div>
        <div className="mb-3 flex flex-wrap items-center gap-2">
          <span className={`rounded-full px-3 py-1 text-sm font-bold ${info.colour}`} data-testid="level-badge">
            Level {info.id} · {info.name}
          </span>
          <span className="text-sm text-muted">{DIFFICULTY_LABELS[info.difficulty]}</span>
          <div className="ml-auto flex gap-2">
            <Button variant="ghost" onClick={() => setConfirm('quit')}>
              Quit
            </Button>
            <Button variant="secondary" disabled={!!result} onClick={() => setConfirm('forfeit')}>
              Forfeit
            </Button>
            <Button variant="secondary" onClick={onPlayAgain}>
              New Game
            </Button>
          </div>
        </div>
        <ChessBoard
          fen={fen}
          orientation={playerColor}
          turnColor={c.turn() === 'w' ? 'white' : 'black'}
          movableColor={playerColor}
          dests={playerTurn && !thinking ? (legalDests(c) as Map<BoardKey, BoardKey[]>) : new Map()}
          lastMove={lastMove}
          check={c.inCheck() ? (c.turn() === 'w' ? 'white' : 'black') : false}
          isPromotion={(from, to) => isPromotionMove(c, from, to)}
          choosePromotion={!autoQueen}
          onMove={onMove}
          disabled={!playerTurn || !!thinking}
          highlights={help.highlights}
          announcement={announcement}
          className={BOARD_FITS_SCREEN}
        />
      </div>
      <aside className="flex flex-col gap-4">
        <div className="rounded-xl border border-line bg-surface p-4" data-testid="game-status">
          <h2 className="font-semibold text-fg">Game status</h2>
          <p className="text-fg" data-testid="turn-line">
            {turnText}
          </p>
          <p className="text-sm text-muted">
            You play {playerColor === 'white' ? 'White' : 'Black'} · {moves.length} half-moves
          </p>
          <ol
            className="mt-2 flex max-h-40 flex-wrap gap-x-3 overflow-auto text-sm text-fg"
            aria-label="Moves"
            data-testid="move-list"
          >
            {moves.map((san, i) => (
              <li key={i}>
                {i % 2 === 0 ? `${Math.floor(i / 2) + 1}. ` : ''}
                {san}
              </li>
            ))}
          </ol>
        </div>
        <div className="rounded-xl border border-line bg-surface p-4" data-testid="bot-card">
          <h2 className="flex items-center gap-1.5 font-semibold text-fg">
            <BotIcon icon={info.icon} width={18} height={18} className="shrink-0" />
            {info.botName}
          </h2>
          <p className="text-sm text-muted">
            {info.botPersonality} · ≈{info.engine.expectedElo} <abbr title={RATING_MEANING}>CCRL</abbr>
          </p>
          <p className="mt-2 min-h-6 text-sm text-fg" aria-live="polite" data-testid="bot-thinking">
            {thinking ?? (playerTurn ? 'Your move.' : '')}
          </p>
          {notice && (
            <p role="alert" className="mt-2 text-sm text-red-600" data-testid="server-notice">
              {notice}
            </p>
          )}
        </div>
        {!result && <HelpPanel help={help} active={helpActive} />}
        {result && !summary && (
          <div className="rounded-xl border border-line bg-surface p-4" data-testid="result-card">
            <p className="font-semibold text-fg">
              {result === 'win' ? 'Checkmate! You win.' : result === 'lose' ? 'You lost.' : 'Draw.'}
            </p>
          </div>
        )}
        {summary && (
          <GameSummaryCard
            summary={summary}
            onPlayAgain={onPlayAgain}
            onNextLevel={onNextLevel}
            onLeaderboard={onLeaderboard}
            reviewSource={reviewSource}
            playerColor={playerColor}
          />
        )}
      </aside>
      {confirm && (
        <div
          role="alertdialog"
          aria-modal="true"
          aria-labelledby="confirm-title"
          className="fixed inset-0 z-50 flex items-center justify-center bg-black/50"
        >
          <div className="mx-4 max-w-sm rounded-xl border border-line bg-surface p-6 shadow-xl">
            <h2 id="confirm-title" className="text-lg font-semibold text-fg">
              {confirm === 'quit' ? 'Quit this game?' : 'Forfeit this game?'}
            </h2>
            <p className="mt-2 text-sm text-muted">
              {confirm === 'quit'
                ? server
                  ? 'You will return to level selection. The game is kept: come back to it from the play page.'
                  : 'You will return to level selection.'
                : 'The game counts as a loss.'}
            </p>
            <div className="mt-4 flex justify-end gap-2">
              <Button variant="ghost" onClick={() => setConfirm(null)}>
                Cancel
              </Button>
              <Button onClick={confirmAction}>{confirm === 'quit' ? 'Quit' : 'Forfeit'}</Button>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
