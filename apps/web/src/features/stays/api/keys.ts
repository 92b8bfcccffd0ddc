/** Query keys of stay planning. */
export const stayKeys = {
  all: () => ['stays'] as const,
  allPlans: () => ['stays', 'plans'] as const,
  plans: (viewer: string) => ['stays', 'plans', viewer] as const,
  pending: () => ['stays', 'pending'] as const,
  upcoming: () => ['stays', 'upcoming'] as const,
  health: () => ['stays', 'health'] as const,
  history: (optionId: number) => ['stays', 'history', optionId] as const,
  decisions: (filter: object) => ['stays', 'decisions', filter] as const,
  fairShares: () => ['stays', 'fair-share'] as const,
  ownFairShare: () => ['stays', 'fair-share', 'own'] as const,
  fairShareTable: (year: number | null) => ['stays', 'fair-share', 'table', year] as const,
  highSeason: () => ['stays', 'high-season'] as const,
};
