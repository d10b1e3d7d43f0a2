// The coach's optional AI voice (docs/bots-and-coach.md, "The AI voice"): a Claude API key typed into a password
// field, checked, kept in this browser only; Remove Key forgets it. One form for the two places that offer it, the
// coach's gear menu (features/coach) and Settings, so both say and check the same.

import { useId, useState, type FormEvent, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { loadApiKey, MSG_KEY_REMOVED, MSG_KEY_SAVED, removeApiKey, saveApiKey, validateApiKey } from '@/lib/ai-key';

export interface AiVoiceFormProps {
  /** The stored key changed (saved: the key; removed: null). */
  onKeyChange?: (key: string | null) => void;
  /** A key was saved (the dialog closes 2 s later). */
  onSaved?: () => void;
  /** A button beside Save and Remove Key (the dialog's Close). */
  extra?: ReactNode;
}

export function AiVoiceForm({ onKeyChange, onSaved, extra }: AiVoiceFormProps) {
  const id = useId();
  const [hasKey, setHasKey] = useState(() => loadApiKey() !== null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const save = (e: FormEvent) => {
    e.preventDefault();
    const problem = validateApiKey(value);
    setError(problem);
    setNotice(null);
    if (problem) return;
    saveApiKey(value);
    setHasKey(true);
    onKeyChange?.(value.trim());
    setValue('');
    setNotice(MSG_KEY_SAVED);
    onSaved?.();
  };

  const remove = () => {
    removeApiKey();
    setHasKey(false);
    onKeyChange?.(null);
    setValue('');
    setError(null);
    setNotice(MSG_KEY_REMOVED);
  };

  return (
    <form className="flex flex-col gap-3" onSubmit={save} noValidate>
      <p className="text-sm text-muted">
        The coach always answers from Stockfish and the rules of chess. With your own Claude API key it says the same
        facts in Claude&apos;s words. The key stays in this browser and is sent only with your coach requests; our
        server never stores it.
      </p>
      <div>
        <label htmlFor={`${id}-key`} className="mb-1 block text-sm font-medium">
          Claude API key
        </label>
        <input
          id={`${id}-key`}
          type="password"
          autoComplete="off"
          value={value}
          placeholder={hasKey ? 'A key is saved' : 'sk-ant-...'}
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
        <Button type="submit">Save</Button>
        {hasKey && (
          <Button variant="secondary" onClick={remove}>
            Remove Key
          </Button>
        )}
        {extra}
      </div>
    </form>
  );
}
