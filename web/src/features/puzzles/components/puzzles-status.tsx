import { Button, ButtonLink } from '@/components/ui/button';

export const NO_CURRICULUM = 'Puzzle curriculum data is not available';

export function PuzzlesError({ message, onRetry }: { message?: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-xl border border-line bg-surface p-6 text-center"
    >
      <h2 className="text-xl font-bold">Loading Error</h2>
      <p className="text-muted">{message ? `Failed to initialize puzzles: ${message}` : NO_CURRICULUM}</p>
      <div className="flex gap-2">
        <Button onClick={onRetry}>Reload Puzzles</Button>
        <ButtonLink to="/play" variant="secondary">
          Play vs Computer Instead
        </ButtonLink>
      </div>
    </div>
  );
}
