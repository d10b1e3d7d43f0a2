// The guided-practice player's panels (docs/lessons.md, "Guided practice"): counters and the step timer, the step
// panel with Continue and the choices, the explanation panel after a computer move, and the
// session summary.

import type { StepExplanation } from '@/components/board/chess-board';
import { Button } from '@/components/ui/button';
import { CheckIcon, CloseIcon, TimerIcon } from '@/components/ui/icons';

import type { GuidedStep } from '../../api/schemas';
import { wrongChoiceMessage, type ComputerExplanation, type GuidedState } from '../../model/guided-practice';
import type { SessionSummary } from '../../model/guided-summary';

export function Counters({ state, total }: { state: GuidedState; total: number }) {
  return (
    <div className="flex flex-wrap items-center gap-4 text-sm" data-testid="guided-counters">
      <span data-testid="guided-step-counter">
        Step {Math.min(state.stepIndex + 1, total)} of {total}
      </span>
      <span className="inline-flex items-center gap-1 text-green-700 dark:text-green-400" data-testid="guided-correct">
        <CheckIcon width={16} height={16} />
        Correct: {state.correct}
      </span>
      <span className="inline-flex items-center gap-1 text-red-700 dark:text-red-400" data-testid="guided-mistakes">
        <CloseIcon width={16} height={16} />
        Mistakes: {state.mistakes}
      </span>
      {state.timeLeft !== null && (
        <span
          className={`inline-flex items-center gap-1 ${state.timeLeft <= 10 ? 'font-semibold text-red-600' : 'text-muted'}`}
          data-testid="guided-timer"
          aria-live="off"
        >
          <TimerIcon width={16} height={16} />
          {Math.floor(state.timeLeft / 60)}:{String(state.timeLeft % 60).padStart(2, '0')}
        </span>
      )}
    </div>
  );
}

interface StepPanelProps {
  step: GuidedStep;
  kind: string;
  state: GuidedState;
  continueLabel: string;
  /** A choice is with the server. */
  judging?: boolean;
  onChoose: (index: number) => void;
  onContinue: () => void;
}

export function StepPanel({ step, kind, state, continueLabel, judging, onChoose, onContinue }: StepPanelProps) {
  const choices = step.choices ?? [];
  const verdict = state.choiceVerdict;
  const revealed = state.phase === 'revealed';
  const waits = kind === 'explanation' || kind === 'choice' || revealed;
  const canContinue = revealed || (state.phase === 'ready' && (kind !== 'choice' || verdict?.correct === true));
  return (
    <section
      className="rounded-xl border border-line bg-surface p-4"
      aria-labelledby="guided-step-title"
      data-testid="guided-step"
      data-step-type={kind}
    >
      <h3 id="guided-step-title" className="font-semibold">
        {step.title}
      </h3>
      <p className="mt-1 text-sm">{step.description}</p>
      {kind === 'computer-move' && state.phase === 'ready' && (
        <p className="mt-2 text-sm text-muted" role="status">
          The computer is thinking…
        </p>
      )}
      {kind === 'choice' && (
        <div className="mt-3 flex flex-col gap-2" role="group" aria-label="Choices">
          {choices.map((c, i) => (
            <button
              key={c.text}
              type="button"
              aria-pressed={state.choice === i}
              onClick={() => onChoose(i)}
              disabled={state.phase !== 'ready' || judging || verdict?.correct === true}
              className={`rounded-lg border px-3 py-2 text-left text-sm ${choiceClass(state.choice === i, verdict?.correct)}`}
            >
              {c.text}
            </button>
          ))}
          {verdict && (
            <p
              className={`rounded-lg p-3 text-sm ${verdict.correct ? 'bg-green-500/10 text-green-800 dark:text-green-300' : 'bg-amber-500/10 text-amber-800 dark:text-amber-300'}`}
              data-testid="choice-explanation"
              data-correct={verdict.correct}
              role="status"
            >
              {verdict.correct ? verdict.explanation : wrongChoiceMessage(verdict.explanation)}
            </p>
          )}
        </div>
      )}
      {waits && (
        <Button className="mt-3" onClick={onContinue} disabled={!canContinue} data-testid="guided-continue">
          {continueLabel}
        </Button>
      )}
    </section>
  );
}

