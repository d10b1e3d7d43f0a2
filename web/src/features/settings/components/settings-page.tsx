import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';

import { AiVoiceForm } from '@/components/ai-voice-form';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { FormMessage, TextField } from '@/components/ui/text-field';
import { isDemoToken, useAuthStore } from '@/lib/auth/auth-store';
import { useUpdateProfile } from '@/lib/auth/update-profile';
import { readBoardPreferences, writeBoardPreferences, type BoardPreferences } from '@/lib/board-preferences';
import { COUNTRIES } from '@/lib/countries';
import {
  clampVolume,
  getVolume,
  isSoundEnabled,
  setSoundEnabled,
  setVolume as storeVolume,
} from '@/lib/sound/sound-manager';
import { useThemeStore } from '@/lib/theme-store';

import { useChangePassword } from '../api/change-password';
import { useDeleteAccount } from '../api/delete-account';
import { useLogoutEverywhere } from '../api/logout-everywhere';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-line bg-surface p-6">
      <h2 className="mb-4 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label className="flex items-center justify-between gap-4 py-1">
      <span>{label}</span>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} className="h-5 w-5" />
    </label>
  );
}

type Message = { ok: boolean; text: string } | null;

/** Runs a form's call and reports the outcome: the success text, or the error's own message. */
async function reportOutcome(
  setMessage: (message: Message) => void,
  call: () => Promise<unknown>,
  success: string,
  failure: string,
): Promise<boolean> {
  try {
    await call();
    setMessage({ ok: true, text: success });
    return true;
  } catch (error) {
    setMessage({ ok: false, text: error instanceof Error && error.message ? error.message : failure });
    return false;
  }
}

function PasswordCard() {
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [message, setMessage] = useState<Message>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (next.length < 8) {
      setMessage({ ok: false, text: 'Password must be at least 8 characters' });
      return;
    }
    const changed = await reportOutcome(
      setMessage,
      () => change.mutateAsync({ currentPassword: current, newPassword: next }),
      'Password changed.',
      'Password change failed',
    );
    if (changed) {
      setCurrent('');
      setNext('');
    }
  };

  return (
    <Card title="Change password">
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <TextField
          id="current-password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={current}
          disabled={change.isPending}
          onChange={setCurrent}
        />
        <TextField
          id="new-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          value={next}
          disabled={change.isPending}
          onChange={setNext}
        />
        <FormMessage message={message} />
        <Button type="submit" disabled={change.isPending} className="self-start">
          Change password
        </Button>
      </form>
    </Card>
  );
}

function DisplayNameCard() {
  const current = useAuthStore((s) => s.user?.displayName ?? '');
  const update = useUpdateProfile();
  const [name, setName] = useState(current);
  const [message, setMessage] = useState<Message>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed.length < 2) {
      setMessage({
        ok: false,
        text: trimmed ? 'Display name must be at least 2 characters' : 'Display name is required',
      });
      return;
    }
    await reportOutcome(
      setMessage,
      () => update.mutateAsync({ displayName: trimmed }),
      'Display name saved.',
      'Profile update failed',
    );
  };

  return (
    <Card title="Profile">
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <TextField
          id="settings-display-name"
          label="Display name"
          value={name}
          disabled={update.isPending}
          onChange={(value) => {
            setName(value);
            setMessage(null);
          }}
        />
        <FormMessage message={message} />
        <Button type="submit" disabled={update.isPending} className="self-start">
          Save display name
        </Button>
      </form>
    </Card>
  );
}

function CountryCard() {
  const current = useAuthStore((s) => s.user?.country ?? '');
  const update = useUpdateProfile();
  const [country, setCountry] = useState(current);
  const [message, setMessage] = useState<Message>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await reportOutcome(
      setMessage,
      () => update.mutateAsync({ country: country || null }),
      country ? 'Country saved.' : 'Country cleared.',
      'Country update failed',
    );
  };

  return (
    <Card title="Country">
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <p className="text-sm text-muted">
          Shown on your public profile; the leaderboard's Country tab ranks you with its players.
        </p>
        <label htmlFor="settings-country" className="text-sm font-medium">
          Country
        </label>
        <select
          id="settings-country"
          value={country}
          disabled={update.isPending}
          onChange={(e) => {
            setCountry(e.target.value);
            setMessage(null);
          }}
          className="rounded-lg border border-line bg-canvas px-3 py-2 text-fg"
        >
          <option value="">Not set</option>
          {COUNTRIES.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
        <FormMessage message={message} />
        <Button type="submit" disabled={update.isPending} className="self-start">
          Save country
        </Button>
      </form>
    </Card>
  );
}

