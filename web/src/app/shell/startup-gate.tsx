import { useEffect, type ReactNode } from 'react';

import { Spinner } from '@/components/ui/spinner';
import { getProfile } from '@/features/auth/api/get-profile';
import { useAuthStore } from '@/lib/auth/auth-store';

export const INITIALIZING_TEXT = 'Initializing Chess Academy...';

/** Holds the app until the start-up session check is done (forced after 30 s by the store). */
export function StartupGate({ children }: { children: ReactNode }) {
  const isInitialized = useAuthStore((s) => s.isInitialized);
  const initialize = useAuthStore((s) => s.initialize);

  useEffect(() => {
    void initialize(getProfile);
  }, [initialize]);

  if (!isInitialized) {
    return (
      <div className="flex min-h-screen items-center justify-center bg-canvas">
        <Spinner label={INITIALIZING_TEXT} />
      </div>
    );
  }
  return children;
}