function choiceClass(chosen: boolean, correct: boolean | undefined): string {
  if (!chosen) return 'border-line hover:border-accent';
  return correct ? 'border-green-600 bg-green-500/10' : 'border-amber-600 bg-amber-500/10';
}

/** The step's explanation box, beside the board in the side column (it never narrows the board). */
export function RevealPanel({ explanation }: { explanation: StepExplanation }) {
  return (
    <section
      role="note"
      className="rounded-xl border border-green-600/40 bg-green-500/5 p-4 text-sm"
      data-testid="board-explanation"
      data-position={explanation.position}
    >
      <h3 className="font-semibold">{explanation.title}</h3>
      <p className="mt-1">{explanation.description}</p>
    </section>
  );
}

export function ComputerPanel({ computer }: { computer: ComputerExplanation }) {
  return (
    <section
      className="rounded-xl border border-sky-600/40 bg-sky-500/5 p-4"
      aria-label="Computer move explanation"
      data-testid="computer-explanation"
      data-source={computer.source}
    >
      <h3 className="font-semibold">The computer played {computer.san}</h3>
      <p className="mt-1 text-sm" data-testid="computer-explanation-text" aria-busy={computer.explanation === null}>
        {computer.explanation ?? 'Explaining the move…'}
      </p>
      {computer.alternatives.length > 0 && (
        <div className="mt-2 text-sm">
          <p className="font-semibold">Alternatives</p>
          <ul className="list-inside list-disc" data-testid="computer-alternatives">
            {computer.alternatives.map((a) => (
              <li key={a.san}>
                <span className="font-mono">{a.san}</span>: {a.why}
              </li>
            ))}
          </ul>
        </div>
      )}
      {computer.teachingPoint && (
        <p className="mt-2 rounded-lg bg-surface-2 p-2 text-sm" data-testid="teaching-point">
          <span className="font-semibold">Teaching point: </span>
          {computer.teachingPoint}
        </p>
      )}
    </section>
  );
}

export function SummaryPanel({ summary, complete }: { summary: SessionSummary; complete: boolean }) {
  const percent = Math.round(summary.successRate * 100);
  return (
    <section
      className="rounded-xl border border-line bg-surface p-4"
      aria-labelledby="guided-summary-title"
      data-testid="guided-summary"
    >
      <h3 id="guided-summary-title" className="font-semibold">
        {complete ? 'Practice complete' : 'Session summary'}
      </h3>
      <dl className="mt-2 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted">Success rate</dt>
          <dd
            data-testid="success-rate"
            data-tone={summary.tone}
            className={`text-lg font-bold ${summary.tone === 'good' ? 'text-green-700 dark:text-green-400' : 'text-amber-700 dark:text-amber-400'}`}
          >
            {percent}%
          </dd>
        </div>
        <div>
          <dt className="text-muted">Correct / mistakes</dt>
          <dd className="text-lg font-bold">
            {summary.correct} / {summary.mistakes}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Average think time</dt>
          <dd className="text-lg font-bold">{summary.averageThinkTime} s</dd>
        </div>
        <div>
          <dt className="text-muted">Recommended level</dt>
          <dd className="text-lg font-bold" data-testid="recommended-level">
            {summary.recommendedLevel}
          </dd>
        </div>
      </dl>
      {summary.strongAreas.length > 0 && (
        <div className="mt-2 text-sm" data-testid="strong-areas">
          <span className="font-semibold">Strong areas: </span>
          {summary.strongAreas.join(', ')}
        </div>
      )}
      {summary.improvementAreas.length > 0 && (
        <div className="mt-1 text-sm" data-testid="improvement-areas">
          <span className="font-semibold">Areas to improve: </span>
          {summary.improvementAreas.join(', ')}
        </div>
      )}
      <p className="mt-2 text-sm font-medium" data-testid="session-feedback">
        {summary.feedback}
      </p>
    </section>
  );
}
