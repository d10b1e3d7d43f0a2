// The guided-practice session's figures (docs/lessons.md, "Guided practice": the session summary, the adaptive bot
// level and the feedback): success rate, the level the bot should play next, strong areas
// and areas to improve, and the feedback text. Pure, so the thresholds are unit-tested.

export const MIN_BOT_LEVEL = 1;
export const MAX_BOT_LEVEL = 10;
/** The summary shows once correct + mistakes exceeds this. */
export const SUMMARY_AFTER_MOVES = 3;
/** The success rate is shown green from here, amber below. */
export const SUCCESS_COLOUR_SWITCH = 0.7;

export const FEEDBACK_EXCELLENT = "Excellent work! You're ready for more challenging lessons.";
export const FEEDBACK_GOOD = 'Good progress! Keep practicing these patterns.';
export const FEEDBACK_KEEP_GOING = 'Take your time to think through each move. Practice makes perfect!';

export interface SessionCounts {
  correct: number;
  mistakes: number;
}

/** Share of right answers, 0 before any answer. */
export function successRate({ correct, mistakes }: SessionCounts): number {
  const total = correct + mistakes;
  return total === 0 ? 0 : correct / total;
}

export function showsSummary({ correct, mistakes }: SessionCounts): boolean {
  return correct + mistakes > SUMMARY_AFTER_MOVES;
}

/**
 * docs/lessons.md ("Guided practice"): accuracy above 85 % with at least 5 correct moves raises the level by one (at
 * most 10); below 50 % with at least 3 mistakes lowers it by one (at least 1). Always taken from the
 * level the session started at, so a long good session asks for one level more, not ten.
 */
export function adaptiveLevel(base: number, counts: SessionCounts): number {
  const rate = successRate(counts);
  let level = base;
  if (rate > 0.85 && counts.correct >= 5) level = base + 1;
  else if (rate < 0.5 && counts.mistakes >= 3) level = base - 1;
  return Math.min(MAX_BOT_LEVEL, Math.max(MIN_BOT_LEVEL, level));
}

export function sessionFeedback(rate: number): string {
  if (rate > 0.8) return FEEDBACK_EXCELLENT;
  if (rate > 0.6) return FEEDBACK_GOOD;
  return FEEDBACK_KEEP_GOING;
}

export function successTone(rate: number): 'good' | 'weak' {
  return rate >= SUCCESS_COLOUR_SWITCH ? 'good' : 'weak';
}

/** How one user-move step went. */
export interface StepRecord {
  title: string;
  mistakes: number;
  solved: boolean;
  /** Time from the step's start to the right move, ms. */
  thinkMs?: number;
}

export interface SessionSummary {
  correct: number;
  mistakes: number;
  successRate: number;
  tone: 'good' | 'weak';
  recommendedLevel: number;
  /** Seconds, over the steps solved. */
  averageThinkTime: number;
  strongAreas: string[];
  improvementAreas: string[];
  feedback: string;
}

/**
 * Strong areas: the steps solved at the first try; areas to improve: the steps that took a
 * mistake (named by the step titles, which name the idea the step teaches).
 */
export function summarise(counts: SessionCounts, records: readonly StepRecord[], baseLevel: number): SessionSummary {
  const rate = successRate(counts);
  const times = records.flatMap((r) => (r.solved && r.thinkMs !== undefined ? [r.thinkMs] : []));
  const average = times.length ? times.reduce((a, b) => a + b, 0) / times.length / 1000 : 0;
  return {
    correct: counts.correct,
    mistakes: counts.mistakes,
    successRate: rate,
    tone: successTone(rate),
    recommendedLevel: adaptiveLevel(baseLevel, counts),
    averageThinkTime: Math.round(average * 10) / 10,
    strongAreas: records.filter((r) => r.solved && r.mistakes === 0).map((r) => r.title),
    improvementAreas: records.filter((r) => r.mistakes > 0).map((r) => r.title),
    feedback: sessionFeedback(rate),
  };
}
