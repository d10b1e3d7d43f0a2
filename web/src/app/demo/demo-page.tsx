// The demo page (docs/architecture.md, "Shared widgets: figures"): the real widgets side by side, one tab each, chosen
// by the `tab` query parameter (daily-plan, bot-game or calibration; anything else is daily-plan) and by
// the tab buttons, which rewrite it. It lives in app/ because it puts several features together.

import { useSearchParams } from 'react-router';

import { CalibrationWidget } from '@/features/calibration/components/calibration-widget';
import { BotGameWidget } from '@/features/play/components/bot-game-widget';
import { TodaysPlanCard } from '@/features/progress/components/todays-plan-card';

export const DEMO_TABS = [
  { id: 'daily-plan', label: 'Daily Plan' },
  { id: 'bot-game', label: 'Bot Game' },
  { id: 'calibration', label: 'Calibration' },
] as const;
export type DemoTab = (typeof DEMO_TABS)[number]['id'];

export function demoTab(value: string | null): DemoTab {
  return DEMO_TABS.find((t) => t.id === value)?.id ?? 'daily-plan';
}

export function DemoPage() {
  const [params, setParams] = useSearchParams();
  const tab = demoTab(params.get('tab'));
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight text-fg">Demo</h1>
      <div role="tablist" aria-label="Demo widgets" className="flex gap-2">
        {DEMO_TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            aria-selected={tab === t.id}
            onClick={() => setParams({ tab: t.id })}
            className={`rounded-lg border px-3 py-1.5 text-sm font-semibold ${tab === t.id ? 'border-accent bg-surface-2 text-fg' : 'border-line text-muted'}`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={DEMO_TABS.find((t) => t.id === tab)?.label}>
        {tab === 'daily-plan' && <TodaysPlanCard />}
        {tab === 'bot-game' && <BotGameWidget />}
        {tab === 'calibration' && <CalibrationWidget />}
      </div>
    </div>
  );
}
