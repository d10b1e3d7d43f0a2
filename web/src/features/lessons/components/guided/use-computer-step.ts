// Plays a computer-move step (docs/lessons.md, "Guided practice"): the scripted move (from the lesson, or sent
// with the verdict of the learner's move it answers) read in the order of computer-move.ts, explained by the server (POST /api/explain), or — when the step scripts
// none — the educational bot's move at the step's level (POST /api/bots/move) with its own
// explanation, alternatives and teaching point. A bot that cannot be reached leaves the lesson
// playable: the first legal move, saying so.

import { useEffect, useRef, type Dispatch } from 'react';

import { postBotMove } from '../../api/post-bot-move';
import { postExplain } from '../../api/post-explain';
import type { GuidedPractice } from '../../api/schemas';
import { resolveComputerMove, type ResolvedMove } from '../../model/computer-move';
import { stepKind, type ComputerExplanation, type GuidedEvent, type GuidedState } from '../../model/guided-practice';
import { adaptiveLevel } from '../../model/guided-summary';

export const NO_LEGAL_MOVES = 'No legal moves available';
export const DEFAULT_PRACTICE_LEVEL = 3;

function fallbackText(san: string): string {
  return `The educational bot could not be reached, so the computer played ${san}, a legal move in this position.`;
}

/**
 * The computer plays `move`, explained by `explain`; no move means the position has no legal one,
 * which ends the step with an error instead (a lesson position should never be one).
 */
function playComputerMove(
  dispatch: Dispatch<GuidedEvent>,
  move: ResolvedMove | null,
  explain: (move: ResolvedMove) => Omit<ComputerExplanation, 'ply' | 'san' | 'uci'>,
): void {
  if (!move) {
    dispatch({ type: 'stepError', message: NO_LEGAL_MOVES });
    return;
  }
  dispatch({
    type: 'computerMoved',
    from: move.from,
    to: move.to,
    fenAfter: move.fenAfter,
    explanation: { san: move.san, uci: move.uci, ...explain(move) },
  });
}

export function useComputerStep(practice: GuidedPractice, state: GuidedState, dispatch: Dispatch<GuidedEvent>): void {
  const step = practice.steps?.[state.stepIndex];
  const active = state.phase === 'ready' && stepKind(step) === 'computer-move';
  // One move per step visit (React may run an effect twice in development).
  const started = useRef<string | null>(null);
  const visit = `${state.stepIndex}:${state.ply}`;

  useEffect(() => {
    if (!active || !step || started.current === visit) return;
    started.current = visit;
    const fen = state.fen;
    const controller = new AbortController();
    const ply = state.ply + 1;

    // A computer move that answers the learner's comes with that move's verdict (state.reply).
    const scripted = step.computerMove ?? state.reply ?? undefined;
    if (scripted) {
      const move = resolveComputerMove(fen, scripted);
      playComputerMove(dispatch, move, () => ({
        explanation: null,
        alternatives: [],
        teachingPoint: step.description,
        source: 'scripted',
      }));
      if (!move) return;
      postExplain(fen, move.uci, controller.signal)
        .then((e) => dispatch({ type: 'computerExplained', ply, explanation: e.explanation }))
        // The lesson's own words stay as the teaching point; the panel says the engine is silent.
        .catch(() => dispatch({ type: 'computerExplained', ply, explanation: `${move.san} was played.` }));
      return;
    }

    const base = step.botLevel ?? practice.botLevel ?? DEFAULT_PRACTICE_LEVEL;
    const level = adaptiveLevel(base, state);
    postBotMove(fen, level, controller.signal)
      .then((answer) => {
        const move = resolveComputerMove(fen, answer.move);
        if (!move) throw new Error(NO_LEGAL_MOVES);
        const edu = answer.educational;
        playComputerMove(dispatch, move, () => ({
          explanation: edu?.explanation ?? `${move.san} was played.`,
          alternatives: (edu?.alternatives ?? []).map((a) => ({ san: a.san ?? a.move, uci: a.move, why: a.why })),
          teachingPoint: edu?.teachingPoint ?? null,
          source: answer.fallback ? 'fallback' : 'bot',
        }));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('educational bot failed, playing the first legal move', error);
        playComputerMove(dispatch, resolveComputerMove(fen, undefined), (move) => ({
          explanation: fallbackText(move.san),
          alternatives: [],
          teachingPoint: null,
          source: 'fallback',
        }));
      });
    // Leaving the step (restart, unmount) drops an answer still on its way; the explanation of a
    // scripted move already played may still arrive (it is matched by ply).
    return () => {
      if (scripted) return;
      controller.abort();
      // An aborted request has not moved: a second run of this effect asks again.
      started.current = null;
    };
    // The visit key stands for the step and the position.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, visit]);
}
