import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect, test } from './fixtures';

const HERE = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');
const SCREENSHOT_PATH = resolve(HERE, '../../docs/dashboard.png');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

test('/ lands on /play', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/play$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Play vs Computer' })).toBeVisible();
});

test('the dashboard loads without console errors under the server CSP', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Choose Your Path' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('an unknown path lands on /dashboard', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the theme choice survives a reload', async ({ page }) => {
  await page.goto('/dashboard');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('chess-academy-theme'))).toBe('light');
});

test('at 375 px the drawer opens and closes on navigation', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/dashboard');
  const drawer = page.locator('#app-sidebar');
  await expect(drawer).toHaveAttribute('data-state', 'closed');
  await expect(page.getByRole('link', { name: /Puzzles/ }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(drawer).toHaveAttribute('data-state', 'open');
  await expect(drawer.getByText('Welcome')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Try Demo Mode' })).toBeVisible();
  await drawer.getByRole('link', { name: /Leaderboard/ }).click();
  await expect(page).toHaveURL(/\/leaderboard$/);
  await expect(drawer).toHaveAttribute('data-state', 'closed');
  await expect(drawer.getByRole('link', { name: /Leaderboard/ })).toBeHidden();
});

test('/profile asks a signed-out visitor to sign in', async ({ page }) => {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await expect(page.getByText('Please sign in to access this page and continue your chess journey.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Home' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('auth_return_to'))).toBe('/profile');
});

test.describe('accessibility', () => {
  // The server's Content-Security-Policy (script-src 'self') rightly blocks the injected axe script.
  test.use({ bypassCSP: true });

  for (const theme of ['dark', 'light'] as const) {
    test(`the dashboard has no serious accessibility violations (${theme})`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('chess-academy-theme', t), theme);
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await page.addScriptTag({ path: AXE_PATH });
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: () => Promise<{ violations: AxeViolation[] }> } }).axe;
        const result = await axe.run();
        return result.violations;
      });
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
        [],
      );
    });
  }
});

test('dashboard screenshot for the README', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Choose Your Path' })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  mkdirSync(dirname(SCREENSHOT_PATH), { recursive: true });
  await page.screenshot({ path: SCREENSHOT_PATH });
});
