export const codeKeys = {
  all: () => ['house-codes'] as const,
  mine: (viewer: string) => ['house-codes', 'mine', viewer] as const,
  admin: () => ['house-codes', 'admin'] as const,
};
