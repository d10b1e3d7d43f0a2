import { PagePlaceholder } from '@/components/ui/page-header';

export function MultiplayerPage() {
  return (
    <PagePlaceholder
      title="Multiplayer"
      description="Play live games against other people with the time control you choose."
    />
  );
}
