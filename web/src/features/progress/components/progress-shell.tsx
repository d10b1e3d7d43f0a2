// Everything progress needs on every page, loaded lazily by the app shell: recording finished
// activities, merging a visitor's ledger on sign-in, and the progress toasts.

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { ProgressToasts } from './progress-toasts';
import { mergeOnSignIn, startRecording } from './recorder';

export function ProgressShell() {
  const client = useQueryClient();
  useEffect(() => startRecording(client), [client]);
  useEffect(() => mergeOnSignIn(client), [client]);
  return <ProgressToasts />;
}
