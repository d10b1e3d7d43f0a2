// The countdown of a timed position (strength assessment and calibration, docs/assessment.md): the
// seconds left are read from a deadline and the clock, never counted down tick by tick, so a tab
// that slept or a slow render cannot stretch the time the player gets.

/** Whole seconds left until `deadlineMs` at `nowMs`, rounded up (9.2 s left shows as 10), never below 0. */
export function secondsLeft(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

/** The deadline of a position shown at `shownAtMs` with `limitSeconds` to answer. */
export function deadlineOf(shownAtMs: number, limitSeconds: number): number {
  return shownAtMs + limitSeconds * 1000;
}

/**
 * When a position's clock started, on this page's clock: the server says how many seconds were
 * left (`leftSeconds`, its own clock) when the answer carrying the position was received at
 * `receivedAtMs`, so a reload or a position shown after a pause counts what the server counts
 * (issue 30). Without the server's figure, the whole limit from `receivedAtMs`.
 */
export function clockStartOf(receivedAtMs: number, limitSeconds: number, leftSeconds?: number): number {
  const left = Math.min(limitSeconds, Math.max(0, leftSeconds ?? limitSeconds));
  return receivedAtMs - (limitSeconds - left) * 1000;
}

/** Seconds spent on a position since `shownAtMs`, to a tenth, never negative. */
export function secondsSpent(shownAtMs: number, nowMs: number): number {
  return Math.max(0, Math.round((nowMs - shownAtMs) / 100) / 10);
}

/** "1:05" for 65 seconds, "0:09" for 9. */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** How urgent the clock looks: the last 10 seconds (or the last fifth of a short limit) are red. */
export function countdownTone(left: number, limitSeconds: number): 'calm' | 'hurry' | 'over' {
  if (left <= 0) return 'over';
  return left <= Math.max(10, Math.round(limitSeconds / 5)) ? 'hurry' : 'calm';
}
