// Query keys of the strength assessment: the history is per record (an account's or a learner's).

export const assessmentKeys = {
  all: ['assessment'] as const,
  history: (userId: string | undefined) => ['assessment', 'history', userId] as const,
  result: (sessionId: string) => ['assessment', 'result', sessionId] as const,
};
