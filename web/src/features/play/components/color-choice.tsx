import { Button } from '@/components/ui/button';

import { getLevel } from '../model/levels';

interface ColorChoiceProps {
  level: number;
  onChoose: (color: 'white' | 'black') => void;
  onBack: () => void;
}

export function ColorChoice({ level, onChoose, onBack }: ColorChoiceProps) {
  const info = getLevel(level);
  return (
    <section aria-labelledby="choose-color" className="mx-auto max-w-xl rounded-xl border border-line bg-surface p-6">
      <h2 id="choose-color" className="text-xl font-semibold text-fg">
        Choose your colour
      </h2>
      <p className="mt-1 text-muted">
        Level {info.id} · {info.name} against {info.botName}. {info.description}
      </p>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <button
          type="button"
          onClick={() => onChoose('white')}
          className="rounded-lg border border-line bg-white p-4 text-left text-black hover:border-accent"
        >
          <span className="block text-lg font-semibold">White</span>
          <span className="text-sm">You move first</span>
        </button>
        <button
          type="button"
          onClick={() => onChoose('black')}
          className="rounded-lg border border-line bg-neutral-900 p-4 text-left text-white hover:border-accent"
        >
          <span className="block text-lg font-semibold">Black</span>
          <span className="text-sm">Computer starts</span>
        </button>
      </div>
      <Button variant="ghost" className="mt-4" onClick={onBack}>
        Back to level selection
      </Button>
    </section>
  );
}
