// The practice feature's query keys: the list per record (an account's or an anonymous learner's;
// undefined: a visitor with none), since the answer carries the record's stars.

export const practiceKeys = {
  all: ['practice'] as const,
  list: (userId: string | undefined) => ['practice', 'list', userId] as const,
  position: (id: string) => ['practice', 'position', id] as const,
};
