import { Button } from '@/components/ui/button';

import { COMPUTER_LEVELS, DIFFICULTY_LABELS, RATING_MEANING } from '../model/levels';
import { BotIcon } from './bot-icon';

interface LevelGridProps {
  selected: number | null;
  onSelect: (level: number) => void;
  onLeaderboard: () => void;
}

/** The 25 levels as a grid of cards, with the Leaderboard button. */
export function LevelGrid({ selected, onSelect, onLeaderboard }: LevelGridProps) {
  return (
    <section aria-labelledby="choose-level">
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id="choose-level" className="text-xl font-semibold text-fg">
          Choose your opponent
        </h2>
        <Button variant="secondary" onClick={onLeaderboard}>
          Leaderboard
        </Button>
      </div>
      <p className="mb-3 text-sm text-muted" data-testid="rating-meaning">
        {RATING_MEANING}
      </p>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {COMPUTER_LEVELS.map((level) => (
          <li key={level.id}>
            <button
              type="button"
              onClick={() => onSelect(level.id)}
              aria-pressed={selected === level.id}
              aria-label={`Level ${level.id}: ${level.name}`}
              className={`flex h-full w-full flex-col gap-1 rounded-xl border p-3 text-left transition-colors hover:border-accent ${
                selected === level.id ? 'border-accent bg-surface-2' : 'border-line bg-surface'
              }`}
            >
              <span
                className={`inline-flex w-fit items-center gap-1 rounded-full px-2 py-0.5 text-xs font-bold ${level.colour}`}
              >
                <BotIcon icon={level.icon} width={14} height={14} />
                Level {level.id}
              </span>
              <span className="font-semibold text-fg">{level.name}</span>
              <span className="text-sm text-muted">
                {level.botName} · {level.botPersonality} · {DIFFICULTY_LABELS[level.difficulty]} · ≈
                {level.engine.expectedElo} <abbr title={RATING_MEANING}>CCRL</abbr>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
