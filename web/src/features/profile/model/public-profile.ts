// Display rules for the public profile (/u/:username).

export function followButtonText(following: boolean): string {
  return following ? 'Unfollow' : 'Follow';
}

/** "1834", "1500?" while provisional, a dash for a speed without a rating. */
export function ratingText(r: { rating: number; provisional: boolean } | null): string {
  if (!r) return '\u2014';
  return `${Math.round(r.rating)}${r.provisional ? '?' : ''}`;
}
