// 'Practice on the Board': each position's task on a board; each move is judged and recorded by
// the server (the lesson ships no answers): a right one shows why it works, a wrong one is taken
// back ('Not quite right. Try a different move'), and from the second wrong try a hint names where
// the right moves go. Show answer plays the answer and explains it; the position then counts as
// done, for no accuracy.

import { useState } from 'react';

import { PracticeBoard, type PracticeMove } from '@/components/practice/practice-board';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-errors';
import { positionAfter, sideToMove } from '@/lib/chess';
import { CoachSlot } from '@/lib/coach-slot';
import { playSound } from '@/lib/sound/sound-manager';

import { postPositionMove } from '../../api/post-position-move';
import { postReveal } from '../../api/post-reveal';
import type { InteractiveModule, MoveVerdictAnswer, RevealAnswer } from '../../api/schemas';
import { HINT_AFTER_WRONG } from '../../model/interactive-step';
import type { PositionReveal } from '../../model/module-player';
import { MSG_CORRECT, MSG_NOT_RIGHT, squaresHint } from '../../model/practice';
import { paragraphs } from './theory-module';

interface PracticeModuleProps {
  module: InteractiveModule;
  lessonId: string;
  /** The module's first position among the lesson's (the move route's `n`). */
  firstPosition: number;
  /** Tries so far, by position. */
  tries: string[][];
  solved: boolean[];
  /** By position: its answer was shown. */
  revealed: boolean[];
  reveals: PositionReveal[];
  /** The position shown, and going to another. */
  current: number;
  onPosition: (position: number) => void;
  onTry: (position: number, verdict: MoveVerdictAnswer) => void;
  onReveal: (position: number, answer: RevealAnswer) => void;
}

export const SHOW_ANSWER = 'Show answer';

export function PracticeModuleView({
  module,
  lessonId,
  firstPosition,
  tries,
  solved,
  revealed,
  reveals,
  current: wanted,
  onPosition,
  onTry,
  onReveal,
}: PracticeModuleProps) {
  const current = Math.min(Math.max(0, wanted), Math.max(0, module.positions.length - 1));
  const setCurrent = (f: (c: number) => number) => onPosition(f(current));
  const [announcement, setAnnouncement] = useState('');
  const [judging, setJudging] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const position = module.positions[current];
  if (!position) return <p>{paragraphs(module.content).join(' ')}</p>;
  const solvedHere = solved[current] === true;
  const revealedHere = !solvedHere && revealed[current] === true;
  const done = solvedHere || revealedHere;
  const tried = tries[current] ?? [];
  // A solved position's last try is its right move; every other try was wrong.
  const wrong = solvedHere ? tried.length - 1 : tried.length;
  const reveal = reveals[current] ?? {};
  const lastRight = solvedHere ? tried[tried.length - 1] : revealedHere ? reveal.answer : undefined;
  const shown = lastRight ? positionAfter(position.fen, [lastRight], 1) : undefined;

  const showAnswer = () => {
    if (done || judging) return;
    const at = current;
    setJudging(true);
    setError(null);
    postReveal(lessonId, firstPosition + at)
      .then((answer) => {
        onReveal(at, answer);
        setAnnouncement(`${SHOW_ANSWER}: ${answer.san}. ${answer.explanation}`);
      })
      .catch((e: unknown) => setError(errorMessage(e)))
      .finally(() => setJudging(false));
  };

  const onMove = (move: PracticeMove) => {
    if (done || judging) return;
    const at = current;
    setJudging(true);
    setError(null);
    postPositionMove(lessonId, firstPosition + at, move.uci)
      .then((verdict) => {
        onTry(at, verdict);
        playSound(verdict.correct ? 'move' : 'puzzleError');
        if (verdict.correct) setAnnouncement(`${move.san}: ${MSG_CORRECT} ${verdict.explanation ?? ''}`.trim());
        else {
          const hint =
            wrong + 1 >= HINT_AFTER_WRONG && verdict.hintSquares ? ` ${squaresHint(verdict.hintSquares)}` : '';
          setAnnouncement(`${move.san}: ${MSG_NOT_RIGHT}.${hint}`);
        }
      })
      .catch((e: unknown) => setError(errorMessage(e)))
      .finally(() => setJudging(false));
  };

  const last = tried[tried.length - 1];
  return (
    <div className="flex flex-col gap-3">
      {paragraphs(module.content).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,440px)_1fr]">
        <PracticeBoard
          fen={shown?.fen ?? position.fen}
          orientation={sideToMove(position.fen)}
          lastMove={shown?.lastMove}
          disabled={done || judging}
          onMove={onMove}
          announcement={announcement}
        />
        <div className="flex flex-col gap-3">
          <p className="text-sm text-muted" data-testid="position-counter">
            Position {current + 1} of {module.positions.length}
          </p>
          <p className="font-semibold" data-testid="position-task">
            {position.task}
          </p>
          {revealedHere ? (
            <div
              className="rounded-lg border border-amber-500 bg-amber-500/10 p-3"
              data-testid="position-feedback"
              data-result="revealed"
            >
              <p className="font-semibold">The answer{reveal.answerSan ? `: ${reveal.answerSan}` : ''}</p>
              <p className="text-sm">{reveal.explanation}</p>
            </div>
          ) : solvedHere ? (
            <div
              className="rounded-lg border border-green-600 bg-green-600/10 p-3"
              data-testid="position-feedback"
              data-result="correct"
            >
              <p className="font-semibold">{MSG_CORRECT}</p>
              <p className="text-sm">{reveal.explanation}</p>
            </div>
          ) : (
            last !== undefined && (
              <p
                className="rounded-lg border border-red-600 bg-red-600/10 p-3 font-semibold"
                data-testid="position-feedback"
                data-result="wrong"
              >
                {MSG_NOT_RIGHT}
              </p>
            )
          )}
          {!done && wrong >= HINT_AFTER_WRONG && reveal.hintSquares && (
            <p className="rounded-lg border border-amber-500 bg-amber-500/10 p-3 text-sm" data-testid="position-hint">
              {squaresHint(reveal.hintSquares)}
            </p>
          )}
          {error && (
            <p role="alert" className="text-sm text-red-600">
              {error}
            </p>
          )}
          <CoachSlot
            context="lesson"
            fen={shown?.fen ?? position.fen}
            lastMove={
              last === undefined ? null : { fen: position.fen, move: last, correct: solvedHere, attempt: tried.length }
            }
            attempts={wrong}
            topic={module.title}
          />
          <div className="mt-auto flex flex-wrap gap-2">
            {!done && (
              <Button variant="ghost" onClick={showAnswer} disabled={judging}>
                {SHOW_ANSWER}
              </Button>
            )}
            <Button variant="secondary" onClick={() => setCurrent((c) => c - 1)} disabled={current === 0}>
              Previous position
            </Button>
            <Button
              variant={done ? 'primary' : 'secondary'}
              onClick={() => setCurrent((c) => c + 1)}
              disabled={current >= module.positions.length - 1}
            >
              Next position
            </Button>
          </div>
          <p className="text-sm text-muted">
            Solved {solved.filter(Boolean).length} of {module.positions.length}
            {revealed.some(Boolean) ? ` · answer shown ${revealed.filter((r, i) => r && !solved[i]).length}` : ''}
          </p>
        </div>
      </div>
    </div>
  );
}
