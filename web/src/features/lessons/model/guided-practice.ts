// The guided-practice player's state machine (docs/lessons.md, "Guided practice"): user-move steps
// and choices judged by the server (the view posts them and hands the verdict in: the lesson's GET
// carries no answer), what a right move reveals held until Continue, computer-move steps played by
// the view (a scripted move, the server's reply, or the educational bot) and reported back,
// explanation and choice steps that wait for Continue, a choice that jumps to its nextStep, step
// timers, and the counters the session summary is made of. Pure: the view schedules the delays
// (advance 0.2 s after a right move that reveals nothing, 0.3 s after the computer's).

import type { RestrictedOutcome } from '@/components/board/restricted-moves';
import { restrictMove } from '@/components/board/restricted-moves';

import type { GuidedChoiceVerdict, GuidedMoveVerdict, GuidedPractice, GuidedReveal, GuidedStep } from '../api/schemas';
import type { StepRecord } from './guided-summary';

export const ADVANCE_AFTER_CORRECT_MS = 200;
export const ADVANCE_AFTER_COMPUTER_MS = 300;
export const MSG_CORRECT_MOVE = 'Correct!';
export const lineMoveMessage = (san: string) => `Correct! The lesson goes on with ${san}.`;
export const wrongChoiceMessage = (explanation: string) => `Not this one: ${explanation}`;
export const MSG_TIME_UP = "Time's up! Take your time, or ask for Help.";

export type StepKind = 'user-move' | 'computer-move' | 'explanation' | 'choice';

/** The explanation panel after a computer move. */
export interface ComputerExplanation {
  ply: number;
  san: string;
  uci: string;
  /** Null while the explanation is being fetched. */
  explanation: string | null;
  alternatives: { san: string; uci?: string; why: string }[];
  teachingPoint: string | null;
  source: 'scripted' | 'bot' | 'fallback';
}

export type Feedback = { kind: 'correct' | 'time'; message: string } | Exclude<RestrictedOutcome, { kind: 'play' }>;

export type Phase =
  /** Waiting for the player (a move, Continue or a choice) or, on a computer step, for its move. */
  | 'ready'
  /** A step is done; the view advances after its delay. */
  | 'advancing'
  /** A right move showed what the step reveals; Continue moves on. */
  | 'revealed'
  | 'complete'
  | 'step-error';

export interface GuidedState {
  stepIndex: number;
  fen: string;
  lastMove?: [string, string];
  ply: number;
  phase: Phase;
  correct: number;
  mistakes: number;
  /** Per user-move step id, in the order reached. */
  records: Record<string, StepRecord>;
  stepStartedAt: number;
  /** Seconds left on a timed step; null when the step has no timer. */
  timeLeft: number | null;
  choice: number | null;
  /** The server's verdict on the last choice made at this step. */
  choiceVerdict: GuidedChoiceVerdict | null;
  /** What the last right move revealed (arrows, highlights, tooltip, explanation), until the next step. */
  reveal: GuidedReveal | null;
  /** The computer's reply the server sent with the last right move: the next step's move. */
  reply: string | null;
  /** The squares the server named with a wrong move's answer. */
  hintSquares: string[];
  feedback: Feedback | null;
  /** Bumped on each feedback, so the view restarts the shake even for the same text. */
  feedbackSerial: number;
  computer: ComputerExplanation | null;
  error: string | null;
}

export type GuidedEvent =
  /**
   * A judged move: `from`/`to`/`fenAfter` are what stands on the board afterwards (the lesson's
   * line move when the server names one), `lineSan` that move's SAN.
   */
  | {
      type: 'move';
      from: string;
      to: string;
      fenAfter: string;
      at: number;
      verdict: GuidedMoveVerdict;
      lineSan?: string;
    }
  | { type: 'illegal'; from: string; to: string }
  | { type: 'computerMoved'; from: string; to: string; fenAfter: string; explanation: Omit<ComputerExplanation, 'ply'> }
  | {
      type: 'computerExplained';
      ply: number;
      explanation: string;
      alternatives?: ComputerExplanation['alternatives'];
      teachingPoint?: string | null;
    }
  | { type: 'stepError'; message: string }
  | { type: 'choose'; index: number; verdict: GuidedChoiceVerdict }
  | { type: 'continue'; at: number }
  | { type: 'advance'; at: number }
  | { type: 'tick'; at: number }
  | { type: 'restart'; at: number };

export function stepKind(step: GuidedStep | undefined): StepKind | null {
  const t = step?.stepType;
  return t === 'user-move' || t === 'computer-move' || t === 'explanation' || t === 'choice' ? t : null;
}

