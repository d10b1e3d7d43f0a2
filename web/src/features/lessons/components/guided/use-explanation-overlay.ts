// Runs the move-explanation overlay's timeline (model/explanation-overlay.ts) for the latest
// computer move: the highlights to draw now.

import { useEffect, useMemo, useState } from 'react';

import type { SquareHighlight } from '@/components/board/chess-board';

import { OVERLAY_START_MS, OVERLAY_STEP_MS, overlayIndex, overlaySteps } from '../../model/explanation-overlay';
import type { ComputerExplanation } from '../../model/guided-practice';

export function useExplanationOverlay(computer: ComputerExplanation | null): SquareHighlight[] {
  const steps = useMemo(() => (computer ? overlaySteps(computer) : []), [computer]);
  const [shown, setShown] = useState<{ ply: number; index: number } | null>(null);
  const ply = computer?.ply ?? 0;
  const count = steps.length;

  useEffect(() => {
    if (count === 0) return;
    const start = Date.now();
    // A timer at each boundary of the timeline; each asks the timeline which step shows now.
    const timers = Array.from({ length: count + 1 }, (_, i) =>
      setTimeout(
        () => {
          const index = overlayIndex(Date.now() - start, count);
          setShown(index === null ? null : { ply, index });
        },
        OVERLAY_START_MS + i * OVERLAY_STEP_MS,
      ),
    );
    return () => timers.forEach(clearTimeout);
  }, [ply, count]);

  return shown && shown.ply === ply ? (steps[shown.index] ?? []) : [];
}
