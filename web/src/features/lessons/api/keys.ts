// The query keys of the lessons feature: per account (undefined: a visitor), because an account's
// answers carry its progress.

export const lessonKeys = {
  all: ['lessons'] as const,
  list: (userId: string | undefined) => ['lessons', 'list', userId] as const,
  detail: (id: string, userId: string | undefined) => ['lessons', 'detail', id, userId] as const,
  interactive: (id: string) => ['lessons', 'interactive', id] as const,
  puzzle: (id: string) => ['lessons', 'puzzle', id] as const,
};
