// The 90-day rule as the player reads it (issue 18): an account's official result can be
// retaken from the day the server names; before that the intro says when.

export const RETAKE_MESSAGE = 'The assessment can be taken once every few months';

/** The retake is open (no date, or the date has come). */
export function canRetake(retakeAvailableAt: number | null | undefined, nowMs: number): boolean {
  return retakeAvailableAt === null || retakeAvailableAt === undefined || retakeAvailableAt <= nowMs;
}

/** "You can take it again on 12 May 2026." in the reader's locale, or null when it is open. */
export function retakeText(
  retakeAvailableAt: number | null | undefined,
  nowMs: number,
  locale?: string,
): string | null {
  if (canRetake(retakeAvailableAt, nowMs) || retakeAvailableAt == null) return null;
  const date = new Date(retakeAvailableAt).toLocaleDateString(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return `You can take it again on ${date}.`;
}

/** A completion time from the server (ISO text or epoch ms) as a date. */
export function completedDate(completedAt: string | number, locale?: string): string {
  const d = new Date(completedAt);
  return Number.isNaN(d.getTime())
    ? ''
    : d.toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' });
}
