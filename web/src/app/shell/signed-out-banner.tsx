import { useEffect } from 'react';

import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';
import { useAuthModalStore } from '@/lib/auth/auth-modal-store';
import { useAuthStore } from '@/lib/auth/auth-store';
import { useSignedOutNotice } from '@/lib/auth/signed-out-notice';

/** Why the account was signed out without asking, until dismissed or signed in again. */
export function SignedOutBanner() {
  const message = useSignedOutNotice((s) => s.message);
  const dismiss = useSignedOutNotice((s) => s.dismiss);
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const openAuthModal = useAuthModalStore((s) => s.open);
  // Signed in again: the notice is over (it must not come back at a later sign-out).
  useEffect(() => {
    if (signedIn) dismiss();
  }, [signedIn, dismiss]);
  if (!message || signedIn) return null;
  return (
    <div
      role="alert"
      data-testid="signed-out-banner"
      className="mx-4 mt-4 flex flex-wrap items-center gap-3 rounded-lg border border-amber-500/60 bg-amber-500/10 px-4 py-3 text-sm text-fg sm:mx-6 lg:mx-8"
    >
      <p className="min-w-0 flex-1">{message}</p>
      <Button className="px-3 py-1" onClick={() => openAuthModal('login')}>
        Sign in
      </Button>
      <button type="button" aria-label="Dismiss" className="rounded p-1 text-muted hover:text-fg" onClick={dismiss}>
        <CloseIcon width={16} height={16} />
      </button>
    </div>
  );
}
