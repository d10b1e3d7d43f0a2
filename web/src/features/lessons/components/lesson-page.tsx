// /lessons/:lessonId: ids 1-5 (any number) are the interactive step lessons, word ids the
// curriculum's module lessons.

import { useParams } from 'react-router';

import { useInteractiveLesson } from '../api/get-interactive-lesson';
import { useLesson } from '../api/get-lesson';
import { InteractiveLessonView } from './interactive-lesson';
import { LessonLoadError, LessonLoading, LessonNotFound, isNotFound } from './lesson-status';
import { ModuleLessonPlayer } from './module-player';

export function isStepLessonId(id: string): boolean {
  return /^\d+$/.test(id);
}

function StepLessonRoute({ id }: { id: string }) {
  const query = useInteractiveLesson(id);
  if (query.isPending) return <LessonLoading />;
  if (query.isError)
    return isNotFound(query.error) ? (
      <LessonNotFound />
    ) : (
      <LessonLoadError error={query.error} retry={() => void query.refetch()} />
    );
  return <InteractiveLessonView key={id} lesson={query.data} />;
}

function ModuleLessonRoute({ id }: { id: string }) {
  const query = useLesson(id);
  if (query.isPending) return <LessonLoading />;
  if (query.isError)
    return isNotFound(query.error) ? (
      <LessonNotFound />
    ) : (
      <LessonLoadError error={query.error} retry={() => void query.refetch()} />
    );
  return <ModuleLessonPlayer key={id} lesson={query.data} />;
}

export function LessonPage() {
  const { lessonId = '' } = useParams();
  return isStepLessonId(lessonId) ? <StepLessonRoute id={lessonId} /> : <ModuleLessonRoute id={lessonId} />;
}
