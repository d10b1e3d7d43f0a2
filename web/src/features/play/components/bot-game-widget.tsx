// The demo page's bot-game widget (docs/bots-and-coach.md, "Educational bot levels"): pick one of the
// server's educational bots, play White, and the bot answers 500 ms after each move with the move
// Stockfish chooses for it on the server (POST /api/bots/move). chess.js keeps the game.

import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { PracticeBoard, type PracticeMove } from '@/components/practice/practice-board';
import { Button } from '@/components/ui/button';
import { loadFen, playUci } from '@/lib/chess';

import { botsQuery, postBotMove } from '../api/bots';
import { RATING_MEANING } from '../model/levels';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
/** In the bot-game widget the bot answers 500 ms after the player's move. */
export const BOT_REPLY_DELAY_MS = 500;

function status(fen: string): string | null {
  const chess = loadFen(fen);
  if (!chess || !chess.isGameOver()) return null;
  if (chess.isCheckmate()) return chess.turn() === 'w' ? 'Checkmate: the bot wins.' : 'Checkmate: you win!';
  return 'Draw.';
}

export function BotGameWidget() {
  const bots = useQuery(botsQuery());
  const [level, setLevel] = useState(3);
  const [fen, setFen] = useState(START);
  const [lastMove, setLastMove] = useState<[string, string]>();
  const [error, setError] = useState<string>();
  const over = status(fen);
  const botToMove = loadFen(fen)?.turn() === 'b' && !over;

  useEffect(() => {
    if (!botToMove) return;
    let live = true;
    const timer = setTimeout(() => {
      postBotMove(fen, level)
        .then((answer) => {
          if (!live) return;
          const chess = loadFen(fen);
          if (chess && playUci(chess, answer.move)) {
            setFen(chess.fen());
            setLastMove([answer.move.slice(0, 2), answer.move.slice(2, 4)]);
          }
        })
        .catch((e: unknown) => live && setError(e instanceof Error ? e.message : 'The bot could not move'));
    }, BOT_REPLY_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [botToMove, fen, level]);

  const onMove = (move: PracticeMove) => {
    const chess = loadFen(fen);
    if (!chess || !playUci(chess, move.uci)) return;
    setError(undefined);
    setFen(chess.fen());
    setLastMove([move.from, move.to]);
  };

  const restart = () => {
    setFen(START);
    setLastMove(undefined);
    setError(undefined);
  };

  return (
    <section aria-labelledby="bot-game-title" className="flex flex-col gap-4 lg:flex-row" data-testid="bot-game">
      <div className="w-full max-w-md">
        <PracticeBoard
          choosePromotion={false}
          fen={fen}
          orientation="white"
          disabled={botToMove || !!over}
          lastMove={lastMove}
          onMove={onMove}
          announcement={over ?? error}
        />
      </div>
      <div className="flex flex-col gap-3">
        <h2 id="bot-game-title" className="text-xl font-semibold text-fg">
          Play a bot
        </h2>
        <label className="flex flex-col gap-1 text-sm text-muted">
          Bot level
          <select
            className="rounded-lg border border-line bg-surface p-2 text-fg"
            value={level}
            onChange={(e) => setLevel(Number(e.target.value))}
            aria-label="Bot level"
          >
            {(bots.data ?? []).map((b) => (
              <option key={b.level} value={b.level}>
                Level {b.level}: {b.name} (≈{b.elo} CCRL)
              </option>
            ))}
          </select>
        </label>
        {/* One scale for every strength label: the computer levels' (issue 30). */}
        <p className="max-w-xs text-xs text-muted" data-testid="bot-rating-meaning">
          {RATING_MEANING}
        </p>
        {bots.isError && <p role="alert">Failed to load the bots.</p>}
        <p className="text-sm text-fg" aria-live="polite" data-testid="bot-game-status">
          {over ?? error ?? (botToMove ? 'The bot is thinking…' : 'Your move (White).')}
        </p>
        <Button variant="secondary" onClick={restart}>
          New game
        </Button>
      </div>
    </section>
  );
}
