// The coach's settings, opened from the gear on the coach panel (docs/bots-and-coach.md, "The AI voice"): the optional
// AI voice's key form (components/ai-voice-form, also in Settings). Close leaves the coach as it is: it answers in its
// own words, from the engine's facts, with or without a key.

import { useCallback, useEffect, useId, useRef, useState } from 'react';

import { AiVoiceForm } from '@/components/ai-voice-form';
import { Button } from '@/components/ui/button';
import { KEY_DIALOG_CLOSE_MS } from '@/lib/ai-key';

export interface KeyDialogProps {
  onClose: () => void;
  /** The stored key changed (saved: the key; removed: null). */
  onKeyChange: (key: string | null) => void;
}

export function KeyDialog({ onClose, onKeyChange }: KeyDialogProps) {
  const id = useId();
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
  const onSaved = useCallback(() => setSaved(true), []);

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
          Coach settings
        </h2>
        <h3 className="mb-2 mt-3 font-semibold">AI voice (optional)</h3>
        <AiVoiceForm
          onKeyChange={onKeyChange}
          onSaved={onSaved}
          extra={
            <Button variant="ghost" onClick={onClose}>
              Close
            </Button>
          }
        />
      </div>
    </div>
  );
}
