import { describe, expect, it } from 'vitest';

import {
  deltaTexts,
  notificationKey,
  notificationText,
  parseMarker,
  progressDelta,
  unseenNotifications,
  type NotificationLike,
} from '../notifications';

const level = (eventId: string, at: number, l: number): NotificationLike => ({
  kind: 'level_up',
  eventId,
  at,
  level: l,
});
const ach = (eventId: string, at: number, id: string): NotificationLike => ({
  kind: 'achievement_unlocked',
  eventId,
  at,
  achievementId: id,
  xp: 100,
});

describe('unseenNotifications', () => {
  const list = [ach('e1', 10, 'first_puzzle'), level('e1', 10, 1), level('e2', 20, 2)];

  it('takes the first list seen as known: no burst of old toasts', () => {
    const { fresh, marker } = unseenNotifications(list, null);
    expect(fresh).toEqual([]);
    expect(marker).toEqual({ at: 20, key: notificationKey(list[2]!) });
    expect(unseenNotifications([], null).marker).toEqual({ at: 0, key: null });
  });

  it('shows what came after the last one shown, each once', () => {
    const first = unseenNotifications(list.slice(0, 1), { at: 0, key: null });
    expect(first.fresh).toEqual(list.slice(0, 1));
    const second = unseenNotifications(list, first.marker);
    // The same event also raised a level: told apart by kind.
    expect(second.fresh).toEqual(list.slice(1));
    expect(unseenNotifications(list, second.marker).fresh).toEqual([]);
  });

  it('falls back on time when the last one shown has left the list', () => {
    const { fresh } = unseenNotifications(list, { at: 15, key: 'gone|level_up|9' });
    expect(fresh).toEqual([list[2]]);
  });

  it('reads a stored marker, or none', () => {
    expect(parseMarker('{"at":5,"key":"k"}')).toEqual({ at: 5, key: 'k' });
    expect(parseMarker('{"at":0,"key":null}')).toEqual({ at: 0, key: null });
    expect(parseMarker('oops')).toBeNull();
    expect(parseMarker(null)).toBeNull();
  });
});

describe('notificationText', () => {
  it('words each kind', () => {
    expect(notificationText(level('e', 1, 3))).toEqual({
      tone: 'level',
      title: 'Level up!',
      body: 'You reached level 3.',
    });
    expect(notificationText(ach('e', 1, 'first_puzzle')).body).toBe('First Puzzle (+100 XP)');
    expect(notificationText({ kind: 'daily_goals_complete', eventId: 'e', at: 1, xp: 200 }).title).toBe(
      'Daily goals complete!',
    );
  });
});

describe('progress deltas', () => {
  it('are nothing on the first reading, then the XP gained and a streak that grew', () => {
    expect(progressDelta(null, { totalXP: 500, streak: 3 })).toEqual({ xpGained: 0, streakUp: null });
    expect(progressDelta({ totalXP: 500, streak: 3 }, { totalXP: 550, streak: 3 })).toEqual({
      xpGained: 50,
      streakUp: null,
    });
    expect(progressDelta({ totalXP: 500, streak: 3 }, { totalXP: 500, streak: 4 })).toEqual({
      xpGained: 0,
      streakUp: 4,
    });
    // A lapsed streak is not a bonus, and XP never goes down.
    expect(progressDelta({ totalXP: 500, streak: 3 }, { totalXP: 400, streak: 0 })).toEqual({
      xpGained: 0,
      streakUp: null,
    });
    expect(deltaTexts({ xpGained: 30, streakUp: 1 }).map((t) => t.title)).toEqual(['+30 XP', '1-day streak!']);
  });
});
