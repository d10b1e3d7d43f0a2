// The visitor's ledger in local storage (a zustand store), read by the Today's Plan card, the
// sidebar and the toasts while nobody is signed in.

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

import { storageKey } from '@/lib/storage';

import { progressEventSchema, type ProgressEvent } from './events';
import { addEvent, EMPTY_LEDGER, markMerged, type VisitorLedger } from './visitor-ledger';

export const VISITOR_LEDGER_KEY = storageKey('progress-ledger');

interface VisitorLedgerStore extends VisitorLedger {
  record: (event: ProgressEvent) => void;
  markMerged: (ids: readonly string[]) => void;
  reset: () => void;
}

/** What was stored, minus anything that is not an event (an older or damaged copy). */
export function readStoredLedger(raw: unknown): VisitorLedger {
  if (!raw || typeof raw !== 'object') return EMPTY_LEDGER;
  const { events, merged } = raw as Partial<Record<keyof VisitorLedger, unknown>>;
  return {
    events: Array.isArray(events)
      ? events.flatMap((e) => {
          const parsed = progressEventSchema.safeParse(e);
          return parsed.success ? [parsed.data] : [];
        })
      : [],
    merged: Array.isArray(merged) ? merged.filter((id): id is string => typeof id === 'string') : [],
  };
}

export const useVisitorLedger = create<VisitorLedgerStore>()(
  persist(
    (set) => ({
      ...EMPTY_LEDGER,
      record: (event) => set((s) => addEvent(s, event)),
      markMerged: (ids) => set((s) => markMerged(s, ids)),
      reset: () => set({ ...EMPTY_LEDGER }),
    }),
    {
      name: VISITOR_LEDGER_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s): VisitorLedger => ({ events: s.events, merged: s.merged }),
      merge: (persisted, current) => ({ ...current, ...readStoredLedger(persisted) }),
    },
  ),
);
