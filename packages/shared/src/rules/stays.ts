/** The statuses of a stay option, as the wire and the database spell them (DECISIONS §12). */
export const OPTION_STATUSES = [
  'planning',
  'pending',
  'approved',
  'declined',
  'committed',
] as const;
export type OptionStatus = (typeof OPTION_STATUSES)[number];
