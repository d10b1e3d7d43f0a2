import type { ComponentType, SVGProps } from 'react';

import { BookIcon, CpuIcon, PuzzleIcon, SettingsIcon, TargetIcon, TrophyIcon, UserIcon } from '@/components/ui/icons';

export interface NavItem {
  to: string;
  label: string;
  description?: string;
  badge?: 'Live' | 'Complete' | 'Daily';
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

// Primary entries with their one-line descriptions and labels.
export const primaryNav: NavItem[] = [
  { to: '/play', label: 'Vs Computer', description: 'Play against AI opponents', badge: 'Live', icon: CpuIcon },
  { to: '/lessons', label: 'Lessons', description: 'Interactive chess lessons', badge: 'Complete', icon: BookIcon },
  { to: '/puzzles', label: 'Puzzles', description: 'Sharpen your tactics', badge: 'Daily', icon: PuzzleIcon },
  { to: '/practice', label: 'Practice', description: 'Master key positions', icon: TargetIcon },
  { to: '/leaderboard', label: 'Leaderboard', description: 'Global rankings', icon: TrophyIcon },
];

export const secondaryNav: NavItem[] = [
  { to: '/profile', label: 'Profile', icon: UserIcon },
  { to: '/settings', label: 'Settings', icon: SettingsIcon },
];
