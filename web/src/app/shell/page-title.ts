// The name of the page at a path, for the top bar and the browser tab ("Puzzles · Chess Academy"):
// with several tabs open, or on a phone where the sidebar is hidden, it says where the learner is.
import { useEffect } from 'react';

export const APP_NAME = 'Chess Academy';

// First match wins: longer paths before their parents. Names follow the sidebar's and the pages',
// short enough to be read whole in a phone's top bar ("Assessment", not "Strength Assessment").
const PAGE_NAMES: [RegExp, string][] = [
  [/^\/dashboard\/?$/, 'Dashboard'],
  [/^\/lessons\/category\/[^/]+\/?$/, 'Lessons'],
  [/^\/lessons\/[^/]+\/?$/, 'Lesson'],
  [/^\/lessons\/?$/, 'Lessons'],
  [/^\/puzzles\/?$/, 'Puzzles'],
  [/^\/practice(\/[^/]+)?\/?$/, 'Practice'],
  [/^\/play\/?$/, 'Vs Computer'],
  [/^\/leaderboard\/?$/, 'Leaderboard'],
  [/^\/strength-assessment\/?$/, 'Assessment'],
  [/^\/academy\/?$/, 'Academy'],
  [/^\/multiplayer\/?$/, 'Multiplayer'],
  [/^\/review(\/[^/]+)?\/?$/, 'Review'],
  [/^\/phase0\/?$/, 'Calibration'],
  [/^\/debug\/?$/, 'Debug'],
  [/^\/demo\/?$/, 'Demo'],
  [/^\/profile\/?$/, 'Profile'],
  [/^\/u\/[^/]+\/?$/, 'Player Profile'],
  [/^\/settings\/?$/, 'Settings'],
  [/^\/game\/[^/]+\/?$/, 'Live Game'],
  [/^\/spectate\/[^/]+\/?$/, 'Spectating'],
  [/^\/auth\//, 'Sign In'],
];

/** The page's name, or null for a path the app does not know (it redirects). */
export function pageName(pathname: string): string | null {
  return PAGE_NAMES.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
}

/** The browser tab's title for the page: "Puzzles · Chess Academy". */
export function documentTitle(name: string | null): string {
  return name ? `${name} · ${APP_NAME}` : APP_NAME;
}

/** Keeps document.title naming the page. */
export function useDocumentTitle(name: string | null) {
  useEffect(() => {
    document.title = documentTitle(name);
  }, [name]);
}
