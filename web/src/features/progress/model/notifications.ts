// Which progress notifications (level up, achievement unlocked, daily goals complete) are new to
// this browser, and their toast texts. A marker in local storage remembers the last one shown, so
// each is shown once; the first time a list is seen it is taken as already known (an old account's
// history is not replayed as a burst of toasts).

import { ACHIEVEMENTS } from './achievements';

export interface NotificationLike {
  kind: 'level_up' | 'achievement_unlocked' | 'daily_goals_complete';
  eventId: string;
  at: number;
  level?: number;
  achievementId?: string;
  xp?: number;
}

export interface SeenMarker {
  /** The time of the last notification shown (0: none yet). */
  at: number;
  /** Its key, or null when there was none. */
  key: string | null;
}

/** One event can raise several notifications (an achievement and a level): the key tells them apart. */
export function notificationKey(n: NotificationLike): string {
  return `${n.eventId}|${n.kind}|${n.achievementId ?? n.level ?? ''}`;
}

/**
 * The notifications of `list` (in ledger order) not shown yet, and the marker to keep. Without a
 * marker nothing is new. A marker whose notification left the list (the server sends the latest
 * 50) falls back on time.
 */
export function unseenNotifications<N extends NotificationLike>(
  list: readonly N[],
  marker: SeenMarker | null,
): { fresh: N[]; marker: SeenMarker } {
  const last = list[list.length - 1];
  const next: SeenMarker = last ? { at: last.at, key: notificationKey(last) } : (marker ?? { at: 0, key: null });
  if (marker === null) return { fresh: [], marker: next };
  const index = marker.key === null ? -1 : list.findIndex((n) => notificationKey(n) === marker.key);
  const fresh = index >= 0 ? list.slice(index + 1) : list.filter((n) => n.at > marker.at);
  return { fresh, marker: next };
}

export function parseMarker(text: string | null): SeenMarker | null {
  if (!text) return null;
  try {
    const raw = JSON.parse(text) as Partial<SeenMarker>;
    if (typeof raw.at !== 'number') return null;
    return { at: raw.at, key: typeof raw.key === 'string' ? raw.key : null };
  } catch {
    return null;
  }
}

export type ToastTone = 'level' | 'achievement' | 'goals';

export interface ToastText {
  tone: ToastTone;
  title: string;
  body: string;
}

export function notificationText(n: NotificationLike): ToastText {
  switch (n.kind) {
    case 'level_up':
      return { tone: 'level', title: 'Level up!', body: `You reached level ${n.level ?? '?'}.` };
    case 'achievement_unlocked': {
      const title = ACHIEVEMENTS.find((a) => a.id === n.achievementId)?.title ?? 'Achievement';
      return { tone: 'achievement', title: 'Achievement unlocked', body: `${title} (+${n.xp ?? 0} XP)` };
    }
    case 'daily_goals_complete':
      return { tone: 'goals', title: 'Daily goals complete!', body: `+${n.xp ?? 0} XP for today's goals.` };
  }
}

/** What changed between two readings of the progress within one visit (never on first load). */
export interface ProgressDelta {
  xpGained: number;
  /** The new streak when it grew (a streak bonus), else null. */
  streakUp: number | null;
}

export function progressDelta(
  before: { totalXP: number; streak: number } | null,
  after: { totalXP: number; streak: number },
): ProgressDelta {
  if (!before) return { xpGained: 0, streakUp: null };
  return {
    xpGained: Math.max(0, after.totalXP - before.totalXP),
    streakUp: after.streak > before.streak ? after.streak : null,
  };
}

/** The toasts for a delta: "+50 XP" and "3-day streak!". */
export function deltaTexts(delta: ProgressDelta): { tone: 'xp' | 'streak'; title: string; body: string }[] {
  const out: { tone: 'xp' | 'streak'; title: string; body: string }[] = [];
  if (delta.xpGained > 0) out.push({ tone: 'xp', title: `+${delta.xpGained} XP`, body: 'Keep going!' });
  if (delta.streakUp !== null) {
    const days = delta.streakUp;
    out.push({
      tone: 'streak',
      title: `${days}-day streak!`,
      body: days === 1 ? 'A new streak starts today.' : 'You kept your streak going.',
    });
  }
  return out;
}
