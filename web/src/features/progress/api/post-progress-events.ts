import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { progressKeys } from '@/lib/progress-keys';

import { timeZoneOffsetMinutes } from '../model/calendar';
import type { ProgressEvent } from '../model/events';
import { eventsResultSchema, type EventsResult } from './types';

/**
 * POST /api/progress/events: what only the browser knows (lesson completed, practice finished,
 * time spent). Idempotent by event id: a resend never counts twice.
 */
export function postProgressEvents(events: ProgressEvent[]): Promise<EventsResult> {
  return api.post(
    '/progress/events',
    { timeZoneOffsetMinutes: timeZoneOffsetMinutes(new Date()), events },
    { retries: 1, schema: eventsResultSchema },
  );
}

export function usePostProgressEvents() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postProgressEvents,
    onSuccess: () => client.invalidateQueries({ queryKey: progressKeys.all }),
  });
}
