import { PagePlaceholder } from '@/components/ui/page-header';

export function LeaderboardPage() {
  return (
    <PagePlaceholder
      title="Leaderboard"
      description="Global rankings of Chess Academy players."
    />
  );
}
