import { useId } from 'react';

import type { Review } from '@/lib/reviews';

import { areaPath, formatEval, graphPoints, linePath, markedPoints, plyAtX, xOf, yOf } from '../model/eval-graph';
import { CLASS_FILLS, CLASS_LABELS, moveNumber } from '../model/review-model';

const GEOMETRY = { width: 600, height: 120 };

function markerTitle(review: Review, ply: number): string {
  const move = review.moves?.[ply - 1];
  return move ? `${moveNumber(move)} ${move.san} (${CLASS_LABELS[move.class]})` : '';
}

interface EvalGraphProps {
  review: Review;
  ply: number;
  onSelect: (ply: number) => void;
}

/** White's winning chances over the game; a click (or arrow keys) picks the move. */
export function EvalGraph({ review, ply, onSelect }: EvalGraphProps) {
  const titleId = useId();
  const points = graphPoints(review);
  const current = points[Math.min(ply, points.length - 1)];
  if (points.length < 2 || !current) return null;
  const move = review.moves?.[current.ply - 1];
  return (
    <figure className="rounded-xl border border-line bg-surface p-2">
      <svg
        role="img"
        aria-labelledby={titleId}
        data-testid="eval-graph"
        viewBox={`0 0 ${GEOMETRY.width} ${GEOMETRY.height}`}
        preserveAspectRatio="none"
        className="h-28 w-full cursor-pointer"
        onClick={(event) => {
          const box = event.currentTarget.getBoundingClientRect();
          const x = ((event.clientX - box.left) / box.width) * GEOMETRY.width;
          onSelect(plyAtX(x, points.length, GEOMETRY));
        }}
      >
        <title id={titleId}>Evaluation graph: White&apos;s winning chances after each move</title>
        <rect x="0" y="0" width={GEOMETRY.width} height={GEOMETRY.height} fill="#404040" />
        <path d={areaPath(points, GEOMETRY)} fill="#f5f5f4" data-testid="eval-graph-area" />
        <path
          d={linePath(points, GEOMETRY)}
          fill="none"
          stroke="#a3a3a3"
          strokeWidth="1"
          vectorEffect="non-scaling-stroke"
        />
        <line
          x1="0"
          x2={GEOMETRY.width}
          y1={GEOMETRY.height / 2}
          y2={GEOMETRY.height / 2}
          stroke="#a3a3a3"
          strokeDasharray="4 4"
          vectorEffect="non-scaling-stroke"
        />
        <line
          x1={xOf(current.ply, points.length, GEOMETRY)}
          x2={xOf(current.ply, points.length, GEOMETRY)}
          y1="0"
          y2={GEOMETRY.height}
          stroke="#2563eb"
          strokeWidth="2"
          vectorEffect="non-scaling-stroke"
        />
        {markedPoints(points).map((p) => (
          <circle
            key={p.ply}
            data-testid={`graph-marker-${p.moveClass}`}
            cx={xOf(p.ply, points.length, GEOMETRY)}
            cy={yOf(p.win, GEOMETRY)}
            r="4"
            fill={p.moveClass ? CLASS_FILLS[p.moveClass] : undefined}
            stroke="#fff"
            vectorEffect="non-scaling-stroke"
          >
            <title>{markerTitle(review, p.ply)}</title>
          </circle>
        ))}
      </svg>
      <figcaption className="mt-1 text-xs text-muted" aria-live="polite">
        {move
          ? `${moveNumber(move)} ${move.san}: ${formatEval(move.eval)}`
          : `Start: ${review.startEval ? formatEval(review.startEval) : ''}`}
      </figcaption>
    </figure>
  );
}
