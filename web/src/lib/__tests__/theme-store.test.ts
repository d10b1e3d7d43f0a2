import { beforeEach, describe, expect, it } from 'vitest';

import { restoreTheme, THEME_STORAGE_KEY, useThemeStore } from '@/lib/theme-store';

describe('theme', () => {
  beforeEach(() => {
    document.documentElement.removeAttribute('data-theme');
    useThemeStore.setState({ theme: 'dark' });
  });

  it('uses the key chess-academy-theme', () => {
    expect(THEME_STORAGE_KEY).toBe('chess-academy-theme');
  });

  it('defaults to dark when nothing is stored', () => {
    expect(restoreTheme()).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('toggling stores the choice and applies data-theme', () => {
    useThemeStore.getState().toggleTheme();
    expect(localStorage.getItem('chess-academy-theme')).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    useThemeStore.getState().toggleTheme();
    expect(localStorage.getItem('chess-academy-theme')).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('restores the stored theme on load', () => {
    localStorage.setItem('chess-academy-theme', 'light');
    expect(restoreTheme()).toBe('light');
    expect(useThemeStore.getState().theme).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('ignores a corrupt stored value', () => {
    localStorage.setItem('chess-academy-theme', 'purple');
    expect(restoreTheme()).toBe('dark');
  });

  it('the pre-paint script applies the stored theme', async () => {
    localStorage.setItem('chess-academy-theme', 'light');
    const { readFileSync } = await import('node:fs');
    const { resolve } = await import('node:path');
    const source = readFileSync(resolve(process.cwd(), 'public/theme-init.js'), 'utf8');
    new Function(source)();
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
  });
});
