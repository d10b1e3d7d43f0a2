// The pictures of the achievements' icon names (server: learn/progress/progress_achievements.cpp), shared
// by every page that lists achievements (progress card, leaderboard, public profile).

const ICONS: Record<string, string> = {
  book: '📘',
  'graduation-cap': '🎓',
  puzzle: '🧩',
  brain: '🧠',
  trophy: '🏆',
  swords: '⚔️',
  smartphone: '📱',
  target: '🎯',
  zap: '⚡',
  hand: '✋',
  flame: '🔥',
  timer: '⏱️',
  star: '⭐',
};

export function achievementIcon(icon: string): string {
  return Object.hasOwn(ICONS, icon) ? (ICONS[icon] ?? '🏅') : '🏅';
}
