import { PagePlaceholder } from '@/components/ui/page-header';

export function LiveGamePage() {
  return (
    <PagePlaceholder
      title="Live Chess Match"
      description="Follow a live game: board, clocks, moves and chat."
    />
  );
}
