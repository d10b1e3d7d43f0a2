// A guided-practice module, read-only: its objectives and steps. Playing them against the computer
// is the guided-practice player's job (issue 17).

import type { GuidedPracticeModule } from '../../api/schemas';
import { paragraphs } from './theory-module';

export const GUIDED_PRACTICE_NOTE = 'The guided-practice player, where you play these steps against the computer, comes with issue 17. Here are its steps to read.';

export function GuidedPracticeModuleView({ module }: { module: GuidedPracticeModule }) {
  const gp = module.guidedPractice;
  return (
    <div className="flex flex-col gap-3">
      {paragraphs(module.content).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
      <p className="rounded-lg border border-amber-500 bg-amber-500/10 p-3 text-sm" role="note">
        {GUIDED_PRACTICE_NOTE}
      </p>
      {gp.theme && <p className="text-sm text-muted">Theme: {gp.theme}</p>}
      {gp.objectives.length > 0 && (
        <ul className="list-inside list-disc text-sm">
          {gp.objectives.map((o) => (
            <li key={o}>{o}</li>
          ))}
        </ul>
      )}
      <ol className="flex flex-col gap-2" aria-label="Guided practice steps">
        {gp.steps.map((s, i) => (
          <li key={s.id} className="rounded-lg border border-line p-3">
            <p className="font-semibold">
              {i + 1}. {s.title} <span className="text-xs font-normal text-muted">({s.stepType})</span>
            </p>
            <p className="text-sm">{s.description}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
