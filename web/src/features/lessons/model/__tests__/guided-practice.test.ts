import { describe, expect, it } from 'vitest';

import { HINT_MESSAGE, NOT_ALLOWED_MESSAGE, WRONG_PIECE_MESSAGE } from '@/components/board/restricted-moves';
import { loadFen, playUci } from '@/lib/chess';

import lesson from '../../../../../../content/lessons/curriculum/beginner-fundamentals/basic-tactics.json';
import { guidedPracticeSchema, type GuidedPractice, type GuidedStep } from '../../api/schemas';
import { resolveComputerMove } from '../computer-move';
import {
  MSG_CONFIG_MISSING,
  MSG_DATA_MISSING,
  MSG_NO_STEPS,
  MSG_STEPS_MISSING,
  MSG_TIME_UP,
  continueLabel,
  guidedReducer,
  initialGuided,
  practiceProblem,
  type GuidedEvent,
  type GuidedState,
} from '../guided-practice';

const module = lesson.modules.find((m) => m.type === 'guided-practice') as { guidedPractice: unknown };
const tactics: GuidedPractice = guidedPracticeSchema.parse(module.guidedPractice);

function after(fen: string, uci: string): string {
  const chess = loadFen(fen)!;
  expect(playUci(chess, uci)).not.toBeNull();
  return chess.fen();
}

function move(state: GuidedState, uci: string, at = 1_000): GuidedEvent {
  return { type: 'move', from: uci.slice(0, 2), to: uci.slice(2, 4), fenAfter: after(state.fen, uci), at };
}

/** Plays the computer step as the view does (the scripted move). */
function computer(state: GuidedState, practice: GuidedPractice): GuidedEvent {
  const step = practice.steps![state.stepIndex]!;
  const m = resolveComputerMove(state.fen, step.computerMove)!;
  return {
    type: 'computerMoved',
    from: m.from,
    to: m.to,
    fenAfter: m.fenAfter,
    explanation: {
      san: m.san,
      uci: m.uci,
      explanation: null,
      alternatives: [],
      teachingPoint: step.description,
      source: 'scripted',
    },
  };
}

function run(practice: GuidedPractice, events: ((s: GuidedState) => GuidedEvent)[]): GuidedState {
  const reduce = guidedReducer(practice);
  let state = initialGuided(practice, 0);
  for (const e of events) state = reduce(state, e(state));
  return state;
}

const advance = () => ({ type: 'advance', at: 2_000 }) as GuidedEvent;
const cont = () => ({ type: 'continue', at: 0 }) as GuidedEvent;

