// The coach's settings dialog (docs/bots-and-coach.md, "The key dialog"): a Claude API key typed into a password field,
// checked, kept in this browser only; Remove Key clears it; Continue with Demo Mode closes it and
// the coach keeps answering from the engine's facts.

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';

import {
  KEY_DIALOG_CLOSE_MS,
  MSG_KEY_REMOVED,
  MSG_KEY_SAVED,
  removeApiKey,
  saveApiKey,
  validateApiKey,
} from '../model/ai-key';

export interface KeyDialogProps {
  hasKey: boolean;
  onClose: () => void;
  /** The stored key changed (saved: the key; removed: null). */
  onKeyChange: (key: string | null) => void;
}

export function KeyDialog({ hasKey, onClose, onKeyChange }: KeyDialogProps) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    dialogRef.current?.querySelector<HTMLInputElement>('input')?.focus();
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  // The confirmation stays 2 s, then the dialog closes.
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(onClose, KEY_DIALOG_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [saved, onClose]);

  const save = (e: FormEvent) => {
    e.preventDefault();
    const problem = validateApiKey(value);
    setError(problem);
    if (problem) return;
    saveApiKey(value);
    onKeyChange(value.trim());
    setValue('');
    setNotice(MSG_KEY_SAVED);
    setSaved(true);
  };

  const remove = () => {
    removeApiKey();
    onKeyChange(null);
    setValue('');
    setError(null);
    setNotice(MSG_KEY_REMOVED);
  };

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div aria-hidden="true" className="absolute inset-0 bg-black/60" onClick={onClose} />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        data-testid="coach-key-dialog"
        className="relative z-10 w-full max-w-md rounded-2xl border border-line bg-surface p-6 shadow-2xl"
      >
        <h2 id={`${id}-title`} className="text-xl font-bold">
          AI Coach Settings
        </h2>
        <p className="mt-1 text-sm text-muted">
          The coach always answers from Stockfish and the rules of chess. With your own Claude API key it says the same
          facts in Claude&apos;s words. The key stays in this browser and is sent only with your coach requests; our
          server never stores it.
        </p>
        <form className="mt-4 flex flex-col gap-3" onSubmit={save} noValidate>
          <div>
            <label htmlFor={`${id}-key`} className="mb-1 block text-sm font-medium">
              Claude API key
            </label>
            <input
              id={`${id}-key`}
              type="password"
              autoComplete="off"
              value={value}
              placeholder="sk-ant-..."
              disabled={saved}
              aria-invalid={error ? true : undefined}
              onChange={(e) => {
                setValue(e.target.value);
                setError(null);
              }}
              className={`w-full rounded-lg border bg-canvas px-3 py-2 text-fg outline-none focus:ring-2 focus:ring-accent ${
                error ? 'border-red-500' : 'border-line'
              }`}
            />
          </div>
          {error && (
            <p role="alert" className="text-sm text-red-500">
              {error}
            </p>
          )}
          {notice && (
            <p role="status" className="rounded-lg border border-green-600 bg-green-600/10 p-2 text-sm">
              {notice}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={saved}>
              Save
            </Button>
            {hasKey && !saved && (
              <Button variant="secondary" onClick={remove}>
                Remove Key
              </Button>
            )}
            <Button variant="ghost" onClick={onClose}>
              Continue with Demo Mode
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}
