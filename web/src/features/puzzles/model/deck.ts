// Words and links of the personal deck (pure, unit-tested).

/** "Your mistakes: 7 due" on /puzzles. */
export function deckBannerText(due: number): string {
  return `Your mistakes: ${due} due`;
}

/** When a graded card comes back, in SM-2's whole days. */
export function deckDueText(intervalDays: number): string {
  if (intervalDays <= 1) return 'This card comes back tomorrow.';
  return `This card comes back in ${intervalDays} days.`;
}

/** The review of the game a card came from (the review page reads its id from the query). */
export function reviewLink(card: { source: { reviewId: string; ply: number } }): string {
  return `/review?id=${encodeURIComponent(card.source.reviewId)}`;
}
