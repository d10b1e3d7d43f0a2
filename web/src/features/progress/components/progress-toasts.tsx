// Toasts for what GET /api/progress announces: level up, achievement unlocked, daily goals
// complete. Each is shown once: the last one shown is remembered in local storage, per record (an
// account's or an anonymous learner's; signing up keeps the learner's id, so nothing is shown
// twice). XP gained and a growing streak during the visit get their own toast and sound (not on
// the first reading: that is history, not news), except for a visitor whose first activity of this
// visit made them a learner: everything since the empty state is news.

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

import { FlameIcon, LevelUpIcon, SparklesIcon, TargetIcon, TrophyIcon } from '@/components/ui/icons';
import { ToastStack, type ToastItem } from '@/components/ui/toast';
import { isLearner, useLearnerId } from '@/lib/auth/account';
import { useAuthStore } from '@/lib/auth/auth-store';
import { playSound, type SoundEffect } from '@/lib/sound/sound-manager';
import { readLocal, storageKey, writeLocal } from '@/lib/storage';

import {
  deltaTexts,
  notificationKey,
  notificationText,
  parseMarker,
  progressDelta,
  unseenNotifications,
  type ToastTone,
} from '../model/notifications';
import { useProgressSummary } from './use-progress-summary';

/** At most this many toasts at once: a burst (a merge, a long day offline) shows its latest. */
export const MAX_TOASTS = 3;

/** Ids of the XP and streak toasts, which give way first when there are too many. */
const DELTA_ID = /^(xp|streak)\|/;

/**
 * The newest `max` toasts, except that an XP or streak toast gives way before a level-up,
 * an achievement or the goals: those say something the running XP figure does not.
 */
export function trimToasts(toasts: ToastItem[], max = MAX_TOASTS): ToastItem[] {
  const kept = [...toasts];
  while (kept.length > max) {
    const delta = kept.findIndex((t) => DELTA_ID.test(t.id));
    kept.splice(delta >= 0 ? delta : 0, 1);
  }
  return kept;
}

/** Between the ids of toasts merged into one: dismissing it dismisses them all. */
const MERGED = '\n';

/**
 * Toasts that are shown together become one (issue 30: three stacked toasts hid a game's result):
 * the weightiest leads (a level-up, an achievement or the goals before an XP or streak change)
 * and the others follow in its body, so the stack is never more than one toast tall.
 */
export function mergeToasts(toasts: ToastItem[]): ToastItem[] {
  if (toasts.length <= 1) return toasts;
  const ranked = [...toasts].sort((a, b) => Number(DELTA_ID.test(a.id)) - Number(DELTA_ID.test(b.id)));
  const [lead, ...rest] = ranked as [ToastItem, ...ToastItem[]];
  // "Level up! You reached level 7.", "Achievement unlocked: First Puzzle".
  const line = (t: ToastItem) => (t.body ? `${t.title}${/[!.?]$/.test(t.title) ? ' ' : ': '}${t.body}` : t.title);
  const lines = [lead.body, ...rest.map(line)];
  return [
    {
      id: ranked.map((t) => t.id).join(MERGED),
      title: lead.title,
      body: lines.filter((line) => line !== undefined && line !== '').join(' · '),
      mark: lead.mark,
    },
  ];
}

export function seenKey(learnerId: string | undefined): string {
  return storageKey(`progress-seen-${learnerId ?? 'visitor'}`);
}

/** What "nothing shown yet" means for a learner made during this visit: every notification is new. */
const NOTHING_SEEN = { at: 0, key: null };

const MARK_SIZE = { width: 24, height: 24 };
const MARKS: Record<ToastTone, ReactNode> = {
  level: <LevelUpIcon {...MARK_SIZE} />,
  achievement: <TrophyIcon {...MARK_SIZE} />,
  goals: <TargetIcon {...MARK_SIZE} />,
};
const SOUNDS: Record<ToastTone, SoundEffect> = { level: 'levelUp', achievement: 'achievement', goals: 'xp' };

export function ProgressToasts() {
  const learnerId = useLearnerId();
  const anonymous = useAuthStore(isLearner);
  const result = useProgressSummary();
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const notifications = result.status === 'shown' ? result.summary.notifications : null;
  const owner = result.status === 'shown' && result.source === 'record' ? learnerId : undefined;
  // The anonymous learner this visit made (the empty state was shown, then the learner's record):
  // its first reading is news, not history.
  const sawEmpty = useRef(false);
  if (result.status === 'shown' && result.source === 'empty') sawEmpty.current = true;
  const madeHere = useRef<string | undefined>(undefined);
  if (owner !== undefined && anonymous && sawEmpty.current && madeHere.current === undefined) madeHere.current = owner;
  const newLearner = owner !== undefined && owner === madeHere.current;

  useEffect(() => {
    if (!notifications || owner === undefined) return;
    const key = seenKey(owner);
    const stored = parseMarker(readLocal(key)) ?? (newLearner ? NOTHING_SEEN : null);
    const { fresh, marker } = unseenNotifications(notifications, stored);
    writeLocal(key, JSON.stringify(marker));
    if (fresh.length === 0) return;
    const items = fresh.map((n) => {
      const text = notificationText(n);
      return {
        id: `${key}|${notificationKey(n)}`,
        title: text.title,
        body: text.body,
        mark: MARKS[text.tone],
        tone: text.tone,
      };
    });
    const last = items[items.length - 1];
    if (last) playSound(SOUNDS[last.tone]);
    setToasts((shown) => trimToasts([...shown, ...items.map(({ tone: _, ...t }) => t)]));
  }, [notifications, owner, newLearner]);

  // XP and streak changes within this visit.
  const summary = result.status === 'shown' ? result.summary : null;
  const totalXP = summary?.totalXP;
  const streak = summary?.streak.current;
  const previous = useRef<{ owner: string | undefined; totalXP: number; streak: number } | null>(null);
  useEffect(() => {
    if (totalXP === undefined || streak === undefined) return;
    const last = previous.current;
    const before = last && (last.owner === owner || (last.owner === undefined && newLearner)) ? last : null;
    previous.current = { owner, totalXP, streak };
    const texts = deltaTexts(progressDelta(before, { totalXP, streak }));
    if (texts.length === 0) return;
    const stamp = Date.now();
    // The streak bonus outranks the XP chime when both come at once.
    playSound(texts.some((t) => t.tone === 'streak') ? 'streakBonus' : 'xp');
    const items = texts.map((t) => ({
      id: `${t.tone}|${stamp}|${totalXP}`,
      title: t.title,
      body: t.body,
      mark: t.tone === 'xp' ? <SparklesIcon {...MARK_SIZE} /> : <FlameIcon {...MARK_SIZE} />,
    }));
    setToasts((shown) => trimToasts([...shown, ...items]));
  }, [totalXP, streak, owner, newLearner]);

  const dismiss = useCallback((id: string) => {
    const gone = new Set(id.split(MERGED));
    setToasts((shown) => shown.filter((t) => !gone.has(t.id)));
  }, []);
  return <ToastStack toasts={mergeToasts(toasts)} onDismiss={dismiss} />;
}
