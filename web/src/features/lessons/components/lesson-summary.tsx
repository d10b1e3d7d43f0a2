// The screen a completed lesson ends on: its accuracy, the XP it earned (0 when it was completed
// before: a lesson earns once) and the quiz score, all as the server graded them, with "Next
// lesson" to the course's next lesson and the way back.

import { ButtonLink } from '@/components/ui/button';
import { CheckIcon, ChevronRightIcon, TrophyIcon } from '@/components/ui/icons';

import type { CompleteResult } from '../api/schemas';
import { lessonPath } from '../model/lesson-progress';

export const NEXT_LESSON = 'Next lesson';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex flex-col items-center rounded-lg bg-surface-2 p-3">
      <span className="text-2xl font-bold" data-testid={testId}>
        {value}
      </span>
      <span className="text-sm text-muted">{label}</span>
    </div>
  );
}

export function LessonSummary({ title, result, back }: { title: string; result: CompleteResult; back: string }) {
  const next = result.nextLesson;
  return (
    <section
      className="mx-auto flex w-full max-w-xl flex-col items-center gap-5 rounded-xl border border-line bg-surface p-6 text-center"
      aria-labelledby="lesson-summary-title"
      data-testid="lesson-summary"
    >
      <TrophyIcon width={40} height={40} className="text-amber-500" />
      <div>
        <h1 id="lesson-summary-title" className="text-2xl font-bold">
          Lesson complete
        </h1>
        <p className="text-muted">{title}</p>
      </div>
      {/* A step lesson has no quiz: its quizScore is null. */}
      <div className={`grid w-full gap-3 ${result.quizScore === null ? 'grid-cols-2' : 'grid-cols-3'}`}>
        <Figure label="Accuracy" value={`${result.accuracy ?? 0}%`} testId="summary-accuracy" />
        <Figure label="XP earned" value={`+${result.xpAwarded}`} testId="summary-xp" />
        {result.quizScore !== null && (
          <Figure label="Quiz score" value={`${result.quizScore}%`} testId="summary-quiz" />
        )}
      </div>
      {result.xpAwarded === 0 && (
        <p className="flex items-center gap-1.5 text-sm text-muted">
          <CheckIcon width={16} height={16} className="shrink-0" />
          You completed this lesson before: its XP counts once.
        </p>
      )}
      <div className="flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
        {next && (
          <ButtonLink to={lessonPath(next.id)} className="gap-1" data-testid="next-lesson">
            {NEXT_LESSON}: {next.title}
            <ChevronRightIcon width={16} height={16} />
          </ButtonLink>
        )}
        <ButtonLink variant="secondary" to={back}>
          Back to Lessons
        </ButtonLink>
      </div>
    </section>
  );
}