describe('guided practice state machine (basic-tactics)', () => {
  it('starts on the first step at the initial position', () => {
    const s = initialGuided(tactics, 0);
    expect(s.stepIndex).toBe(0);
    expect(s.fen).toBe(tactics.initialFen);
    expect(s.phase).toBe('ready');
  });

  it('an explanation step waits for Continue, then the user-move step starts its timer', () => {
    const s = run(tactics, [cont]);
    expect(s.stepIndex).toBe(1);
    expect(s.timeLeft).toBe(60);
  });

  it("an allowed move counts as correct, plays it and advances on the view's signal", () => {
    const reduce = guidedReducer(tactics);
    let s = run(tactics, [cont]);
    s = reduce(s, move(s, 'f3g5', 4_000));
    expect(s.correct).toBe(1);
    expect(s.phase).toBe('advancing');
    expect(s.lastMove).toEqual(['f3', 'g5']);
    expect(s.records.s2).toMatchObject({ solved: true, mistakes: 0, thinkMs: 4_000 });
    s = reduce(s, advance());
    expect(s.stepIndex).toBe(2);
    expect(tactics.steps![s.stepIndex]!.stepType).toBe('computer-move');
  });

  it('a move with another piece is a mistake answered wrong-piece; the right piece to a wrong square, hint', () => {
    const reduce = guidedReducer(tactics);
    let s = run(tactics, [cont]);
    const fen = s.fen;
    s = reduce(s, move(s, 'd2d3'));
    expect(s.mistakes).toBe(1);
    expect(s.fen).toBe(fen);
    expect(s.phase).toBe('ready');
    expect(s.feedback).toMatchObject({ kind: 'wrong-piece', message: WRONG_PIECE_MESSAGE });
    s = reduce(s, move(s, 'f3h4'));
    expect(s.mistakes).toBe(2);
    expect(s.feedback).toMatchObject({ kind: 'hint', message: HINT_MESSAGE });
    expect(s.records.s2).toMatchObject({ mistakes: 2, solved: false });
  });

  it('an illegal move is blocked with the shake and counts as a mistake', () => {
    const reduce = guidedReducer(tactics);
    let s = run(tactics, [cont]);
    s = reduce(s, { type: 'illegal', from: 'f3', to: 'f5' });
    expect(s.mistakes).toBe(1);
    expect(s.feedback).toMatchObject({
      kind: 'illegal',
      message: NOT_ALLOWED_MESSAGE,
      shake: true,
      vibrate: [100, 50, 100],
    });
  });

  it('a move onto a square marked avoid is blocked', () => {
    const step: GuidedStep = {
      id: 'a',
      title: 'Avoid',
      description: '',
      stepType: 'user-move',
      allowedMoves: [{ from: 'e2', to: 'e4' }],
      highlightSquares: [{ square: 'e3', color: 'avoid' }],
    };
    const practice: GuidedPractice = {
      initialFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
      objectives: [],
      steps: [step],
    };
    const s = run(practice, [(st) => move(st, 'e2e3')]);
    expect(s.feedback).toMatchObject({ kind: 'blocked', message: NOT_ALLOWED_MESSAGE, shake: true });
  });

  it('a computer step takes the move the view reports, keeps the explanation panel, then advances', () => {
    const reduce = guidedReducer(tactics);
    let s = run(tactics, [cont, (st) => move(st, 'f3g5'), advance]);
    s = reduce(s, computer(s, tactics));
    expect(s.lastMove).toEqual(['h7', 'h6']);
    expect(s.computer).toMatchObject({ san: 'h6', explanation: null, ply: 2 });
    s = reduce(s, { type: 'computerExplained', ply: 2, explanation: 'h6 attacks the knight on g5.' });
    expect(s.computer?.explanation).toBe('h6 attacks the knight on g5.');
    // An explanation for an older move is not shown under a newer one.
    expect(reduce(s, { type: 'computerExplained', ply: 1, explanation: 'old' }).computer?.explanation).toBe(
      'h6 attacks the knight on g5.',
    );
    s = reduce(s, advance());
    expect(tactics.steps![s.stepIndex]!.stepType).toBe('choice');
  });

  it('a choice step needs a choice before Continue, and jumps to its nextStep', () => {
    const practice: GuidedPractice = {
      ...tactics,
      steps: [
        {
          id: 'c',
          title: 'Pick',
          description: '',
          stepType: 'choice',
          choices: [{ text: 'A', nextStep: 'z' }, { text: 'B' }],
        },
        { id: 'y', title: 'Y', description: '', stepType: 'explanation' },
        { id: 'z', title: 'Z', description: '', stepType: 'explanation' },
      ],
    };
    const reduce = guidedReducer(practice);
    let s = initialGuided(practice, 0);
    expect(reduce(s, cont()).stepIndex).toBe(0);
    s = reduce(s, { type: 'choose', index: 0 });
    expect(s.choice).toBe(0);
    expect(reduce(s, cont()).stepIndex).toBe(2);
    // Without nextStep: the next step in order.
    expect(reduce(reduce(s, { type: 'choose', index: 1 }), cont()).stepIndex).toBe(1);
  });

  it('a choice leading to a step that does not exist is a step loading error; restart starts over', () => {
    const practice: GuidedPractice = {
      ...tactics,
      steps: [
        { id: 'c', title: 'Pick', description: '', stepType: 'choice', choices: [{ text: 'A', nextStep: 'nowhere' }] },
      ],
    };
    const reduce = guidedReducer(practice);
    let s = reduce(reduce(initialGuided(practice, 0), { type: 'choose', index: 0 }), cont());
    expect(s.phase).toBe('step-error');
    expect(s.error).toContain('nowhere');
    s = reduce(s, { type: 'restart', at: 5 });
    expect(s).toMatchObject({ phase: 'ready', stepIndex: 0, correct: 0, mistakes: 0 });
  });

  it('a timed explanation step moves on at zero; a timed user-move step waits and says the time is up', () => {
    const practice: GuidedPractice = {
      ...tactics,
      steps: [
        { id: 'e', title: 'E', description: '', stepType: 'explanation', timeLimit: 2 },
        {
          id: 'u',
          title: 'U',
          description: '',
          stepType: 'user-move',
          allowedMoves: [{ from: 'f3', to: 'g5' }],
          timeLimit: 1,
        },
      ],
    };
    const reduce = guidedReducer(practice);
    let s = initialGuided(practice, 0);
    s = reduce(s, { type: 'tick', at: 1 });
    expect(s).toMatchObject({ stepIndex: 0, timeLeft: 1 });
    s = reduce(s, { type: 'tick', at: 2 });
    expect(s).toMatchObject({ stepIndex: 1, timeLeft: 1 });
    s = reduce(s, { type: 'tick', at: 3 });
    expect(s).toMatchObject({
      stepIndex: 1,
      timeLeft: 0,
      phase: 'ready',
      feedback: { kind: 'time', message: MSG_TIME_UP },
    });
  });

  it('plays the whole lesson to complete; Continue reads Complete Lesson on the last step', () => {
    const reduce = guidedReducer(tactics);
    let s = initialGuided(tactics, 0);
    let guard = 0;
    while (s.phase !== 'complete' && guard++ < 50) {
      const step = tactics.steps![s.stepIndex]!;
      if (s.phase === 'advancing') s = reduce(s, advance());
      else if (step.stepType === 'user-move') s = reduce(s, move(s, step.suggestedMove!));
      else if (step.stepType === 'computer-move') s = reduce(s, computer(s, tactics));
      else if (step.stepType === 'choice') s = reduce(reduce(s, { type: 'choose', index: 1 }), cont());
      else {
        if (s.stepIndex === tactics.steps!.length - 1) expect(continueLabel(tactics, s)).toBe('Complete Lesson');
        else expect(continueLabel(tactics, s)).toBe('Continue');
        s = reduce(s, cont());
      }
    }
    expect(s.phase).toBe('complete');
    expect(s.correct).toBe(4);
    expect(s.mistakes).toBe(0);
  });

  it("moves are ignored when it is not the player's turn", () => {
    const s = initialGuided(tactics, 0);
    expect(guidedReducer(tactics)(s, move(s, 'f3g5'))).toBe(s);
  });
});

describe('practiceProblem (guided-practice errors)', () => {
  const legal = (fen: string) => loadFen(fen) !== null;
  it('names what is missing', () => {
    expect(practiceProblem(undefined, legal)).toBe(MSG_CONFIG_MISSING);
    expect(practiceProblem({ objectives: [], steps: [] }, legal)).toBe(MSG_DATA_MISSING);
    expect(practiceProblem({ initialFen: 'not a fen', objectives: [], steps: [] }, legal)).toBe(MSG_DATA_MISSING);
    expect(practiceProblem({ initialFen: tactics.initialFen, objectives: [] }, legal)).toBe(MSG_STEPS_MISSING);
    expect(practiceProblem({ initialFen: tactics.initialFen, objectives: [], steps: [] }, legal)).toBe(MSG_NO_STEPS);
    expect(practiceProblem(tactics, legal)).toBeNull();
  });
});
