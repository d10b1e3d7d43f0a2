// An academy puzzle over the academy (docs/lessons.md, "The academy"): the solver's moves judged
// by the server against the solution, the computer's replies after 1 s, hints one at a time, Reset, Show
// Solution (a move every 2 s) and Give Up. A solve is remembered in chess-academy-progress and
// the puzzles view returns.

import { useEffect, useMemo, useReducer, useState } from 'react';

import { PracticeBoard, type PracticeMove } from '@/components/practice/practice-board';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-errors';
import { positionAfter, sideToMove } from '@/lib/chess';
import { playSound } from '@/lib/sound/sound-manager';

import { postPuzzleMove } from '../api/post-puzzle-move';
import { postPuzzleSolution } from '../api/post-puzzle-solution';
import type { AcademyPuzzle } from '../api/schemas';
import { useAcademyProgress } from '../model/academy-progress';
import {
  MSG_NOT_BEST,
  MSG_NO_MORE_HINTS,
  MSG_RIGHT,
  REPLY_DELAY_MS,
  SOLUTION_STEP_MS,
  SOLVED_RETURN_MS,
  academyPuzzleReducer,
  initialPuzzle,
  solverTurn,
} from '../model/academy-puzzle';

interface PuzzlePlayerProps {
  puzzle: AcademyPuzzle;
  onSolved: () => void;
  onGiveUp: () => void;
}

export function AcademyPuzzlePlayer({ puzzle, onSolved, onGiveUp }: PuzzlePlayerProps) {
  const reducer = useMemo(() => academyPuzzleReducer(puzzle.solutionLength, puzzle.hints.length), [puzzle]);
  const [state, dispatch] = useReducer(reducer, initialPuzzle);
  const [feedback, setFeedback] = useState<{ text: string; right: boolean; n: number } | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const solvePuzzle = useAcademyProgress((s) => s.solvePuzzle);
  const position = positionAfter(puzzle.fen, state.line, state.ply);
  const myTurn = solverTurn(state) && !waiting;

  useEffect(() => {
    if (state.ply % 2 === 0 || state.solved || state.showingSolution) return;
    const t = setTimeout(() => {
      dispatch({ type: 'reply' });
      playSound('move');
    }, REPLY_DELAY_MS);
    return () => clearTimeout(t);
  }, [state.ply, state.solved, state.showingSolution]);

  useEffect(() => {
    if (!state.showingSolution || state.ply >= state.line.length) return;
    const t = setTimeout(() => dispatch({ type: 'solutionStep' }), SOLUTION_STEP_MS);
    return () => clearTimeout(t);
  }, [state.showingSolution, state.ply, state.line.length]);

  const solvedHere = state.solved && !state.showingSolution;
  useEffect(() => {
    if (!solvedHere) return;
    playSound('puzzleSolved');
    solvePuzzle(puzzle.id);
    const t = setTimeout(onSolved, SOLVED_RETURN_MS);
    return () => clearTimeout(t);
    // Once per solve.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [solvedHere]);

  const onMove = (move: PracticeMove) => {
    if (!myTurn) return;
    const ply = state.ply;
    setWaiting(true);
    setError(null);
    postPuzzleMove(puzzle.id, ply / 2, move.uci)
      .then((verdict) => {
        dispatch({
          type: 'try',
          move: move.uci,
          correct: verdict.correct,
          reply: verdict.reply,
          solved: verdict.solved,
        });
        if (verdict.correct) {
          setFeedback({ text: `${move.san}: ${MSG_RIGHT}`, right: true, n: ply });
          playSound(verdict.san.endsWith('#') ? 'checkmate' : 'move');
        } else {
          setFeedback((f) => ({ text: `${move.san}: ${MSG_NOT_BEST}`, right: false, n: (f?.n ?? 0) + 1 }));
          playSound('puzzleError');
        }
      })
      .catch((e: unknown) => setError(errorMessage(e)))
      .finally(() => setWaiting(false));
  };

  const showSolution = () => {
    setError(null);
    postPuzzleSolution(puzzle.id)
      .then((solution) => dispatch({ type: 'showSolution', solution }))
      .catch((e: unknown) => setError(errorMessage(e)));
  };

  const reset = () => {
    dispatch({ type: 'reset' });
    setFeedback(null);
  };

  return (
    <section
      className="grid gap-4 lg:grid-cols-[minmax(0,520px)_1fr]"
      data-testid="academy-puzzle-player"
      data-puzzle-id={puzzle.id}
    >
      <PracticeBoard
        choosePromotion={false}
        fen={position.fen}
        orientation={sideToMove(puzzle.fen)}
        lastMove={position.lastMove}
        disabled={!myTurn}
        onMove={onMove}
        announcement={feedback?.text}
      />
      <div className="flex flex-col gap-3">
        <h2 className="text-xl font-bold">{puzzle.title}</h2>
        <p className="text-muted">{puzzle.description}</p>
        <p className="text-sm">
          Rating {puzzle.rating} · {puzzle.points} points{puzzle.movesToMate ? ` · mate in ${puzzle.movesToMate}` : ''}
        </p>
        {feedback && !solvedHere && (
          <p
            className={`rounded-lg border p-3 font-semibold ${feedback.right ? 'border-green-600 bg-green-600/10' : 'border-red-600 bg-red-600/10'}`}
            data-testid="academy-puzzle-feedback"
          >
            {feedback.text}
          </p>
        )}
        {state.hintsShown > 0 && (
          <ol
            className="list-inside list-decimal rounded-lg border border-amber-500 bg-amber-500/10 p-3 text-sm"
            aria-label="Hints"
          >
            {puzzle.hints.slice(0, state.hintsShown).map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ol>
        )}
        {state.hintsExhausted && <p className="text-sm text-muted">{MSG_NO_MORE_HINTS}</p>}
        {solvedHere && (
          <div
            role="status"
            className="rounded-lg border border-green-600 bg-green-600/10 p-3"
            data-testid="academy-puzzle-solved"
          >
            <p className="text-lg font-bold">Puzzle solved!</p>
            <p>+{puzzle.points} points</p>
          </div>
        )}
        {state.showingSolution && (
          <p className="text-sm text-muted">
            {state.ply >= state.line.length ? 'That was the solution.' : 'Playing the solution…'}
          </p>
        )}
        {error && (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => dispatch({ type: 'hint' })} disabled={state.solved}>
            Hint
          </Button>
          <Button variant="secondary" onClick={reset}>
            Reset
          </Button>
          <Button variant="secondary" onClick={showSolution} disabled={state.solved || state.showingSolution}>
            Show Solution
          </Button>
          <Button variant="ghost" onClick={onGiveUp}>
            {solvedHere ? 'Back to Puzzles' : 'Give Up'}
          </Button>
        </div>
      </div>
    </section>
  );
}