function enterStep(state: GuidedState, steps: readonly GuidedStep[], index: number, at: number): GuidedState {
  if (index >= steps.length) return { ...state, phase: 'complete', timeLeft: null, choice: null, reveal: null };
  const step = steps[index];
  const kind = stepKind(step);
  const base = {
    ...state,
    stepIndex: index,
    stepStartedAt: at,
    choice: null,
    choiceVerdict: null,
    reveal: null,
    reply: kind === 'computer-move' ? state.reply : null,
    hintSquares: [],
    feedback: null,
    timeLeft: step?.timeLimit && step.timeLimit > 0 ? step.timeLimit : null,
  };
  if (!step || !kind)
    return {
      ...base,
      phase: 'step-error',
      error: `Step ${index + 1} has an unknown type${step ? ` "${step.stepType}"` : ''}.`,
    };
  if (kind === 'choice' && (step.choices ?? []).length === 0)
    return { ...base, phase: 'step-error', error: `Step "${step.title}" has no choices.` };
  return { ...base, phase: 'ready', error: null };
}

export function initialGuided(practice: GuidedPractice, at: number): GuidedState {
  const state: GuidedState = {
    stepIndex: 0,
    fen: practice.initialFen ?? '',
    ply: 0,
    phase: 'ready',
    correct: 0,
    mistakes: 0,
    records: {},
    stepStartedAt: at,
    timeLeft: null,
    choice: null,
    choiceVerdict: null,
    reveal: null,
    reply: null,
    hintSquares: [],
    feedback: null,
    feedbackSerial: 0,
    computer: null,
    error: null,
  };
  return enterStep(state, practice.steps ?? [], 0, at);
}

function record(state: GuidedState, step: GuidedStep): StepRecord {
  return state.records[step.id] ?? { title: step.title, mistakes: 0, solved: false };
}

/** Where a step leads when it is done: its choice's nextStep, onCorrectMove, or the next in order. */
function nextIndex(steps: readonly GuidedStep[], from: number, target: string | undefined): number | 'missing' {
  if (!target) return from + 1;
  const i = steps.findIndex((s) => s.id === target);
  return i < 0 ? 'missing' : i;
}

function goTo(state: GuidedState, steps: readonly GuidedStep[], target: string | undefined, at: number): GuidedState {
  const next = nextIndex(steps, state.stepIndex, target);
  if (next === 'missing') return { ...state, phase: 'step-error', error: `The next step "${target}" does not exist.` };
  return enterStep(state, steps, next, at);
}

