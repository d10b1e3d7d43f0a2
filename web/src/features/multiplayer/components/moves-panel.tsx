import { useEffect, useRef } from 'react';

interface MovesPanelProps {
  /** The game's moves in SAN, White's first. */
  sans: string[];
  pgnHref: string;
  pgnFileName: string;
}

/**
 * The live game's move list, numbered by full moves. On wide screens it shares the height of the
 * board's column with the chat (the page lays it out); it scrolls to the last move whenever a move
 * is added.
 */
export function MovesPanel({ sans, pgnHref, pgnFileName }: MovesPanelProps) {
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [sans.length]);

  const pairs: { n: number; white?: string; black?: string }[] = [];
  sans.forEach((san, i) => {
    if (i % 2 === 0) pairs.push({ n: i / 2 + 1, white: san });
    else {
      const last = pairs[pairs.length - 1];
      if (last) last.black = san;
    }
  });

  return (
    <section
      aria-label="Moves"
      className="flex max-h-64 min-h-32 flex-col rounded border border-line p-2 lg:max-h-none lg:flex-1 lg:basis-0"
    >
      <div className="mb-1 flex items-center justify-between">
        <h2 className="font-semibold">Moves</h2>
        <a href={pgnHref} download={pgnFileName} className="text-sm underline">
          Download PGN
        </a>
      </div>
      <ol
        ref={list}
        data-testid="move-list"
        className="grid min-h-0 flex-1 auto-rows-min grid-cols-[2rem_1fr_1fr] overflow-y-auto text-sm"
      >
        {pairs.map((p) => (
          <li key={p.n} className="contents">
            <span className="opacity-60">{p.n}.</span>
            <span>{p.white}</span>
            <span>{p.black ?? ''}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
