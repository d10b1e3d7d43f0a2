// The nine live time controls: initial minutes + increment seconds.
export type TimeControlType = 'bullet' | 'blitz' | 'rapid' | 'classical';

export interface TimeControlOption {
  name: string;
  /** Initial time in minutes (sent to the server in seconds). */
  minutes: number;
  increment: number;
  type: TimeControlType;
  description: string;
}

export const TIME_CONTROLS: readonly TimeControlOption[] = [
  { name: 'Bullet', minutes: 1, increment: 0, type: 'bullet', description: 'Lightning fast' },
  { name: 'Bullet', minutes: 2, increment: 1, type: 'bullet', description: 'Fast with increment' },
  { name: 'Blitz', minutes: 3, increment: 0, type: 'blitz', description: 'Quick thinking' },
  { name: 'Blitz', minutes: 3, increment: 2, type: 'blitz', description: 'Quick with increment' },
  { name: 'Blitz', minutes: 5, increment: 0, type: 'blitz', description: 'Classic blitz' },
  { name: 'Blitz', minutes: 5, increment: 3, type: 'blitz', description: 'Blitz with increment' },
  { name: 'Rapid', minutes: 10, increment: 0, type: 'rapid', description: 'Time to think' },
  { name: 'Rapid', minutes: 15, increment: 10, type: 'rapid', description: 'Rapid with increment' },
  { name: 'Classical', minutes: 30, increment: 0, type: 'classical', description: 'Deep thinking' },
];

export function timeLabel(tc: { minutes: number; increment: number }): string {
  return `${tc.minutes}+${tc.increment}`;
}

/** The payload of join_matchmaking: initial minutes converted to seconds. */
export function toServerTimeControl(tc: TimeControlOption) {
  return { initial: tc.minutes * 60, increment: tc.increment, type: tc.type };
}
