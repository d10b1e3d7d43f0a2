// A visitor's practice stars, kept in this browser (an account's are the server's): the best
// stars per position id. What comes out of storage is checked, and anything unreadable is dropped.

import { readLocal, storageKey, writeLocal } from '@/lib/storage';

export const VISITOR_STARS_KEY = storageKey('practice-stars');

export type StarBook = Record<string, number>;

export function readStars(): StarBook {
  try {
    const parsed: unknown = JSON.parse(readLocal(VISITOR_STARS_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const book: StarBook = {};
    for (const [id, stars] of Object.entries(parsed)) {
      if (typeof stars === 'number' && Number.isInteger(stars) && stars >= 1 && stars <= 3) book[id] = stars;
    }
    return book;
  } catch {
    return {};
  }
}

/** Records `stars` for `id` if better than what is kept; returns the book as kept. */
export function recordStars(id: string, stars: number): StarBook {
  const book = readStars();
  if (stars >= 1 && stars <= 3 && stars > (book[id] ?? 0)) {
    book[id] = stars;
    writeLocal(VISITOR_STARS_KEY, JSON.stringify(book));
  }
  return book;
}

/** The stars to show: the server's for an account, the browser's for a visitor (the better of both). */
export function shownStars(server: number, id: string, book: StarBook): number {
  return Math.max(server, book[id] ?? 0);
}
