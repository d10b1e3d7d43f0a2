import { BookIcon } from '@/components/ui/icons';
import type { ReviewedMove } from '@/lib/reviews';

import { CLASS_COLOURS, CLASS_LABELS, CLASS_SYMBOLS, fullmoveOf } from '../model/review-model';

interface MoveListProps {
  moves: ReviewedMove[];
  ply: number;
  onSelect: (ply: number) => void;
}

/** The game's moves in pairs, each with its class (symbol and colour, the name for readers). */
export function MoveList({ moves, ply, onSelect }: MoveListProps) {
  const rows: { number: number; white?: ReviewedMove; black?: ReviewedMove }[] = [];
  for (const m of moves) {
    const number = fullmoveOf(m);
    let row = rows[rows.length - 1];
    if (!row || row.number !== number) {
      row = { number };
      rows.push(row);
    }
    row[m.color] = m;
  }
  const cell = (m: ReviewedMove | undefined) =>
    m ? (
      <button
        type="button"
        data-testid={`move-${m.ply}`}
        data-class={m.class}
        aria-current={m.ply === ply ? 'step' : undefined}
        aria-label={`${m.san}, ${CLASS_LABELS[m.class]}`}
        onClick={() => onSelect(m.ply)}
        className={`w-full rounded px-2 py-0.5 text-left font-mono ${m.ply === ply ? 'bg-accent text-on-accent' : `hover:bg-surface-2 ${CLASS_COLOURS[m.class]}`}`}
      >
        {m.san}
        {CLASS_SYMBOLS[m.class] ?? ''}
        {m.class === 'book' && <BookIcon width={12} height={12} className="ml-1 inline-block align-[-1px]" />}
      </button>
    ) : (
      <span />
    );
  return (
    <ol aria-label="Moves" className="max-h-80 overflow-y-auto text-sm">
      {rows.map((row) => (
        <li key={row.number} className="grid grid-cols-[2.5rem_1fr_1fr] items-center gap-1">
          <span className="text-right text-muted">{row.number}.</span>
          {cell(row.white)}
          {cell(row.black)}
        </li>
      ))}
    </ol>
  );
}
