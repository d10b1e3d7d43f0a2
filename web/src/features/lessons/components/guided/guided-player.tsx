// The guided-practice player (docs/lessons.md, "Guided practice"): progress bar, correct and mistake counters, the
// step timer, the step panel, the learning objectives, the board with the step's arrows,
// highlights, tooltip and explanation box, Help with its five hints, the explanation panel after
// each computer move, and the session summary once correct + mistakes > 3. Nothing is sent from
// here: the server counts practice from its own rows (the lesson's completion, practice positions).

import { useEffect, useMemo, useReducer, useRef, useState } from 'react';

import { HelpPanel } from '@/components/board/help-panel';
import { NOTICE_MS } from '@/components/board/restricted-moves';
import { useHelp } from '@/components/board/use-help';
import { PracticeBoard, type PracticeMove } from '@/components/practice/practice-board';
import { Button } from '@/components/ui/button';
import { loadFen, playUci, sideToMove } from '@/lib/chess';
import { CoachSlot, type CoachMove } from '@/lib/coach-slot';
import { playSound } from '@/lib/sound/sound-manager';

import type { GuidedPractice } from '../../api/schemas';
import {
  answerHighlights,
  isAllowed,
  stepArrows,
  stepBestMove,
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
import { ComputerPanel, Counters, StepPanel, SummaryPanel } from './guided-panels';
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

/** The position after a legal UCI move (the board hands only legal ones). */
function fenAfterMove(fen: string, uci: string): string {
  const chess = loadFen(fen);
  if (chess && playUci(chess, uci)) return chess.fen();
  return fen;
}

export interface GuidedPlayerProps {
  /** Already checked by practiceProblem: a legal initialFen and at least one step. */
  practice: GuidedPractice;
  onComplete?: () => void;
}

export function GuidedPracticePlayer({ practice, onComplete }: GuidedPlayerProps) {
  const steps = practice.steps ?? [];
  const reducer = useMemo(() => guidedReducer(practice), [practice]);
  const [state, dispatch] = useReducer(reducer, practice, (p) => initialGuided(p, Date.now()));
  const step = steps[state.stepIndex];
  const kind = stepKind(step);
  const complete = state.phase === 'complete';
  const baseLevel = practice.botLevel ?? DEFAULT_PRACTICE_LEVEL;

  useComputerStep(practice, state, dispatch);
  useTimers(state, dispatch, kind === 'computer-move' ? ADVANCE_AFTER_COMPUTER_MS : ADVANCE_AFTER_CORRECT_MS);

  const userTurn = state.phase === 'ready' && kind === 'user-move';
  const overlay = useExplanationOverlay(state.computer);
  const help = useHelp({
    fen: state.fen,
    active: userTurn,
    findBest: async (fen) => (step ? stepBestMove(step, fen) : null),
  });

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
    if (step)
      setCoachMove({
        fen: state.fen,
        move: move.uci,
        correct: isAllowed(step, move.from, move.to),
        attempt: state.mistakes + 1,
      });
    dispatch({
      type: 'move',
      from: move.from,
      to: move.to,
      fenAfter: fenAfterMove(state.fen, move.uci),
      at: Date.now(),
    });
  };

  if (state.phase === 'step-error') {
    return <StepLoadingError detail={state.error} onRestart={() => dispatch({ type: 'restart', at: Date.now() })} />;
  }

  const answer =
    feedback && step && (feedback.kind === 'hint' || feedback.kind === 'wrong-piece')
      ? answerHighlights(step, feedback.kind)
      : [];
  const showFeedback =
    feedback && !((feedback.kind === 'blocked' || feedback.kind === 'illegal') && noticeGone === state.feedbackSerial);
  const progress = complete ? 100 : (state.stepIndex / steps.length) * 100;
  const guidance = userTurn ? step : undefined;

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
            explanation={stepExplanation(step)}
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
        </div>
        <div className="flex flex-col gap-3">
          {!complete && step && kind && (
            <StepPanel
              step={step}
              kind={kind}
              state={state}
              continueLabel={continueLabel(practice, state)}
              onChoose={(index) => dispatch({ type: 'choose', index })}
              onContinue={() => dispatch({ type: 'continue', at: Date.now() })}
            />
          )}
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
