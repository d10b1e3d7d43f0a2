// The player's calendar as the browser tells the server: the UTC offset it keeps for the player
// (docs/progress.md, "The player's calendar").

/**
 * Minutes EAST of UTC at `date`, as the server wants them: the opposite sign of JavaScript's
 * getTimezoneOffset() (Paris in winter: 60; New York in winter: -300). The server accepts
 * multiples of 15 from -720 to 840; the odd historical offsets are rounded into that.
 */
export function timeZoneOffsetMinutes(date: Date): number {
  const east = -date.getTimezoneOffset();
  const rounded = Math.round(east / 15) * 15;
  return Math.min(840, Math.max(-720, rounded)) || 0;
}
