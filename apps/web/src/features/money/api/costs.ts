import type { CostKind } from '@stuga/shared';

/** The costs' query keys: every year's, and one year's of one kind or all. */
export const costKeys = {
  all: () => ['costs'] as const,
  year: (year: number, kind: CostKind | null) => ['costs', year, kind ?? 'all'] as const,
};
