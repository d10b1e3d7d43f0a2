// Toasts: short messages under the top bar that leave by themselves (4 s by default: docs/architecture.md, "Shared widgets:
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
      className="flex items-start gap-3 rounded-xl border border-line bg-surface px-4 py-2 shadow-lg"
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
  // The stack is a row of the sticky header, under the top bar, in the page's flow (issue 30): a
  // floating corner covered the puzzle panel's "Moves completed" and Skip on a desktop, and the
  // top bar's buttons on a phone. In the flow it pushes the page down while it shows, so it hides
  // no control and no result, and it stays in view when the page is scrolled.
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="toast-stack"
      className={toasts.length ? 'border-b border-line bg-surface/90 px-4 py-2 backdrop-blur' : ''}
    >
      <ul className="mx-auto flex max-w-xl flex-col gap-2">
        {toasts.map((t) => (
          <Toast key={t.id} toast={t} onDismiss={onDismiss} ms={ms} />
        ))}
      </ul>
    </div>
  );
}
