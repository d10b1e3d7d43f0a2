// The Help card beside a board: the countdown, then 'Help is available' and the Help button with
// the hints left for this position; the hint text is announced to screen readers.

import { Button } from '@/components/ui/button';

import { HELP_AVAILABLE, HINTS_PER_POSITION } from './help-state';
import type { HelpView } from './use-help';

export function HelpPanel({ help, active }: { help: HelpView; active: boolean }) {
  let status: string;
  if (help.pending) status = 'Looking for the best move…';
  else if (!active) status = 'Help opens on your move.';
  else if (help.available) status = HELP_AVAILABLE;
  else if (help.countdown > 0) status = `Help in ${help.countdown} s`;
  else status = 'No hints left for this position.';

  return (
    <div className="rounded-xl border border-line bg-surface p-4" data-testid="help-panel">
      <div className="flex items-center gap-3">
        <h2 className="font-semibold text-fg">Help</h2>
        <p className="text-sm text-muted" data-testid="help-status">
          {status}
        </p>
        <Button
          variant="secondary"
          className="ml-auto"
          onClick={help.requestHint}
          disabled={!help.available || help.pending}
          aria-busy={help.pending}
        >
          Help
        </Button>
      </div>
      <p className="mt-1 text-xs text-muted" data-testid="hints-left">
        {help.hintsLeft} of {HINTS_PER_POSITION} hints left
      </p>
      <p className="mt-2 min-h-5 text-sm text-fg" role="status" aria-live="polite" data-testid="help-message">
        {help.message ?? ''}
      </p>
    </div>
  );
}
