// How ratings read everywhere they are shown (game over, profile, sidebar).

/** A rating difference as players read it: "+8", "\u22128" (a real minus sign), "\u00b10". */
export function formatRatingDiff(diff: number): string {
  if (diff > 0) return `+${diff}`;
  if (diff < 0) return `\u2212${Math.abs(diff)}`;
  return '\u00b10';
}

const SPEED_NAMES: Record<string, string> = {
  bullet: 'Bullet',
  blitz: 'Blitz',
  rapid: 'Rapid',
  classical: 'Classical',
};

/** "Blitz" for "blitz"; null for anything that is not a speed. */
export function speedName(speed: string | null | undefined): string | null {
  return speed && Object.hasOwn(SPEED_NAMES, speed) ? (SPEED_NAMES[speed] ?? null) : null;
}

/** "Blitz rating": the speed a rating belongs to, named. */
export function ratingLabel(speed: string | null | undefined): string {
  const name = speedName(speed);
  return name ? `${name} rating` : 'Rating';
}
