// A progress ring: a circle filled to `value` of `max`, with anything in its middle.

import type { ReactNode } from 'react';

interface ProgressRingProps {
  value: number;
  max: number;
  /** Diameter in pixels. */
  size?: number;
  stroke?: number;
  label: string;
  children?: ReactNode;
}

export function ProgressRing({ value, max, size = 64, stroke = 6, label, children }: ProgressRingProps) {
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const share = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
  return (
    <span
      role="progressbar"
      aria-label={label}
      aria-valuenow={Math.min(value, max)}
      aria-valuemin={0}
      aria-valuemax={max}
      className="relative inline-flex items-center justify-center"
      style={{ width: size, height: size }}
    >
      <svg width={size} height={size} aria-hidden="true" className="-rotate-90">
        <circle cx={size / 2} cy={size / 2} r={radius} fill="none" strokeWidth={stroke} className="stroke-line" />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          strokeWidth={stroke}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - share)}
          className="stroke-accent transition-[stroke-dashoffset] duration-500"
        />
      </svg>
      {children !== undefined && (
        <span className="absolute inset-0 flex items-center justify-center text-sm font-bold">{children}</span>
      )}
    </span>
  );
}
