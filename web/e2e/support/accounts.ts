// New accounts for the specs that need one, made the way a user makes them: through the sign-up
// dialog against the real server. Names are unique per run because every spec shares the server's
// database within a worker.
import { expect, type Page } from '@playwright/test';

export const TEST_PASSWORD = 'correct-horse-1';

/** `tag` followed by the time and a random number: a username no earlier test has taken. */
export function uniqueName(tag: string): string {
  return `${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

export interface NewAccount {
  /** The username (and the email's local part); `uniqueName(tag)` when not given. */
  username?: string;
  /** The start of a unique username when `username` is not given. */
  tag?: string;
  displayName: string;
  /** Opens the auth dialog; by default the header's Login / Sign Up button on the current page. */
  open?: () => Promise<void>;
}

/**
 * Creates an account from the sign-up dialog and waits for the dialog to close; returns the
 * username. The header opens the dialog on Log in, so it switches to Sign up; a "Create a free
 * account" button opens it on Sign up already, so the switch is only clicked when it is shown.
 */
export async function signUp(page: Page, account: NewAccount): Promise<string> {
  const name = account.username ?? uniqueName(account.tag ?? 'user');
  if (account.open) await account.open();
  else await page.getByRole('button', { name: 'Login / Sign Up' }).click();
  const dialog = page.getByRole('dialog');
  const toSignUp = dialog.getByRole('button', { name: 'Sign up' });
  const createAccount = dialog.getByRole('button', { name: 'Create Account' });
  // Wait for either mode to render before asking which one it is.
  await expect(toSignUp.or(createAccount)).toBeVisible();
  if (await toSignUp.isVisible()) await toSignUp.click();
  await dialog.getByLabel('Email').fill(`${name}@example.com`);
  await dialog.getByLabel('Username').fill(name);
  await dialog.getByLabel('Display Name').fill(account.displayName);
  await dialog.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await createAccount.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  return name;
}

/** Signs in from the header's Login / Sign Up dialog and waits for the dialog to close. */
export async function logIn(page: Page, email: string, password = TEST_PASSWORD): Promise<void> {
  await page.getByRole('button', { name: 'Login / Sign Up' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** What the browser keeps of its session (local storage `chess-academy-auth`). */
export interface StoredSession {
  token: string | null;
  isAuthenticated: boolean;
  user: { id: string; anonymous?: boolean; displayName: string } | null;
}

export async function storedSession(page: Page): Promise<StoredSession> {
  return page.evaluate(() => {
    const raw = JSON.parse(localStorage.getItem('chess-academy-auth') ?? '{}') as { state?: StoredSession };
    return raw.state ?? { token: null, isAuthenticated: false, user: null };
  });
}
