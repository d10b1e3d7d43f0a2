// The guided-practice player (docs/lessons.md, "Guided practice"): progress bar, correct and mistake counters, the
// step timer, the step panel, the learning objectives, the board, Help with its five hints, the explanation panel
// after each computer move, and the session summary once correct + mistakes > 3. The lesson's GET carries no
// answer: each move and choice is judged by the server (GuidedJudge), and a step's arrows, tooltip and
// explanation box show only after its right move (or Show me, Help's last hint), until Continue.

import { useEffect, useMemo, useReducer, useRef, useState } from 'react';

import { HelpPanel } from '@/components/board/help-panel';
import { NOTICE_MS } from '@/components/board/restricted-moves';
import { useHelp } from '@/components/board/use-help';
import { PracticeBoard, type PracticeMove } from '@/components/practice/practice-board';
import { Button } from '@/components/ui/button';
import { loadFen, playUci, sideToMove } from '@/lib/chess';
import { CoachSlot, type CoachMove } from '@/lib/coach-slot';
import { playSound } from '@/lib/sound/sound-manager';

import type { GuidedJudge } from '../../api/post-guided';
import type { GuidedPractice } from '../../api/schemas';
import {
  answerHighlights,
  bestMoveOf,
  stepArrows,
  stepExplanation,
  stepHighlights,
  stepTooltips,
} from '../../model/guidance';
import {
  ADVANCE_AFTER_COMPUTER_MS,
  ADVANCE_AFTER_CORRECT_MS,
  continueLabel,
  guidedReducer,
  initialGuided,
  stepKind,
  type GuidedState,
} from '../../model/guided-practice';
import { showsSummary, summarise } from '../../model/guided-summary';
import { ProgressBar } from '../parts';
import { StepLoadingError } from './guided-errors';
import { ComputerPanel, Counters, RevealPanel, StepPanel, SummaryPanel } from './guided-panels';
import { DEFAULT_PRACTICE_LEVEL, useComputerStep } from './use-computer-step';
import { useExplanationOverlay } from './use-explanation-overlay';

const FEEDBACK_CLASSES: Record<string, string> = {
  correct: 'text-green-700 dark:text-green-400',
  time: 'text-amber-700 dark:text-amber-400',
  hint: 'text-sky-700 dark:text-sky-400',
  'wrong-piece': 'text-amber-700 dark:text-amber-400',
  blocked: 'text-red-700 dark:text-red-400',
  illegal: 'text-red-700 dark:text-red-400',
};

function useTimers(
  state: GuidedState,
  dispatch: (e: { type: 'advance' | 'tick'; at: number }) => void,
  advanceMs: number,
) {
  useEffect(() => {
    if (state.phase !== 'advancing') return;
    const t = setTimeout(() => dispatch({ type: 'advance', at: Date.now() }), advanceMs);
    return () => clearTimeout(t);
  }, [state.phase, state.stepIndex, state.ply, advanceMs, dispatch]);

  const ticking = state.phase === 'ready' && state.timeLeft !== null && state.timeLeft > 0;
  useEffect(() => {
    if (!ticking) return;
    const t = setInterval(() => dispatch({ type: 'tick', at: Date.now() }), 1_000);
    return () => clearInterval(t);
  }, [ticking, state.stepIndex, dispatch]);
}

export const MSG_JUDGE_FAILED = 'The server could not judge that. Try again.';

/** The position after a legal UCI move (the board hands only legal ones). */
function fenAfterMove(fen: string, uci: string): string {
  const chess = loadFen(fen);
  if (chess && playUci(chess, uci)) return chess.fen();
  return fen;
}

export interface GuidedPlayerProps {
  /** Already checked by practiceProblem: a legal initialFen and at least one step. */
  practice: GuidedPractice;
  /** Judges the moves and choices (the lesson's guided routes). */
  judge: GuidedJudge;
  onComplete?: () => void;
}

