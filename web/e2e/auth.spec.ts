import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { signUp, storedSession, uniqueName } from './support/accounts';

async function openModal(page: Page) {
  await page.getByRole('button', { name: 'Login / Sign Up' }).click();
  return page.getByRole('dialog');
}

async function signIn(page: Page, email: string, password: string) {
  const dialog = await openModal(page);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
}

test('register, stay signed in, log out, log in, rename, change the password, delete the account', async ({ page }) => {
  const name = uniqueName('e2e');
  const email = `${name}@example.com`;
  const password = 'correct-horse-1';

  await page.goto('/dashboard');
  const dialog = await openModal(page);
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(dialog.getByRole('heading', { name: 'Join Chess Academy' })).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Username').fill(name);
  await dialog.getByLabel('Display Name').fill('Edith Tester');
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const banner = page.getByRole('banner');
  await expect(banner.getByText('Edith Tester')).toBeVisible();
  await expect(banner.getByText(/Welcome,/)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('banner').getByText('Edith Tester')).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Login / Sign Up' })).toBeVisible();

  // A wrong password shows the server's text in the banner.
  await signIn(page, email, 'wrong-password-1');
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Invalid email or password');
  await page.keyboard.press('Escape');

  await signIn(page, email, password);
  await expect(page.getByRole('banner').getByText('Edith Tester')).toBeVisible();

  await page.goto('/settings');
  const field = page.getByLabel('Display name');
  await field.fill('Edith Renamed');
  await page.getByRole('button', { name: 'Save display name' }).click();
  await expect(page.getByText('Display name saved.')).toBeVisible();
  await expect(page.getByRole('banner').getByText('Edith Renamed')).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByText('Edith Renamed').first()).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  await page.goto('/settings');
  const newPassword = 'battery-staple-2';
  await page.getByLabel('Current password').fill(password);
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed.')).toBeVisible();
  // The session goes on with the fresh tokens.
  await page.reload();
  await expect(page.getByRole('banner').getByText('Edith Renamed')).toBeVisible();

  await page.getByRole('button', { name: 'Delete account' }).click();
  await page.getByLabel('Enter your password to confirm').fill(newPassword);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Login / Sign Up' })).toBeVisible();

  await signIn(page, email, newPassword);
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Invalid email or password');
});

test('third-party sign-in through the OpenID provider lands on the dashboard signed in', async ({ page }) => {
  test.skip(!!process.env.E2E_BASE_URL, 'needs the harness-started test provider');
  await page.goto('/dashboard');
  const dialog = await openModal(page);
  await dialog.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  await expect(page.getByRole('banner').getByText('Oidc Player')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByText('Oidc Player')).toBeVisible();
});

test('the return screen reports a state mismatch and offers Try Again', async ({ page }) => {
  await page.goto('/dashboard');
  await page.evaluate(() => sessionStorage.setItem('oauth_state', 'expected-state'));
  await page.goto('/auth/callback?code=abc&state=other-state');
  await expect(page.getByRole('heading', { name: 'Authentication Failed' })).toBeVisible();
  await expect(page.getByText('Invalid state parameter')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await page.goto('/auth/callback?error=access_denied');
  await expect(page.getByText('Access denied. You cancelled the authentication process.')).toBeVisible();
});

test('/auth/success without a token goes to /auth/error', async ({ page }) => {
  await page.goto('/auth/success');
  await expect(page).toHaveURL(/\/auth\/error/);
  await expect(page.getByText('Missing authentication token')).toBeVisible();
});

test('demo mode works with the API unreachable', async ({ page }) => {
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await page.goto('/dashboard');
  const dialog = await openModal(page);
  await dialog.getByRole('button', { name: 'Try Demo' }).click();
  await expect(page.getByRole('banner').getByText('Demo Player')).toBeVisible();
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByText('Demo Player')).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Login / Sign Up' })).toBeVisible();
});

test('"Sign out everywhere" on another device signs this browser out and says why', async ({ page }) => {
  await page.goto('/dashboard');
  await signUp(page, { tag: 'everywhere', displayName: 'Everywhere Player' });
  await page.goto('/multiplayer');
  await expect(page.getByText('Connected & Ready')).toBeVisible({ timeout: 15_000 });

  // Another device of the same account ends every session.
  const { token } = await storedSession(page);
  const res = await page.request.post('/api/auth/logout-all', { headers: { Authorization: `Bearer ${token ?? ''}` } });
  expect(res.status()).toBe(200);

  const banner = page.getByTestId('signed-out-banner');
  await expect(banner).toHaveText(/Signed out: this account's sessions were ended\. Please sign in again\./);
  await expect(page.getByRole('button', { name: 'Login / Sign Up' })).toBeVisible();
  // The lobby goes on as a guest's.
  await expect(page.getByText('Connected & Ready')).toBeVisible({ timeout: 15_000 });
  await banner.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
