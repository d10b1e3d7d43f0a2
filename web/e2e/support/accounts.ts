// What specs share about accounts: a fresh one made from the dashboard's sign-up dialog.
import { expect, type Page } from '@playwright/test';

/** Creates a new account from the dashboard's sign-up dialog and waits for it to close. */
export async function signUp(page: Page, prefix = 'prog', displayName = 'Progress Tester') {
  const name = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Login / Sign Up' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await dialog.getByLabel('Email').fill(`${name}@example.com`);
  await dialog.getByLabel('Username').fill(name);
  await dialog.getByLabel('Display Name').fill(displayName);
  await dialog.getByLabel('Password', { exact: true }).fill('correct-horse-1');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}
