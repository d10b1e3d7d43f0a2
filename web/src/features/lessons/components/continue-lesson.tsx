// The dashboard's greeting for a returning learner (issue 30, "One course"): "Continue: <lesson>"
// to the lesson they started and left (the first one in course order), which opens at the module
// and position the server kept. Nothing for someone who has started none.

import { ButtonLink } from '@/components/ui/button';
import { ChevronRightIcon } from '@/components/ui/icons';

import { useLessons } from '../api/get-lessons';
import { lessonToContinue } from '../model/lesson-progress';

export function ContinueLesson() {
  const { data } = useLessons();
  const lesson = data ? lessonToContinue(data.categories) : undefined;
  if (!lesson) return null;
  return (
    <ButtonLink to={`/lessons/${lesson.id}`} className="px-5 py-3 text-base" data-testid="continue-lesson">
      Continue: {lesson.title}
      <ChevronRightIcon width={18} height={18} />
    </ButtonLink>
  );
}
