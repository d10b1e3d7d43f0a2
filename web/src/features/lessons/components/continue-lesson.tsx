// The dashboard's next step in the course (issue 30, "One course"): "Start Learning" opens the
// course's first lesson (the first step lesson) for a learner who has done none; "Continue:
// <lesson>" the lesson left halfway, at the module and position the server kept; "Next lesson:
// <lesson>" the course's first lesson not yet completed once some are. Before the lessons have
// loaded (or when they cannot), "Start Learning" leads to the curriculum.

import { ButtonLink } from '@/components/ui/button';
import { ChevronRightIcon } from '@/components/ui/icons';

import { useLessons } from '../api/get-lessons';
import { lessonPath, nextStep } from '../model/lesson-progress';

const CTA = 'px-5 py-3 text-base';

export function ContinueLesson() {
  const { data } = useLessons();
  const next = data ? nextStep(data.categories) : undefined;
  if (!next || next.action === 'Start')
    return (
      <ButtonLink to={next ? lessonPath(next.lesson.id) : '/lessons'} className={CTA} data-testid="start-learning">
        Start Learning
      </ButtonLink>
    );
  const continuing = next.action === 'Continue';
  return (
    <ButtonLink
      to={lessonPath(next.lesson.id)}
      className={CTA}
      data-testid={continuing ? 'continue-lesson' : 'next-lesson-step'}
    >
      {continuing ? 'Continue' : 'Next lesson'}: {next.lesson.title}
      <ChevronRightIcon width={18} height={18} />
    </ButtonLink>
  );
}
