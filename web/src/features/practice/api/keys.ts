// The practice feature's query keys: the list per account (undefined: a visitor), since an
// account's answer carries its stars.

export const practiceKeys = {
  all: ['practice'] as const,
  list: (userId: string | undefined) => ['practice', 'list', userId] as const,
  position: (id: string) => ['practice', 'position', id] as const,
};
