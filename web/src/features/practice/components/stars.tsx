import { starText } from '../model/goal';

export function Stars({ stars, className = '' }: { stars: number; className?: string }) {
  const { glyphs, label } = starText(stars);
  return (
    <span
      className={`text-amber-500 ${className}`}
      role="img"
      aria-label={label}
      data-testid="stars"
      data-stars={Math.round(stars)}
    >
      {glyphs}
    </span>
  );
}
