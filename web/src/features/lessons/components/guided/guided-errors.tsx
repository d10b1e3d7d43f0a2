// The guided-practice error states (docs/lessons.md, "Guided practice"): missing data, steps or an empty list (Return
// to Lessons), a step that cannot be loaded (Restart Lesson), a missing configuration (Skip to
// Next Module), and the 'Guided Practice Error' boundary for a render failure (its message, type
// and stack, Try Again, Reload Page, and the skip button).

import { Button, ButtonLink } from '@/components/ui/button';
import type { FallbackProps } from '@/components/ui/error-boundary';

export const STEP_LOADING_ERROR = 'Step Loading Error';
export const BOUNDARY_TITLE = 'Guided Practice Error';

function Frame({ children, testId }: { children: React.ReactNode; testId: string }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-red-600/50 bg-red-500/5 p-4"
      data-testid={testId}
    >
      {children}
    </div>
  );
}

export function GuidedDataError({ message }: { message: string }) {
  return (
    <Frame testId="guided-error">
      <p className="font-semibold text-red-700 dark:text-red-400">{message}</p>
      <ButtonLink to="/lessons" variant="secondary">
        Return to Lessons
      </ButtonLink>
    </Frame>
  );
}

export function ConfigMissingError({ message, onSkip }: { message: string; onSkip?: () => void }) {
  return (
    <Frame testId="guided-error">
      <p className="font-semibold text-red-700 dark:text-red-400">{message}</p>
      {onSkip && (
        <Button variant="secondary" onClick={onSkip}>
          Skip to Next Module
        </Button>
      )}
    </Frame>
  );
}

export function StepLoadingError({ detail, onRestart }: { detail: string | null; onRestart: () => void }) {
  return (
    <Frame testId="guided-step-error">
      <h3 className="font-semibold text-red-700 dark:text-red-400">{STEP_LOADING_ERROR}</h3>
      {detail && <p className="text-sm">{detail}</p>}
      <Button onClick={onRestart}>Restart Lesson</Button>
    </Frame>
  );
}

export function GuidedBoundaryFallback({ error, reset, onSkip }: FallbackProps & { onSkip?: () => void }) {
  const e = error instanceof Error ? error : new Error(String(error));
  return (
    <Frame testId="guided-boundary">
      <h3 className="font-semibold text-red-700 dark:text-red-400">{BOUNDARY_TITLE}</h3>
      <p className="text-sm" data-testid="guided-boundary-message">
        {e.message}
      </p>
      <p className="text-xs text-muted">Type: {e.name}</p>
      {e.stack && (
        <details className="w-full text-xs">
          <summary>Stack</summary>
          <pre className="max-h-40 overflow-auto whitespace-pre-wrap">{e.stack}</pre>
        </details>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={reset}>Try Again</Button>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          Reload Page
        </Button>
        {onSkip && (
          <Button variant="secondary" onClick={onSkip}>
            Skip to Next Module
          </Button>
        )}
      </div>
    </Frame>
  );
}
