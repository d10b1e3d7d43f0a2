import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-errors';

import type { FallbackProps } from './error-boundary';

interface FallbackFrameProps extends FallbackProps {
  title: string;
  retryLabel: string;
  /** Ways out of the broken page: each clears the error, then navigates. */
  exits: { label: string; to: string }[];
  extra?: ReactNode;
}

function FallbackFrame({ error, reset, title, retryLabel, exits, extra }: FallbackFrameProps) {
  const navigate = useNavigate();
  return (
    <section role="alert" className="mx-auto mt-8 max-w-lg rounded-2xl border border-line bg-surface p-8 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-3 break-words text-muted">{errorMessage(error)}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={reset}>{retryLabel}</Button>
        {extra}
        {exits.map(({ label, to }) => (
          <Button
            key={to}
            variant="secondary"
            onClick={() => {
              reset();
              void navigate(to);
            }}
          >
            {label}
          </Button>
        ))}
      </div>
    </section>
  );
}

export function GeneralErrorFallback(props: FallbackProps) {
  return (
    <FallbackFrame
      {...props}
      title="Oops! Something went wrong"
      retryLabel="Try Again"
      extra={
        <Button variant="secondary" onClick={() => window.location.reload()}>
          Reload Page
        </Button>
      }
      exits={[{ label: 'Go to Dashboard', to: '/dashboard' }]}
    />
  );
}

export function PlayErrorFallback(props: FallbackProps) {
  return (
    <FallbackFrame
      {...props}
      title="The game ran into a problem"
      retryLabel="Try Again"
      exits={[{ label: 'Back to Dashboard', to: '/dashboard' }]}
    />
  );
}

export function AcademyErrorFallback(props: FallbackProps) {
  return (
    <FallbackFrame
      {...props}
      title="Academy Loading Error"
      retryLabel="Reload Academy"
      exits={[{ label: 'Try Basic Lessons Instead', to: '/lessons' }]}
    />
  );
}

export function PuzzlesErrorFallback(props: FallbackProps) {
  return (
    <FallbackFrame
      {...props}
      title="Puzzles could not be loaded"
      retryLabel="Reload Puzzles"
      exits={[{ label: 'Play vs Computer Instead', to: '/play' }]}
    />
  );
}