function SessionsCard() {
  const signOut = useLogoutEverywhere();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  const run = async () => {
    setError(null);
    try {
      await signOut.mutateAsync();
      navigate('/dashboard', { replace: true });
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : 'Signing out failed');
    }
  };

  return (
    <Card title="Sessions">
      <p className="text-sm text-muted">
        Signed in on a shared or lost device? This signs you out on every device and browser at once, this one included.
      </p>
      <FormMessage message={error ? { ok: false, text: error } : null} />
      <Button variant="secondary" className="mt-4" disabled={signOut.isPending} onClick={() => void run()}>
        Sign out everywhere
      </Button>
    </Card>
  );
}

function DeleteAccountCard() {
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await remove.mutateAsync(password);
      navigate('/dashboard', { replace: true });
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : 'Account deletion failed');
    }
  };

  return (
    <Card title="Delete account">
      <p className="text-sm text-muted">
        Deleting your account removes your profile, progress and sessions. Games stay for your opponents, shown with a
        deleted account.
      </p>
      {confirming ? (
        <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3">
          <TextField
            id="delete-password"
            label="Enter your password to confirm"
            type="password"
            autoComplete="current-password"
            value={password}
            disabled={remove.isPending}
            onChange={setPassword}
          />
          <FormMessage message={error ? { ok: false, text: error } : null} />
          <div className="flex gap-2">
            <Button type="submit" disabled={remove.isPending} className="bg-red-600 hover:bg-red-700">
              Delete my account
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="secondary" className="mt-4" onClick={() => setConfirming(true)}>
          Delete account
        </Button>
      )}
    </Card>
  );
}

export function SettingsPage() {
  const theme = useThemeStore((s) => s.theme);
  const setTheme = useThemeStore((s) => s.setTheme);
  const demo = useAuthStore((s) => isDemoToken(s.token));
  const [soundOn, setSoundOn] = useState(isSoundEnabled);
  const [volume, setVolume] = useState(getVolume);
  const [board, setBoard] = useState<BoardPreferences>(readBoardPreferences);

  const updateBoard = (change: Partial<BoardPreferences>) => {
    const next = { ...board, ...change };
    writeBoardPreferences(next);
    setBoard(next);
  };

  return (
    <section className="mx-auto max-w-3xl">
      <PageHeader title="Settings" description="Your account and app preferences." />
      <div className="flex flex-col gap-6">
        <Card title="Appearance">
          <div className="flex gap-2" role="radiogroup" aria-label="Theme">
            {(['dark', 'light'] as const).map((value) => (
              <Button
                key={value}
                role="radio"
                aria-checked={theme === value}
                variant={theme === value ? 'primary' : 'secondary'}
                onClick={() => setTheme(value)}
              >
                {value === 'dark' ? 'Dark' : 'Light'}
              </Button>
            ))}
          </div>
        </Card>
        <Card title="Sound">
          <Toggle
            label="Sound effects"
            checked={soundOn}
            onChange={(v) => {
              setSoundEnabled(v);
              setSoundOn(v);
            }}
          />
          <label className="mt-2 flex items-center justify-between gap-4">
            <span>Volume</span>
            <input
              type="range"
              min={0}
              max={1}
              step={0.05}
              value={volume}
              disabled={!soundOn}
              onChange={(e) => {
                const next = clampVolume(Number(e.target.value));
                storeVolume(next);
                setVolume(next);
              }}
            />
          </label>
        </Card>
        <Card title="Board">
          <Toggle
            label="Show coordinates"
            checked={board.showCoordinates}
            onChange={(v) => updateBoard({ showCoordinates: v })}
          />
          <Toggle
            label="Animate moves"
            checked={board.animateMoves}
            onChange={(v) => updateBoard({ animateMoves: v })}
          />
          <Toggle
            label="Always promote to queen"
            checked={board.autoQueen}
            onChange={(v) => updateBoard({ autoQueen: v })}
          />
        </Card>
        <Card title="Coach">
          {/* The optional AI voice lives here and in the coach's gear menu, never as a label on the boards. */}
          <h3 className="mb-2 font-medium">AI voice (optional)</h3>
          <AiVoiceForm />
        </Card>
        {!demo && <DisplayNameCard />}
        {!demo && <CountryCard />}
        {!demo && <PasswordCard />}
        {!demo && <SessionsCard />}
        {!demo && <DeleteAccountCard />}
      </div>
    </section>
  );
}
