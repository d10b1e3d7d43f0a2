import { StarIcon } from '@/components/ui/icons';

import { starText } from '../model/goal';

/** Three stars, `stars` of them filled; `size` in pixels. */
export function Stars({ stars, size = 16, className = '' }: { stars: number; size?: number; className?: string }) {
  const { filled, label } = starText(stars);
  return (
    <span
      className={`inline-flex items-center gap-0.5 text-amber-500 ${className}`}
      role="img"
      aria-label={label}
      data-testid="stars"
      data-stars={Math.round(stars)}
    >
      {[0, 1, 2].map((i) => (
        <StarIcon key={i} filled={i < filled} width={size} height={size} />
      ))}
    </span>
  );
}