export function guidedReducer(practice: GuidedPractice) {
  const steps = practice.steps ?? [];
  return (state: GuidedState, event: GuidedEvent): GuidedState => {
    const step = steps[state.stepIndex];
    const kind = stepKind(step);
    switch (event.type) {
      case 'move': {
        if (state.phase !== 'ready' || kind !== 'user-move' || !step) return state;
        const rec = record(state, step);
        const verdict = event.verdict;
        if (verdict.correct) {
          const reveal = verdict.reveal && revealsSomething(verdict.reveal) ? verdict.reveal : null;
          return {
            ...state,
            fen: event.fenAfter,
            lastMove: [event.from, event.to],
            ply: state.ply + 1,
            phase: reveal ? 'revealed' : 'advancing',
            correct: state.correct + 1,
            records: {
              ...state.records,
              [step.id]: { ...rec, solved: true, thinkMs: Math.max(0, event.at - state.stepStartedAt) },
            },
            reveal,
            reply: verdict.reply ?? null,
            hintSquares: [],
            feedback: { kind: 'correct', message: event.lineSan ? lineMoveMessage(event.lineSan) : MSG_CORRECT_MOVE },
            feedbackSerial: state.feedbackSerial + 1,
            timeLeft: null,
          };
        }
        // The server's answer to a legal move off the list: wrong-piece, blocked or hint.
        const outcome = restrictMove({ from: event.from, to: event.to, legal: true }, [], () =>
          verdict.answer === 'wrong-piece' || verdict.answer === 'hint' ? verdict.answer : 'blocked',
        );
        return { ...mistake(state, step, outcome), hintSquares: verdict.hintSquares ?? [] };
      }
      case 'illegal': {
        if (state.phase !== 'ready' || kind !== 'user-move' || !step) return state;
        return mistake(state, step, restrictMove({ from: event.from, to: event.to, legal: false }, []));
      }
      case 'computerMoved': {
        if (state.phase !== 'ready' || kind !== 'computer-move') return state;
        const ply = state.ply + 1;
        return {
          ...state,
          fen: event.fenAfter,
          lastMove: [event.from, event.to],
          ply,
          phase: 'advancing',
          computer: { ...event.explanation, ply },
          timeLeft: null,
        };
      }
      case 'computerExplained': {
        if (!state.computer || state.computer.ply !== event.ply) return state;
        return {
          ...state,
          computer: {
            ...state.computer,
            explanation: event.explanation,
            alternatives: event.alternatives ?? state.computer.alternatives,
            teachingPoint: event.teachingPoint === undefined ? state.computer.teachingPoint : event.teachingPoint,
          },
        };
      }
      case 'stepError':
        return state.phase === 'complete' ? state : { ...state, phase: 'step-error', error: event.message };
      case 'choose': {
        if (state.phase !== 'ready' || kind !== 'choice' || !step?.choices?.[event.index]) return state;
        return { ...state, choice: event.index, choiceVerdict: event.verdict };
      }
      case 'continue': {
        if (!step) return state;
        if (state.phase === 'revealed') return goTo(state, steps, step.nextStepConditions?.onCorrectMove, event.at);
        if (state.phase !== 'ready') return state;
        if (kind === 'explanation') return goTo(state, steps, undefined, event.at);
        // A choice moves on once the right one is found; a wrong one is answered in words.
        if (kind === 'choice' && state.choiceVerdict?.correct)
          return goTo(state, steps, state.choiceVerdict.nextStep, event.at);
        return state;
      }
      case 'advance': {
        if (state.phase !== 'advancing' || !step) return state;
        return goTo(state, steps, kind === 'user-move' ? step.nextStepConditions?.onCorrectMove : undefined, event.at);
      }
      case 'tick': {
        if (state.phase !== 'ready' || state.timeLeft === null || state.timeLeft <= 0) return state;
        const timeLeft = state.timeLeft - 1;
        if (timeLeft > 0) return { ...state, timeLeft };
        // A timed non-user step moves on at zero (a choice not yet made takes the next
        // step in order); a user-move step waits for the move and says the time is up.
        if (kind === 'user-move') {
          return {
            ...state,
            timeLeft,
            feedback: { kind: 'time', message: MSG_TIME_UP },
            feedbackSerial: state.feedbackSerial + 1,
          };
        }
        if (kind === 'choice' && state.choiceVerdict)
          return goTo({ ...state, timeLeft }, steps, state.choiceVerdict.nextStep, event.at);
        if (kind === 'computer-move') return { ...state, timeLeft };
        return goTo({ ...state, timeLeft }, steps, undefined, event.at);
      }
      case 'restart':
        return initialGuided(practice, event.at);
    }
  };
}

/** Whether a right move's reveal has anything to show (it then waits for Continue). */
export function revealsSomething(reveal: GuidedReveal): boolean {
  return Boolean(
    (reveal.moveArrows?.length ?? 0) > 0 ||
    (reveal.highlightSquares?.length ?? 0) > 0 ||
    reveal.tooltip ||
    reveal.explanation,
  );
}

function mistake(state: GuidedState, step: GuidedStep, outcome: RestrictedOutcome): GuidedState {
  if (outcome.kind === 'play') return state;
  const rec = record(state, step);
  return {
    ...state,
    mistakes: state.mistakes + 1,
    records: { ...state.records, [step.id]: { ...rec, mistakes: rec.mistakes + 1 } },
    feedback: outcome,
    feedbackSerial: state.feedbackSerial + 1,
  };
}

export const MSG_DATA_MISSING = 'Error: Guided practice data is missing.';
export const MSG_STEPS_MISSING = 'Error: Guided practice steps are missing.';
export const MSG_NO_STEPS = 'Error: No guided practice steps found.';
export const MSG_CONFIG_MISSING = 'Error: Guided practice configuration missing.';

/**
 * What is wrong with a module's practice before it can be played (docs/lessons.md, "Guided practice", errors): no
 * configuration at all (the module offers Skip to Next Module), no usable data (no legal starting position), no steps
 * list, or an empty one (each offers Return to Lessons). Null when it can be played.
 */
export function practiceProblem(
  practice: GuidedPractice | undefined,
  fenIsLegal: (fen: string) => boolean,
): string | null {
  if (!practice) return MSG_CONFIG_MISSING;
  if (!practice.initialFen || !fenIsLegal(practice.initialFen)) return MSG_DATA_MISSING;
  if (!practice.steps) return MSG_STEPS_MISSING;
  if (practice.steps.length === 0) return MSG_NO_STEPS;
  return null;
}

/** The Continue button's text (explanation and choice steps, a revealed move): 'Complete Lesson' on the last step. */
export function continueLabel(practice: GuidedPractice, state: GuidedState): string {
  return state.stepIndex === (practice.steps ?? []).length - 1 ? 'Complete Lesson' : 'Continue';
}
