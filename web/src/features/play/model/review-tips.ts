// The summary's tips from the game's review: the player's worst moves, each with what went wrong
// in the review's words (the motif and the better move), instead of a canned list.

import type { Review } from '@/lib/reviews';

/** The move counter of the FEN before the move (a game set up from a position counts on). */
function fullmove(fen: string, ply: number): number {
  const field = Number(fen.split(' ')[5]);
  return Number.isInteger(field) && field > 0 ? field : Math.ceil(ply / 2);
}

const ORDER: Record<string, number> = { blunder: 0, mistake: 1, inaccuracy: 2 };

export function tipsFromReview(review: Review, playerColor: 'white' | 'black', limit = 3): string[] {
  const mine = (review.mistakes ?? []).filter((m) => m.color === playerColor);
  if (mine.length === 0) {
    const accuracy = review.accuracy?.[playerColor];
    return [
      `No mistakes found by the engine${typeof accuracy === 'number' ? `: ${accuracy}% accuracy` : ''}. Well played!`,
    ];
  }
  return [...mine]
    .sort((a, b) => (ORDER[a.class] ?? 3) - (ORDER[b.class] ?? 3) || a.ply - b.ply)
    .slice(0, limit)
    .map((m) => `Move ${fullmove(m.fen, m.ply)}${m.color === 'white' ? '.' : '...'} ${m.san}: ${m.explanation}`);
}

/** Where "Review this game" goes: the stored game's page, or the pasted game's review. */
export function reviewLink(gameId: number | null, reviewId: string | null): string | null {
  if (gameId !== null) return `/review/${gameId}`;
  if (reviewId) return `/review?id=${encodeURIComponent(reviewId)}`;
  return null;
}
