// The query keys of the lessons feature: per record (an account's or an anonymous learner's;
// undefined: a visitor with none), because the answers carry the record's progress.

export const lessonKeys = {
  all: ['lessons'] as const,
  list: (userId: string | undefined) => ['lessons', 'list', userId] as const,
  detail: (id: string, userId: string | undefined) => ['lessons', 'detail', id, userId] as const,
  interactive: (id: string, userId: string | undefined) => ['lessons', 'interactive', id, userId] as const,
  puzzle: (id: string) => ['lessons', 'puzzle', id] as const,
};
