import type { ReactNode } from 'react';

interface TextFieldProps {
  id: string;
  label: string;
  type?: string;
  value: string;
  /** Shown under the input and announced with it. */
  error?: string;
  disabled?: boolean;
  autoComplete?: string;
  onChange: (value: string) => void;
  /** A control drawn inside the input's right edge (e.g. show/hide password). */
  trailing?: ReactNode;
}

/** A labelled text input with its error message. */
export function TextField({
  id,
  label,
  type = 'text',
  value,
  error,
  disabled,
  autoComplete,
  onChange,
  trailing,
}: TextFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={type}
          value={value}
          disabled={disabled}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value)}
          className={`w-full rounded-lg border bg-canvas px-3 py-2 text-fg outline-none focus:ring-2 focus:ring-accent disabled:opacity-60 ${
            error ? 'border-red-500' : 'border-line'
          } ${trailing ? 'pr-16' : ''}`}
        />
        {trailing}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-500">
          {error}
        </p>
      )}
    </div>
  );
}

/** The outcome line under a form: a status when it worked, an alert when it did not. */
export function FormMessage({ message }: { message: { ok: boolean; text: string } | null }) {
  if (!message) return null;
  return (
    <p role={message.ok ? 'status' : 'alert'} className={`text-sm ${message.ok ? 'text-emerald-500' : 'text-red-500'}`}>
      {message.text}
    </p>
  );
}
