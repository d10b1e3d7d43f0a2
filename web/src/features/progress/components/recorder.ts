// What happens to a finished activity (lib/activity.ts): a visitor's goes into the browser's
// ledger; an account's browser-only events (lessons, practice, time) go to POST
// /api/progress/events. An account's puzzles and games are recorded by the server itself.

import type { QueryClient } from '@tanstack/react-query';

import { onActivity } from '@/lib/activity';
import { accountId } from '@/lib/auth/account';
import { useAuthStore } from '@/lib/auth/auth-store';
import { progressKeys } from '@/lib/progress-keys';

import { mergeProgress } from '../api/merge-progress';
import { postProgressEvents } from '../api/post-progress-events';
import { localDay } from '../model/calendar';
import { batches, eventFor, isBrowserOnly, pendingMerge } from '../model/visitor-ledger';
import { useVisitorLedger } from '../model/visitor-store';

export function startRecording(client: QueryClient, post = postProgressEvents): () => void {
  return onActivity(({ activity, at, account }) => {
    const event = eventFor(activity, at, localDay(new Date(at)));
    if (!account) {
      useVisitorLedger.getState().record(event);
      return;
    }
    if (!isBrowserOnly(event)) return;
    post([event])
      .then(() => client.invalidateQueries({ queryKey: progressKeys.all }))
      .catch((error: unknown) => console.warn('recording progress failed', error));
  });
}

let merging: Promise<void> | null = null;

/**
 * Sends the visitor's browser-only events the account has not received, in batches the route
 * takes, marking each batch merged once the server has it. One merge at a time; a failure leaves
 * the rest for the next sign-in or visit (the server is idempotent by event id, so a batch sent
 * twice changes nothing).
 */
export function mergeVisitorLedger(client: QueryClient, merge = mergeProgress): Promise<void> {
  if (merging) return merging;
  const run = async () => {
    try {
      for (const batch of batches(pendingMerge(useVisitorLedger.getState()))) {
        await merge(batch);
        useVisitorLedger.getState().markMerged(batch.map((e) => e.id));
        await client.invalidateQueries({ queryKey: progressKeys.all });
      }
    } catch (error) {
      console.warn('merging progress failed', error);
    }
  };
  // Cleared after the assignment (a run with nothing to send finishes at once).
  merging = run().finally(() => {
    merging = null;
  });
  return merging;
}

/**
 * Merges the visitor's ledger whenever an account signs in or registers (and at start when one
 * is already signed in with events still to send). Returns the unsubscribe function.
 */
export function mergeOnSignIn(client: QueryClient, merge = mergeProgress): () => void {
  let current = accountId(useAuthStore.getState());
  if (current !== undefined) void mergeVisitorLedger(client, merge);
  return useAuthStore.subscribe((state) => {
    const next = accountId(state);
    if (next === current) return;
    current = next;
    if (next !== undefined) void mergeVisitorLedger(client, merge);
  });
}
