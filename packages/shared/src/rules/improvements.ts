/** Kinds of house improvement (SPEC §3). */
export const IMPROVEMENT_CATEGORIES = [
  'interior',
  'exterior',
  'utilities',
  'garden',
  'security',
  'other',
] as const;
export type ImprovementCategory = (typeof IMPROVEMENT_CATEGORIES)[number];

/** The two directions of a vote. */
export const VOTE_TYPES = ['up', 'down'] as const;
export type VoteType = (typeof VOTE_TYPES)[number];
