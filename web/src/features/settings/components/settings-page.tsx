import { PagePlaceholder } from '@/components/ui/page-header';

export function SettingsPage() {
  return (
    <PagePlaceholder
      title="Settings"
      description="Your account and app preferences."
    />
  );
}
