// The pictures of the achievements' icon names (server: learn/progress/progress_achievements.cpp), shared
// by every page that lists achievements (progress card, leaderboard, public profile). SVG from the one
// icon set, never emoji (a box where no emoji font is installed).

import type { ReactNode, SVGProps } from 'react';

import {
  BookIcon,
  BrainIcon,
  FlameIcon,
  GraduationCapIcon,
  HandIcon,
  MedalIcon,
  PuzzleIcon,
  SmartphoneIcon,
  StarIcon,
  SwordsIcon,
  TargetIcon,
  TimerIcon,
  TrophyIcon,
  ZapIcon,
} from '@/components/ui/icons';

type IconProps = SVGProps<SVGSVGElement>;

const ICONS: Record<string, (p: IconProps) => ReactNode> = {
  book: BookIcon,
  'graduation-cap': GraduationCapIcon,
  puzzle: PuzzleIcon,
  brain: BrainIcon,
  trophy: TrophyIcon,
  swords: SwordsIcon,
  smartphone: SmartphoneIcon,
  target: TargetIcon,
  zap: ZapIcon,
  hand: HandIcon,
  flame: FlameIcon,
  timer: TimerIcon,
  star: StarIcon,
};

/** Whether the icon name has its own picture (otherwise AchievementIcon falls back to a medal). */
export function hasAchievementIcon(icon: string): boolean {
  return Object.hasOwn(ICONS, icon);
}

/** The achievement's icon (a medal for a name this list does not know), decorative: the title says what it is. */
export function AchievementIcon({ icon, ...props }: IconProps & { icon: string }) {
  const Icon = Object.hasOwn(ICONS, icon) ? (ICONS[icon] ?? MedalIcon) : MedalIcon;
  return <Icon width={24} height={24} {...props} />;
}
