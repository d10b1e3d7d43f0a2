import { Suspense, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router';

import { Spinner } from '@/components/ui/spinner';

import { ErrorBoundary, type FallbackProps } from './errors/error-boundary';
import { GeneralErrorFallback } from './errors/fallbacks';

interface RoutePageProps {
  children: ReactNode;
  fallback?: ComponentType<FallbackProps>;
}

/** One route's page: its own error boundary (reset on navigation) around the lazy chunk. */
export function RoutePage({ children, fallback: Fallback = GeneralErrorFallback }: RoutePageProps) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={(props) => <Fallback {...props} />}>
      <Suspense
        fallback={
          <div className="flex justify-center py-16">
            <Spinner label="Loading..." />
          </div>
        }
      >
        {children}
      </Suspense>
    </ErrorBoundary>
  );
}
