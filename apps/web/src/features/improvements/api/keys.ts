/** Query keys of improvements and donations. */
export const improvementKeys = {
  all: () => ['improvements'] as const,
  /** The improvements view of every viewer. */
  views: () => ['improvements', 'view'] as const,
  view: (viewer: string) => ['improvements', 'view', viewer] as const,
  donations: () => ['improvements', 'donations'] as const,
  admin: () => ['improvements', 'admin'] as const,
};
