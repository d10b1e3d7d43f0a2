// Small inline icons (no icon library: they would weigh more than the whole shell).
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

function Svg(props: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      width={20}
      height={20}
      {...props}
    />
  );
}

export const MenuIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Svg>
);
export const CloseIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Svg>
);
export const SunIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </Svg>
);
export const MoonIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
  </Svg>
);
export const ChevronLeftIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M15 18l-6-6 6-6" />
  </Svg>
);
export const ChevronRightIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M9 18l6-6-6-6" />
  </Svg>
);
export const CpuIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="6" y="6" width="12" height="12" rx="2" />
    <path d="M9 2v4M15 2v4M9 18v4M15 18v4M2 9h4M2 15h4M18 9h4M18 15h4" />
  </Svg>
);
export const BookIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5z" />
    <path d="M4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5" />
  </Svg>
);
export const PuzzleIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3 8h5a2.5 2.5 0 0 1 5 0h5v4.5a2.5 2.5 0 0 1 0 5V21H3z" />
  </Svg>
);
export const TargetIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="5" />
    <circle cx="12" cy="12" r="1" />
  </Svg>
);
export const TrophyIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0z" />
    <path d="M17 5h3v2a3 3 0 0 1-3 3M7 5H4v2a3 3 0 0 0 3 3" />
  </Svg>
);
export const UserIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Svg>
);
export const SettingsIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
  </Svg>
);
export const UsersIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2 21a7 7 0 0 1 14 0M16 4a3.5 3.5 0 0 1 0 7M22 21a7 7 0 0 0-4-6.3" />
  </Svg>
);
export const GaugeIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 14l4-4" />
    <path d="M3.3 19a10 10 0 1 1 17.4 0z" />
  </Svg>
);
export const MinusIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M5 12h14" />
  </Svg>
);
export const CheckIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Svg>
);
export const StarIcon = ({ filled = true, ...p }: IconProps & { filled?: boolean }) => (
  <Svg fill={filled ? 'currentColor' : 'none'} {...p}>
    <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z" />
  </Svg>
);
export const ChartUpIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3 3v18h18" />
    <path d="M7 15l4-4 3 3 6-6M15 8h5v5" />
  </Svg>
);
export const TimerIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="13" r="8" />
    <path d="M12 9v4l2.5 2.5M10 2h4M19 6l-1.5 1.5" />
  </Svg>
);
export const PartyIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 20l4.5-12 7.5 7.5z" />
    <path d="M13 6.5c.5-1.5 0-3-1-4M17.5 11c1.5-.5 3 0 4 1M15 4l.5-1M20 9l1-.5M17 7l1.5-1.5" />
  </Svg>
);
export const HelpIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01" />
  </Svg>
);
export const SkipBackIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 5v14M18 6l-9 6 9 6z" />
  </Svg>
);
export const SkipForwardIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M18 5v14M6 6l9 6-9 6z" />
  </Svg>
);
export const FlameIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 22a7 7 0 0 0 7-7c0-4-3-6.5-4-10-2 2-2.5 4-2.5 6C11 10 10 9 9.5 7 7 9.5 5 12 5 15a7 7 0 0 0 7 7z" />
  </Svg>
);
export const SparklesIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M10 3l1.8 5.2L17 10l-5.2 1.8L10 17l-1.8-5.2L3 10l5.2-1.8zM18 14l.9 2.1L21 17l-2.1.9L18 20l-.9-2.1L15 17l2.1-.9z" />
  </Svg>
);
export const LevelUpIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 20V5M5 12l7-7 7 7" />
  </Svg>
);
export const BrainIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 5a3 3 0 0 0-5.8-1A3 3 0 0 0 4 9a3.5 3.5 0 0 0 .5 6.5A3.5 3.5 0 0 0 12 18z" />
    <path d="M12 5a3 3 0 0 1 5.8-1A3 3 0 0 1 20 9a3.5 3.5 0 0 1-.5 6.5A3.5 3.5 0 0 1 12 18zM12 5v15" />
  </Svg>
);
export const GraduationCapIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M2 9l10-5 10 5-10 5z" />
    <path d="M6 11v5c3 2.5 9 2.5 12 0v-5M22 9v6" />
  </Svg>
);
export const SwordsIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M14.5 17.5L3 6V3h3l11.5 11.5M13 19l6-6M16 16l4 4M19 21l2-2" />
    <path d="M14.5 6.5L18 3h3v3l-3.5 3.5M5 14l4 4M7 17l-3 3M3 19l2 2" />
  </Svg>
);
export const ShieldIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />
  </Svg>
);
export const SmartphoneIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="6" y="2" width="12" height="20" rx="2" />
    <path d="M11 18h2" />
  </Svg>
);
export const ZapIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M13 2L4 14h7l-1 8 9-12h-7z" />
  </Svg>
);
export const HandIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M18 11V6a2 2 0 0 0-4 0M14 10V4a2 2 0 0 0-4 0v2M10 10.5V6a2 2 0 0 0-4 0v8" />
    <path d="M18 8a2 2 0 1 1 4 0v6a8 8 0 0 1-8 8h-2c-2.8 0-4.5-.9-6-2.4l-3.6-3.6a2 2 0 0 1 2.8-2.8L6 14" />
  </Svg>
);
export const MedalIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M7 2l3 6M17 2l-3 6" />
    <circle cx="12" cy="15" r="6" />
    <path d="M12 12.5v5" />
  </Svg>
);
export const SmileIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 14s1.5 2 4 2 4-2 4-2M9 9h.01M15 9h.01" />
  </Svg>
);
export const ChatIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
  </Svg>
);
export const RobotIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="4" y="8" width="16" height="12" rx="2" />
    <path d="M12 8V4M10 4h4M2 13v3M22 13v3M9 13v1M15 13v1" />
  </Svg>
);
export const FishIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6.5 12c3-5 10-6 14-0-4 6-11 5-14 0z" />
    <path d="M6.5 12L2 8v8zM16 11h.01" />
  </Svg>
);

