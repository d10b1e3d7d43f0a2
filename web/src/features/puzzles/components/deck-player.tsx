// One card of the personal deck on the puzzle board: the position the player faced before their
// own mistake. The solution stays on the server: each move is sent with the moves before it, the
// server answers wrong (the move is taken back, with the puzzles' feedback), next (the line's reply
// is played) or solved (graded, rescheduled and counted as a solved puzzle). Hint asks the server
// for the piece to move; Show Solution gives the card up. The server times the showing (from
// GET /api/deck/next) and remembers the hint, so an answer sends only the moves.

import { Chess } from 'chess.js';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';

import type { BoardKey, BoardShape, PromotionPiece } from '@/components/board/chess-board';
import { Button } from '@/components/ui/button';
import { playUci, uciOf } from '@/lib/chess';
import { themeName } from '@/lib/puzzles/theme-name';
import { playSound } from '@/lib/sound/sound-manager';

import type { DeckAnswer, DeckCard, DeckSolution } from '../api/deck-types';
import { postDeckAttempt } from '../api/post-deck-attempt';
import { postDeckHint } from '../api/post-deck-hint';
import { postDeckSolution } from '../api/post-deck-solution';
import { deckDueText, reviewLink } from '../model/deck';
import { correctFeedback, wrongMoveFeedback, type Feedback } from '../model/feedback';
import { PuzzleBoard, PuzzleFeedbackBanner } from './puzzle-feedback-banner';

/** The delay before the line's reply is played, as in the puzzle player. */
const REPLY_DELAY_MS = 400;

export interface DeckPlayerProps {
  card: DeckCard;
  /** After a solve or a give-up: the next due card. */
  onNext: () => void;
  /** Called once the server has graded the card. */
  onGraded?: () => void;
}

