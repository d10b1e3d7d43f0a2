// A board as large as its column allows but no taller than the room left below its top edge, so a
// training screen shows the whole board without scrolling (Lichess sizes its board the same way).
import { useLayoutEffect, useState, type RefObject } from 'react';

/** Never smaller than this: below it the pieces are too small to touch. */
export const MIN_FIT_BOARD_PX = 240;
/** Room kept under the board (the typed-move field's row is allowed to fall below). */
const BOTTOM_GAP_PX = 8;

/** The largest board side (px) that fits under the element's top on the page, or undefined when off. */
export function useFitViewport(ref: RefObject<HTMLElement | null>, enabled: boolean): number | undefined {
  const [max, setMax] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    if (!enabled) return;
    const measure = () => {
      const el = ref.current;
      if (!el) return;
      const top = el.getBoundingClientRect().top + window.scrollY;
      setMax(Math.max(MIN_FIT_BOARD_PX, Math.floor(window.innerHeight - top - BOTTOM_GAP_PX)));
    };
    measure();
    // Parts above the board (a header's figures, a notice) may arrive just after the board.
    const later = setTimeout(measure, 300);
    window.addEventListener('resize', measure);
    return () => {
      clearTimeout(later);
      window.removeEventListener('resize', measure);
    };
  }, [ref, enabled]);
  return enabled ? max : undefined;
}
