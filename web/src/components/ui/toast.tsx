// Toasts: short messages in a corner that leave by themselves (4 s by default: docs/architecture.md, "Shared widgets:
// figures") or when closed. Announced politely to screen readers.

import { useEffect, type ReactNode } from 'react';

import { CloseIcon } from './icons';

export const TOAST_MS = 4_000;

export interface ToastItem {
  id: string;
  title: string;
  body?: string;
  /** A small icon before the title (an SVG from ./icons, never an emoji: a box where no emoji font is installed). */
  mark?: ReactNode;
}

function Toast({ toast, onDismiss, ms }: { toast: ToastItem; onDismiss: (id: string) => void; ms: number }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), ms);
    return () => clearTimeout(timer);
  }, [toast.id, onDismiss, ms]);
  return (
    <li
      className="pointer-events-auto flex items-start gap-3 rounded-xl border border-line bg-surface p-4 shadow-xl"
      data-testid="toast"
    >
      {toast.mark && (
        <span aria-hidden="true" className="shrink-0 text-accent">
          {toast.mark}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.body && <p className="text-sm text-muted">{toast.body}</p>}
      </div>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        aria-label="Dismiss"
        className="rounded p-1 text-muted hover:bg-surface-2 hover:text-fg"
      >
        <CloseIcon width={16} height={16} />
      </button>
    </li>
  );
}

export function ToastStack({
  toasts,
  onDismiss,
  ms = TOAST_MS,
}: {
  toasts: ToastItem[];
  onDismiss: (id: string) => void;
  ms?: number;
}) {
  // On a phone the stack sits at the top: at the bottom it covered the buttons a finished game or
  // lesson puts there (Play Again, Review this game) for the toast's 4 s.
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-4 top-4 z-50 sm:inset-x-auto sm:bottom-4 sm:right-4 sm:top-auto sm:w-80"
    >
      <ul className="flex flex-col gap-2">
        {toasts.map((t) => (
          <Toast key={t.id} toast={t} onDismiss={onDismiss} ms={ms} />
        ))}
      </ul>
    </div>
  );
}