export function DeckPlayer({ card, onNext, onGraded }: DeckPlayerProps) {
  const [fen, setFen] = useState(card.fen);
  const [mine, setMine] = useState<string[]>([]);
  const [lastMove, setLastMove] = useState<[BoardKey, BoardKey] | undefined>();
  const [busy, setBusy] = useState(false);
  const [wrong, setWrong] = useState(0);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [shapes, setShapes] = useState<BoardShape[]>([]);
  const [solved, setSolved] = useState<DeckAnswer | null>(null);
  const [solution, setSolution] = useState<DeckSolution | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    setFen(card.fen);
    setMine([]);
    setLastMove(undefined);
    setWrong(0);
    setFeedback(null);
    setShapes([]);
    setSolved(null);
    setSolution(null);
    setError(null);
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [card.id, card.fen]);

  const chess = useMemo(() => new Chess(fen), [fen]);
  const over = solved !== null || solution !== null;
  const myTurn = !over && !busy && (chess.turn() === 'w') === (card.color === 'white');

  const onMove = (from: BoardKey, to: BoardKey, promotion?: PromotionPiece) => {
    if (!myTurn) return;
    const trial = new Chess(fen);
    const move = playUci(trial, `${from}${to}${promotion ?? ''}`);
    if (!move) return;
    const uci = uciOf(move);
    const moves = [...mine, uci];
    // Shown at once; taken back if the server says it is not the move.
    setFen(trial.fen());
    setLastMove([from, to]);
    setShapes([]);
    setBusy(true);
    postDeckAttempt(card.id, { moves })
      .then((answer) => {
        if (answer.result === 'wrong') {
          const tries = wrong + 1;
          setWrong(tries);
          // The server keeps the line, so the escalation shows its words without naming the move.
          setFeedback(wrongMoveFeedback(tries, '', false));
          playSound('puzzleError');
          setFen(fen);
          setLastMove(undefined);
          setBusy(false);
          return;
        }
        setFeedback(correctFeedback());
        setMine(moves);
        if (answer.result === 'solved') {
          playSound('puzzleSolved');
          setSolved(answer);
          setBusy(false);
          onGraded?.();
          return;
        }
        playSound(move.san.includes('+') ? 'check' : 'move');
        timer.current = setTimeout(() => {
          const next = new Chess(trial.fen());
          if (answer.reply && playUci(next, answer.reply.uci)) {
            setFen(next.fen());
            setLastMove([answer.reply.uci.slice(0, 2) as BoardKey, answer.reply.uci.slice(2, 4) as BoardKey]);
          }
          setBusy(false);
        }, REPLY_DELAY_MS);
      })
      .catch((e: unknown) => {
        setFen(fen);
        setLastMove(undefined);
        setBusy(false);
        setError(e instanceof Error ? e.message : 'Failed to check the move');
      });
  };

  const hint = () => {
    if (!myTurn) return;
    postDeckHint(card.id, mine)
      .then(({ square }) => {
        setShapes([{ orig: square as BoardKey, brush: 'blue' }]);
        setFeedback({ type: 'hint', message: `Hint: move the piece on ${square}.`, notify: true });
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : 'Failed to get hint'));
  };

  const giveUp = () => {
    if (over) return;
    postDeckSolution(card.id)
      .then((s) => {
        setSolution(s);
        onGraded?.();
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : 'Failed to show the solution'));
  };

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,560px)_1fr]" data-testid="deck-player" data-card-id={card.id}>
      <div>
        <PuzzleBoard
          chess={chess}
          orientation={card.color}
          movable={myTurn}
          lastMove={lastMove}
          shapes={shapes}
          onMove={onMove}
        />
      </div>
      <div className="flex flex-col gap-3">
        <div>
          <h2 className="text-xl font-bold" data-testid="deck-title">
            Find the better move
          </h2>
          <p className="text-muted">
            From one of your games: you played a {card.class} here. {card.color === 'white' ? 'White' : 'Black'} to
            move.
          </p>
          <ul className="mt-2 flex flex-wrap gap-1" aria-label="Themes">
            {card.themes.map((t) => (
              <li key={t} className="rounded bg-surface-2 px-2 py-0.5 text-xs">
                {themeName(t)}
              </li>
            ))}
          </ul>
          <p className="mt-2">
            <Link className="text-accent underline" to={reviewLink(card)} data-testid="deck-review-link">
              Review this game
            </Link>
          </p>
        </div>

        {feedback && !over && <PuzzleFeedbackBanner feedback={feedback} />}

        <dl className="grid grid-cols-2 gap-2 rounded-lg border border-line p-3 text-center" aria-label="Progress">
          <div>
            <dt className="text-xs text-muted">Moves completed</dt>
            <dd data-testid="moves-completed">
              {mine.length} / {card.solverMoves}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted">Attempts</dt>
            <dd data-testid="attempts">{wrong}</dd>
          </div>
        </dl>

        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={giveUp} disabled={over}>
            Show Solution
          </Button>
          <Button variant="secondary" onClick={hint} disabled={!myTurn}>
            Hint
          </Button>
        </div>

        {solved && (
          <div className="rounded-lg border border-green-600 bg-green-600/10 p-3" data-testid="solved-panel">
            <p className="text-lg font-bold">Puzzle solved!</p>
            <p data-testid="xp-earned">+{solved.xp ?? 0} XP</p>
            {solved.explanation && <p className="text-sm">In the game: {solved.explanation}</p>}
            <p className="text-sm" data-testid="deck-next-due">
              {deckDueText(solved.intervalDays ?? 1)}
            </p>
          </div>
        )}
        {solution && (
          <div className="rounded-lg border border-line p-3" data-testid="solution-list">
            <p className="font-semibold">Solution: {solution.lineSan.join(' ')}</p>
            {solution.explanation && <p className="text-sm">In the game: {solution.explanation}</p>}
            <p className="text-sm">{deckDueText(1)}</p>
          </div>
        )}
        {over && (
          <div>
            <Button onClick={onNext}>Next mistake</Button>
          </div>
        )}
        {error && <p className="text-sm text-red-600">{error}</p>}
      </div>
    </div>
  );
}
