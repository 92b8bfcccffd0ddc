/** Query keys of improvements and donations. */
export const improvementKeys = {
  all: () => ['improvements'] as const,
  list: (viewer: string) => ['improvements', 'list', viewer] as const,
  summary: () => ['improvements', 'summary'] as const,
  donations: () => ['improvements', 'donations'] as const,
  admin: () => ['improvements', 'admin'] as const,
};
