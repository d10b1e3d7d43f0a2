// The evaluation graph of a review: White's win percentage before the first move and after each
// move, drawn as an SVG area over the game (White's share below the line is light, Black's dark).

import type { MoveClass, Review, ReviewEval } from '@/lib/reviews';

export interface GraphPoint {
  ply: number;
  /** White's chance of winning, 0..100 (the server's Lichess win percentage). */
  win: number;
  /** The class of the move that led here (none at the start). */
  moveClass: MoveClass | null;
}

export function graphPoints(review: Review): GraphPoint[] {
  if (!review.moves || !review.startEval) return [];
  return [
    { ply: 0, win: review.startEval.winPercent, moveClass: null },
    ...review.moves.map((m) => ({ ply: m.ply, win: m.eval.winPercent, moveClass: m.class })),
  ];
}

export interface GraphGeometry {
  width: number;
  height: number;
}

/** x of a point: the game spread over the width (a game of one move still spans it). */
export function xOf(index: number, count: number, { width }: GraphGeometry): number {
  return count <= 1 ? 0 : (index / (count - 1)) * width;
}

/** y of a win percentage: 100% for White at the top. */
export function yOf(win: number, { height }: GraphGeometry): number {
  const clamped = Math.min(100, Math.max(0, win));
  return ((100 - clamped) / 100) * height;
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

/** The line through every point, as an SVG path. */
export function linePath(points: GraphPoint[], g: GraphGeometry): string {
  return points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${round(xOf(i, points.length, g))},${round(yOf(p.win, g))}`)
    .join(' ');
}

/** White's area: under the line down to the bottom edge, closed. */
export function areaPath(points: GraphPoint[], g: GraphGeometry): string {
  if (points.length === 0) return '';
  const last = round(xOf(points.length - 1, points.length, g));
  return `${linePath(points, g)} L${last},${g.height} L0,${g.height} Z`;
}

/** The point nearest to an x coordinate (a click or a hover on the graph). */
export function plyAtX(x: number, count: number, g: GraphGeometry): number {
  if (count <= 1) return 0;
  const index = Math.round((x / g.width) * (count - 1));
  return Math.min(count - 1, Math.max(0, index));
}

/** Points worth a marker: mistakes, blunders and brilliant moves. */
export function markedPoints(points: GraphPoint[]): GraphPoint[] {
  return points.filter((p) => p.moveClass === 'blunder' || p.moveClass === 'mistake' || p.moveClass === 'brilliant');
}

/** "+0.35", "-2.10", "#3", "#-2"; a finished game reads "1-0" or "0-1". */
export function formatEval(e: ReviewEval): string {
  if (e.mate !== null) {
    if (e.mate === 0) return e.cp >= 0 ? '1-0' : '0-1';
    return `#${e.mate}`;
  }
  const pawns = e.cp / 100;
  return `${pawns >= 0 ? '+' : ''}${pawns.toFixed(2)}`;
}
