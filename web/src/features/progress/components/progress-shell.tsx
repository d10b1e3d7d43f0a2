// What progress needs on every page, loaded lazily by the app shell: the progress toasts.

import { ProgressToasts } from './progress-toasts';

export function ProgressShell() {
  return <ProgressToasts />;
}
