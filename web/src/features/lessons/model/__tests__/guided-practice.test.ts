import { describe, expect, it } from 'vitest';

import { HINT_MESSAGE, NOT_ALLOWED_MESSAGE, WRONG_PIECE_MESSAGE } from '@/components/board/restricted-moves';
import { loadFen, playUci } from '@/lib/chess';

import lesson from '../../../../../../content/lessons/curriculum/beginner-fundamentals/basic-tactics.json';
import {
  guidedPracticeSchema,
  type GuidedChoiceVerdict,
  type GuidedMoveVerdict,
  type GuidedPractice,
  type GuidedStep,
} from '../../api/schemas';
import { resolveComputerMove } from '../computer-move';
import {
  MSG_CONFIG_MISSING,
  MSG_DATA_MISSING,
  MSG_NO_STEPS,
  MSG_STEPS_MISSING,
  MSG_TIME_UP,
  continueLabel,
  lineMoveMessage,
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

/**
 * The server's verdict on `uci` at `step`, as the guided routes judge it from the content (the
 * judging itself is tested on the server: server/tests/learn/guided_routes_test.cpp).
 */
function verdictFor(step: GuidedStep | undefined, uci: string): GuidedMoveVerdict {
  const moves = step?.allowedMoves ?? [];
  const { moveArrows, highlightSquares, tooltip, explanation } = step ?? {};
  if (moves.some((m) => uci.startsWith(m.from + m.to)))
    return {
      correct: true,
      move: uci,
      san: '',
      reveal: { moveArrows, highlightSquares, tooltip, explanation },
      reply: null,
    };
  const froms = moves.map((m) => m.from);
  if (!froms.includes(uci.slice(0, 2)))
    return { correct: false, move: uci, san: '', answer: 'wrong-piece', hintSquares: froms };
  const warned = (step?.highlightSquares ?? []).some(
    (h) => h.square === uci.slice(2, 4) && (h.color === 'avoid' || h.color === 'bad'),
  );
  if (warned) return { correct: false, move: uci, san: '', answer: 'blocked', hintSquares: [] };
  return { correct: false, move: uci, san: '', answer: 'hint', hintSquares: moves.map((m) => m.to) };
}

function move(state: GuidedState, uci: string, at = 1_000, practice: GuidedPractice = tactics): GuidedEvent {
  const verdict = verdictFor(practice.steps?.[state.stepIndex], uci);
  const fenAfter = verdict.correct ? after(state.fen, uci) : state.fen;
  return { type: 'move', from: uci.slice(0, 2), to: uci.slice(2, 4), fenAfter, at, verdict };
}

const chose = (index: number, correct: boolean, nextStep: string): GuidedEvent => {
  const verdict: GuidedChoiceVerdict = { chosen: index, correct, explanation: correct ? 'Yes.' : 'No.', nextStep };
  return { type: 'choose', index, verdict };
};

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

  it('a right move counts as correct, plays it, shows what the server revealed and waits for Continue', () => {
    const reduce = guidedReducer(tactics);
    let s = run(tactics, [cont]);
    expect(s.reveal).toBeNull();
    s = reduce(s, move(s, 'f3g5', 4_000));
    expect(s.correct).toBe(1);
    expect(s.phase).toBe('revealed');
    expect(s.lastMove).toEqual(['f3', 'g5']);
    expect(s.records.s2).toMatchObject({ solved: true, mistakes: 0, thinkMs: 4_000 });
    expect(s.reveal?.moveArrows?.[0]).toMatchObject({ from: 'f3', to: 'g5' });
    expect(s.reveal?.explanation?.title).toBe('Two attackers, one defender');
    // The view's advance timer does not skip what was revealed.
    expect(reduce(s, advance())).toBe(s);
    s = reduce(s, cont());
    expect(s.stepIndex).toBe(2);
    expect(s.reveal).toBeNull();
    expect(tactics.steps![s.stepIndex]!.stepType).toBe('computer-move');
  });

  it("a right move that reveals nothing advances on the view's signal; the server's reply is kept for the computer step", () => {
    const practice: GuidedPractice = {
      ...tactics,
      steps: [
        { id: 'u', title: 'U', description: '', stepType: 'user-move' },
        { id: 'c', title: 'C', description: '', stepType: 'computer-move' },
        { id: 'e', title: 'E', description: '', stepType: 'explanation' },
      ],
    };
    const reduce = guidedReducer(practice);
    let s = initialGuided(practice, 0);
    const verdict: GuidedMoveVerdict = { correct: true, move: 'f3g5', san: 'Ng5', reveal: {}, reply: 'h7h6' };
    s = reduce(s, { type: 'move', from: 'f3', to: 'g5', fenAfter: after(s.fen, 'f3g5'), at: 1, verdict });
    expect(s.phase).toBe('advancing');
    s = reduce(s, advance());
    expect(s).toMatchObject({ stepIndex: 1, reply: 'h7h6' });
    s = reduce(s, computer(s, practice));
    s = reduce(s, advance());
    expect(s).toMatchObject({ stepIndex: 2, reply: null });
  });

  it('a right move off the lesson line says which move the lesson goes on with', () => {
    const reduce = guidedReducer(tactics);
    let s = run(tactics, [cont]);
    const verdict: GuidedMoveVerdict = { correct: true, move: 'f3g5', san: 'Ng5', reveal: {}, lineMove: 'f3g5' };
    s = reduce(s, {
      type: 'move',
      from: 'f3',
      to: 'g5',
      fenAfter: after(s.fen, 'f3g5'),
      at: 1,
      verdict,
      lineSan: 'Ng5',
    });
    expect(s.feedback?.message).toBe(lineMoveMessage('Ng5'));
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
    expect(s.hintSquares).toEqual(['f3']);
    s = reduce(s, move(s, 'f3h4'));
    expect(s.mistakes).toBe(2);
    expect(s.feedback).toMatchObject({ kind: 'hint', message: HINT_MESSAGE });
    expect(s.hintSquares).toEqual(['g5']);
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
    const s = run(practice, [(st) => move(st, 'e2e3', 1_000, practice)]);
    expect(s.feedback).toMatchObject({ kind: 'blocked', message: NOT_ALLOWED_MESSAGE, shake: true });
  });

  it('a computer step takes the move the view reports, keeps the explanation panel, then advances', () => {
    const reduce = guidedReducer(tactics);
    let s = run(tactics, [cont, (st) => move(st, 'f3g5'), cont]);
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
    // A wrong choice is answered, and Continue waits for the right one.
    s = reduce(s, chose(1, false, 'y'));
    expect(s.choiceVerdict).toMatchObject({ correct: false, explanation: 'No.' });
    expect(reduce(s, cont()).stepIndex).toBe(0);
    s = reduce(s, chose(0, true, 'z'));
    expect(s.choice).toBe(0);
    expect(reduce(s, cont()).stepIndex).toBe(2);
  });

  it('a choice leading to a step that does not exist is a step loading error; restart starts over', () => {
    const practice: GuidedPractice = {
      ...tactics,
      steps: [
        { id: 'c', title: 'Pick', description: '', stepType: 'choice', choices: [{ text: 'A', nextStep: 'nowhere' }] },
      ],
    };
    const reduce = guidedReducer(practice);
    let s = reduce(reduce(initialGuided(practice, 0), chose(0, true, 'nowhere')), cont());
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
      else if (s.phase === 'revealed') s = reduce(s, cont());
      else if (step.stepType === 'user-move') s = reduce(s, move(s, step.suggestedMove!));
      else if (step.stepType === 'computer-move') s = reduce(s, computer(s, tactics));
      else if (step.stepType === 'choice') s = reduce(reduce(s, chose(1, true, 's5')), cont());
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