export function GuidedPracticePlayer({ practice, judge, onComplete }: GuidedPlayerProps) {
  const steps = practice.steps ?? [];
  const reducer = useMemo(() => guidedReducer(practice), [practice]);
  const [state, dispatch] = useReducer(reducer, practice, (p) => initialGuided(p, Date.now()));
  const step = steps[state.stepIndex];
  const kind = stepKind(step);
  const complete = state.phase === 'complete';
  const baseLevel = practice.botLevel ?? DEFAULT_PRACTICE_LEVEL;

  useComputerStep(practice, state, dispatch);
  useTimers(state, dispatch, kind === 'computer-move' ? ADVANCE_AFTER_COMPUTER_MS : ADVANCE_AFTER_CORRECT_MS);

  // While a move or a choice is with the server, the board and the choices wait.
  const [judging, setJudging] = useState(false);
  const [judgeError, setJudgeError] = useState<string | null>(null);
  // A verdict belongs to the step visit it was asked in (a restart drops it).
  const visit = useRef(0);
  const userTurn = state.phase === 'ready' && kind === 'user-move' && !judging;
  const overlay = useExplanationOverlay(state.computer);
  const stepIndex = state.stepIndex;
  const help = useHelp({
    fen: state.fen,
    active: userTurn,
    findBest: (fen) =>
      judge
        .solution(stepIndex)
        .then((solution) => bestMoveOf(fen, solution.move))
        .catch(() => null),
  });
  useEffect(() => {
    visit.current += 1;
    setJudging(false);
    setJudgeError(null);
  }, [state.stepIndex, state.ply, state.phase]);

  /** Sends a question to the server; `then` runs only if the learner is still where it was asked. */
  function ask<T>(question: Promise<T>, then: (answer: T) => void) {
    const asked = visit.current;
    setJudging(true);
    setJudgeError(null);
    question
      .then((answer) => {
        if (visit.current !== asked) return;
        setJudging(false);
        then(answer);
      })
      .catch((error: unknown) => {
        if (visit.current !== asked) return;
        console.warn('guided practice: the server did not judge', error);
        setJudging(false);
        setJudgeError(MSG_JUDGE_FAILED);
      });
  }

  // A refused move shakes the board (0.4 s) and vibrates; its notice goes after 1.5 s.
  const [shaking, setShaking] = useState(false);
  // The coach panel (through the slot) hears each move the player tries at a step.
  const [coachMove, setCoachMove] = useState<CoachMove | null>(null);
  const [noticeGone, setNoticeGone] = useState(0);
  const feedback = state.feedback;
  useEffect(() => {
    if (!feedback) return;
    if (feedback.kind === 'blocked' || feedback.kind === 'illegal') {
      setShaking(true);
      navigator.vibrate?.(feedback.vibrate);
      playSound('puzzleError');
      const stop = setTimeout(() => setShaking(false), 400);
      const hide = setTimeout(() => setNoticeGone(state.feedbackSerial), NOTICE_MS);
      return () => {
        clearTimeout(stop);
        clearTimeout(hide);
      };
    }
    playSound(feedback.kind === 'correct' ? 'move' : feedback.kind === 'time' ? 'click' : 'puzzleError');
    // Only a new feedback (its serial) starts this over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.feedbackSerial]);

  // The session's end is celebrated once, when the last step is done.
  const reported = useRef(false);
  useEffect(() => {
    if (!complete) {
      reported.current = false;
      return;
    }
    if (reported.current) return;
    reported.current = true;
    playSound('lessonComplete');
    onComplete?.();
  }, [complete, onComplete]);

  const summary = summarise(state, Object.values(state.records), baseLevel);
  const onMove = (move: PracticeMove) => {
    if (!userTurn) return;
    const fen = state.fen;
    const attempt = state.mistakes + 1;
    ask(judge.move(stepIndex, move.uci), (verdict) => {
      setCoachMove({ fen, move: move.uci, correct: verdict.correct, attempt });
      // The lesson goes on with its own line when the server names another right move.
      const line = verdict.correct && verdict.lineMove ? bestMoveOf(fen, verdict.lineMove) : null;
      const played = line ?? move;
      dispatch({
        type: 'move',
        from: played.from,
        to: played.to,
        fenAfter: fenAfterMove(fen, played.uci),
        at: Date.now(),
        verdict,
        lineSan: line?.san,
      });
    });
  };
  const onChoose = (index: number) => {
    if (state.phase !== 'ready' || kind !== 'choice' || judging) return;
    ask(judge.choice(stepIndex, index), (verdict) => dispatch({ type: 'choose', index, verdict }));
  };

  if (state.phase === 'step-error') {
    return <StepLoadingError detail={state.error} onRestart={() => dispatch({ type: 'restart', at: Date.now() })} />;
  }

  const answer = feedback ? answerHighlights(feedback.kind, state.hintSquares) : [];
  const showFeedback =
    feedback && !((feedback.kind === 'blocked' || feedback.kind === 'illegal') && noticeGone === state.feedbackSerial);
  const progress = complete ? 100 : (state.stepIndex / steps.length) * 100;
  // On the board: what a right move revealed, else the step's own guidance while it is the
  // learner's turn (the server sends a user-move step none of its answer).
  const guidance = state.reveal ?? (state.phase === 'ready' && kind === 'user-move' ? step : undefined);
  const explanation = stepExplanation(state.reveal ?? (kind === 'user-move' ? undefined : step));

  return (
    <div className="flex flex-col gap-4" data-testid="guided-player" data-phase={state.phase}>
      <div className="flex flex-col gap-2">
        <ProgressBar value={progress} label="Guided practice progress" />
        <Counters state={state} total={steps.length} />
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,28rem)_1fr]">
        <div className={shaking ? 'board-shake' : ''} data-testid="guided-board" data-shaking={shaking}>
          <PracticeBoard
            fen={state.fen}
            orientation={sideToMove(practice.initialFen ?? state.fen)}
            disabled={!userTurn}
            lastMove={state.lastMove}
            arrows={stepArrows(guidance)}
            highlights={[...stepHighlights(guidance), ...overlay, ...answer, ...help.highlights]}
            tooltips={stepTooltips(guidance)}
            onMove={onMove}
            onIllegalMove={() => userTurn && dispatch({ type: 'illegal', from: '', to: '' })}
            announcement={feedback?.message ?? ''}
          />
          <p
            className={`mt-2 min-h-6 text-sm font-medium ${feedback ? FEEDBACK_CLASSES[feedback.kind] : ''}`}
            role="status"
            data-testid="guided-feedback"
            data-kind={showFeedback ? feedback?.kind : ''}
          >
            {showFeedback ? feedback?.message : ''}
          </p>
          {judgeError && (
            <p className="text-sm text-red-700 dark:text-red-400" role="alert" data-testid="guided-judge-error">
              {judgeError}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-3">
          {!complete && step && kind && (
            <StepPanel
              step={step}
              kind={kind}
              state={state}
              continueLabel={continueLabel(practice, state)}
              judging={judging}
              onChoose={onChoose}
              onContinue={() => dispatch({ type: 'continue', at: Date.now() })}
            />
          )}
          {explanation && <RevealPanel explanation={explanation} />}
          {userTurn && <HelpPanel help={help} active={userTurn} />}
          {!complete && (
            <CoachSlot
              context="lesson"
              fen={state.fen}
              lastMove={coachMove}
              attempts={state.mistakes}
              topic={practice.theme}
            />
          )}
          {state.computer && <ComputerPanel computer={state.computer} />}
          {(showsSummary(state) || complete) && <SummaryPanel summary={summary} complete={complete} />}
          {complete && (
            <Button
              variant="secondary"
              className="self-start"
              onClick={() => dispatch({ type: 'restart', at: Date.now() })}
            >
              Practice Again
            </Button>
          )}
          {practice.objectives.length > 0 && (
            <section className="text-sm" aria-labelledby="guided-objectives">
              <h3 id="guided-objectives" className="font-semibold">
                Learning objectives{practice.theme ? `: ${practice.theme}` : ''}
              </h3>
              <ul className="list-inside list-disc">
                {practice.objectives.map((o) => (
                  <li key={o}>{o}</li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
    </div>
  );
}
