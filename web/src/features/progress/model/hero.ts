// The Daily plan's hero message for the day (server twin: server/src/learn/progress/progress_hero.cpp):
// plan complete (with the streak), nothing yet with a streak waiting, a fresh start, or part-way
// naming the next step.

import type { DailyPlan } from './daily';

/** The first unfinished task, in the card's order. */
function nextStep(plan: DailyPlan): string {
  const { puzzles, lessons } = plan.tasks;
  if (puzzles.remaining > 0)
    return puzzles.remaining === 1 ? 'solve 1 more puzzle' : `solve ${puzzles.remaining} more puzzles`;
  if (lessons.remaining > 0) return 'finish a lesson';
  return 'play a game';
}

export function planMessage(plan: DailyPlan): string {
  const streak = plan.streak.current;
  if (plan.progress.isCompleted) {
    return streak >= 2
      ? `Plan complete, and a ${streak}-day streak! Come back tomorrow to make it ${streak + 1}.`
      : 'Plan complete! Come back tomorrow to start a streak.';
  }
  if (plan.progress.completionPercentage === 0) {
    if (streak > 0 && !plan.streak.isActive)
      return `Your ${streak}-day streak is waiting: one puzzle today keeps it going.`;
    return "A fresh day: three puzzles, one lesson and one game make today's plan.";
  }
  if (plan.progress.completionPercentage >= 60) return `Almost there: ${nextStep(plan)}.`;
  return `Good start! Next: ${nextStep(plan)}.`;
}