/** The six chess pieces as filled silhouettes (the board draws its own; these are for text and buttons). */
export type PieceName = 'pawn' | 'knight' | 'bishop' | 'rook' | 'queen' | 'king';
const PIECE_PATHS: Record<PieceName, string> = {
  pawn: 'M12 3.5a3 3 0 0 0-1.9 5.3C8.8 9.7 8 11 8 12.5h8c0-1.5-.8-2.8-2.1-3.7A3 3 0 0 0 12 3.5zM9.5 13.5 8 18h8l-1.5-4.5z',
  knight:
    'M8 18h9.5c.3-4.5-.5-9.6-4-12.3L12.5 3.5 11 5.2 8.8 6.4 5.8 10.8l1.4 1.9 2.6-1.3 2.1-.5C10.4 13.4 8.2 15 8 18z',
  bishop:
    'M12 2.5a1.3 1.3 0 0 0-.9 2.2C9 6.7 7.8 8.7 7.8 10.6c0 1.9 1.6 3.1 4.2 3.1s4.2-1.2 4.2-3.1c0-1.3-.6-2.7-1.5-4L12.3 9.5l-1-1 2.6-2.9-1-.9a1.3 1.3 0 0 0-.9-2.2zM9.3 14.7 8.3 18h7.4l-1-3.3z',
  rook: 'M6.5 4h2.5v2h2V4h2v2h2V4h2.5v5l-2 1.5V16h-9v-5.5l-2-1.5z',
  queen:
    'M4 7.5 7 16h10l3-8.5-4.3 3.8L12 5l-3.7 6.3zM12 2.3a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM3.5 5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm17 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z',
  king: 'M11 2h2v2h2v2h-2v2.2c3 .3 6 1.5 6 4 0 1.6-1.1 2.9-2 3.8H7c-.9-.9-2-2.2-2-3.8 0-2.5 3-3.7 6-4V6H9V4h2z',
};
export function PieceIcon({ piece, ...p }: IconProps & { piece: PieceName }) {
  return (
    <Svg fill="currentColor" stroke="none" {...p}>
      <path d={PIECE_PATHS[piece]} />
      <rect x="5.5" y="18.5" width="13" height="3" rx="1" />
    </Svg>
  );
}

export const LogoMark = (p: IconProps) => (
  <svg viewBox="0 0 64 64" aria-hidden="true" width={32} height={32} {...p}>
    <rect width="64" height="64" rx="14" fill="var(--ca-accent)" />
    <path
      fill="var(--ca-on-accent)"
      d="M32 10a7 7 0 0 0-4 12.7c-3.6 1.6-6 5.3-6 9.3h20c0-4-2.4-7.7-6-9.3A7 7 0 0 0 32 10Zm-9 25 2 9h14l2-9Zm-2 12v7h22v-7Z"
    />
  </svg>
);
