import { api } from '@/lib/api-client';

import {
  guidedChoiceVerdictSchema,
  guidedMoveVerdictSchema,
  guidedSolutionSchema,
  type GuidedChoiceVerdict,
  type GuidedMoveVerdict,
  type GuidedSolution,
} from './schemas';

/**
 * The server judges guided practice (docs/lessons.md, "Guided practice"): the lesson's GET carries
 * no answer, so each move, each choice and Show me go to POST /api/lessons/{id}/guided/{step}/…,
 * `step` being the step's index from 0.
 */
export interface GuidedJudge {
  move(step: number, move: string): Promise<GuidedMoveVerdict>;
  choice(step: number, choice: number): Promise<GuidedChoiceVerdict>;
  solution(step: number): Promise<GuidedSolution>;
}

export function guidedJudge(lessonId: string): GuidedJudge {
  const at = (step: number, what: string) => `/lessons/${encodeURIComponent(lessonId)}/guided/${step}/${what}`;
  return {
    move: (step, move) => api.post(at(step, 'move'), { move }, { retries: 1, schema: guidedMoveVerdictSchema }),
    choice: (step, choice) =>
      api.post(at(step, 'choice'), { choice }, { retries: 1, schema: guidedChoiceVerdictSchema }),
    solution: (step) => api.post(at(step, 'solution'), {}, { retries: 1, schema: guidedSolutionSchema }),
  };
}
