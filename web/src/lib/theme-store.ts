import { create } from 'zustand';

import { readLocal, storageKey, writeLocal } from '@/lib/storage';

export type Theme = 'dark' | 'light';

export const THEME_STORAGE_KEY = storageKey('theme');
export const DEFAULT_THEME: Theme = 'dark';

export function readStoredTheme(): Theme {
  return readLocal(THEME_STORAGE_KEY) === 'light' ? 'light' : DEFAULT_THEME;
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
}

interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

// public/theme-init.js applies the same key before first paint; this store keeps it in sync.
export const useThemeStore = create<ThemeState>()((set, get) => ({
  theme: typeof window === 'undefined' ? DEFAULT_THEME : readStoredTheme(),
  setTheme: (theme) => {
    writeLocal(THEME_STORAGE_KEY, theme);
    applyTheme(theme);
    set({ theme });
  },
  toggleTheme: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
}));

/** Re-reads the stored preference and applies it (start-up and tests). */
export function restoreTheme(): Theme {
  const theme = readStoredTheme();
  applyTheme(theme);
  useThemeStore.setState({ theme });
  return theme;
}
