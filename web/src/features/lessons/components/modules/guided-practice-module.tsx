// A guided-practice module (docs/lessons.md, "Guided practice"): its introduction, then the guided-practice player
// inside the 'Guided Practice Error' boundary; a module whose practice cannot be played shows the
// error for what is missing instead.

import { useMemo } from 'react';

import { ErrorBoundary } from '@/components/ui/error-boundary';
import { loadFen } from '@/lib/chess';

import { guidedJudge } from '../../api/post-guided';
import type { GuidedPracticeModule } from '../../api/schemas';
import { MSG_CONFIG_MISSING, practiceProblem } from '../../model/guided-practice';
import { ConfigMissingError, GuidedBoundaryFallback, GuidedDataError } from '../guided/guided-errors';
import { GuidedPracticePlayer } from '../guided/guided-player';
import { paragraphs } from './theory-module';

interface GuidedPracticeModuleProps {
  module: GuidedPracticeModule;
  /** The lesson whose guided routes judge the moves and choices. */
  lessonId: string;
  /** Moves the lesson on to its next module (absent on the last one). */
  onSkip?: () => void;
}

export function GuidedPracticeModuleView({ module, lessonId, onSkip }: GuidedPracticeModuleProps) {
  const practice = module.guidedPractice;
  const judge = useMemo(() => guidedJudge(lessonId), [lessonId]);
  const problem = practiceProblem(practice, (fen) => loadFen(fen) !== null);
  return (
    <div className="flex flex-col gap-3">
      {paragraphs(module.content).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
      {problem === MSG_CONFIG_MISSING && <ConfigMissingError message={problem} onSkip={onSkip} />}
      {problem && problem !== MSG_CONFIG_MISSING && <GuidedDataError message={problem} />}
      {!problem && practice && (
        <ErrorBoundary fallback={(props) => <GuidedBoundaryFallback {...props} onSkip={onSkip} />}>
          <GuidedPracticePlayer practice={practice} judge={judge} />
        </ErrorBoundary>
      )}
    </div>
  );
}
