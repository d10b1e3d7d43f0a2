// The lesson route's loading and missing states (docs/lessons.md, "Interactive step lessons"): a lesson that does
// not exist says so and returns to the curriculum after 100 ms.

import { useEffect } from 'react';
import { useNavigate } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-errors';

export const NOT_FOUND_TITLE = 'Lesson Not Found';
export const NOT_FOUND_TEXT = 'The requested lesson could not be loaded.';
export const LOADING_TITLE = 'Loading lesson...';
export const LOADING_TEXT = 'Please wait while we load the lesson.';
export const REDIRECT_DELAY_MS = 100;

export function LessonLoading() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-3 py-12 text-center">
      <Spinner label={LOADING_TITLE} />
      <p className="text-muted">{LOADING_TEXT}</p>
      <ButtonLink variant="secondary" to="/lessons">
        ← Back to Lessons
      </ButtonLink>
    </section>
  );
}

export function LessonNotFound() {
  const navigate = useNavigate();
  useEffect(() => {
    const t = setTimeout(() => void navigate('/lessons', { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(t);
  }, [navigate]);
  return (
    <section role="alert" className="mx-auto max-w-md py-12 text-center">
      <h1 className="text-2xl font-bold">{NOT_FOUND_TITLE}</h1>
      <p className="mt-2 text-muted">{NOT_FOUND_TEXT}</p>
    </section>
  );
}

/** A lesson that failed for another reason than not existing: the message and a way to retry. */
export function LessonLoadError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <section role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 py-12 text-center">
      <h1 className="text-xl font-bold">{NOT_FOUND_TEXT}</h1>
      <p className="text-muted">{errorMessage(error)}</p>
      <div className="flex gap-2">
        <button
          type="button"
          className="rounded-lg bg-accent px-4 py-2 text-sm font-semibold text-on-accent"
          onClick={retry}
        >
          Try Again
        </button>
        <ButtonLink variant="secondary" to="/lessons">
          Back to Lessons
        </ButtonLink>
      </div>
    </section>
  );
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
