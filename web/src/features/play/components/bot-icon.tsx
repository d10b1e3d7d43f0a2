import type { SVGProps } from 'react';

import { FishIcon, PieceIcon, RobotIcon } from '@/components/ui/icons';

import type { BotIconName } from '../model/levels';

/** A bot's picture from the one icon set (decorative: the bot's name is always beside it). */
export function BotIcon({ icon, ...props }: SVGProps<SVGSVGElement> & { icon: BotIconName }) {
  if (icon === 'robot') return <RobotIcon {...props} />;
  if (icon === 'fish') return <FishIcon {...props} />;
  return <PieceIcon piece={icon} {...props} />;
}
