// Why an account was signed out without asking: its sessions were ended elsewhere ("Sign out
// everywhere", a password change, a deletion) or could not be renewed. The shell shows the words
// until the player dismisses them or signs in again.

import { create } from 'zustand';

/** What the shell says when a session could not be renewed. */
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

interface SignedOutNotice {
  message: string | null;
  show: (message: string) => void;
  dismiss: () => void;
}

export const useSignedOutNotice = create<SignedOutNotice>()((set) => ({
  message: null,
  show: (message) => set({ message }),
  dismiss: () => set({ message: null }),
}));
