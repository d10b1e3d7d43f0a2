import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { progressKeys } from '@/lib/progress-keys';

import { timeZoneOffsetMinutes } from '../model/calendar';
import type { ProgressEvent } from '../model/events';
import { mergeResultSchema, type MergeResult } from './types';

/**
 * POST /api/progress/merge: a visitor's browser ledger joins the account after sign-in (at most
 * 1,000 events a request). Puzzle and game events are skipped by the server, not refused.
 */
export function mergeProgress(events: ProgressEvent[]): Promise<MergeResult> {
  return api.post(
    '/progress/merge',
    { timeZoneOffsetMinutes: timeZoneOffsetMinutes(new Date()), events },
    { retries: 1, schema: mergeResultSchema },
  );
}

export function useMergeProgress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: mergeProgress,
    onSuccess: () => client.invalidateQueries({ queryKey: progressKeys.all }),
  });
}
