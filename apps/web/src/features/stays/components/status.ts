import { STATUS_LABELS, type OptionStatus } from '@stuga/shared';

/**
 * SPEC §9: Pending blue, Approved green, Declined red, Committed purple, Planning orange; what is
 * over without a stay (cancelled, expired: DECISIONS §14) grey.
 */
export const statusColor: Record<OptionStatus, string> = {
  pending: 'blue',
  approved: 'green',
  declined: 'red',
  committed: 'grape',
  planning: 'orange',
  cancelled: 'gray',
  expired: 'gray',
};

export const statusLabel = STATUS_LABELS;

/**
 * The colour of an option of a status and rank: the first choice darkest, the second medium,
 * the rest lighter (SPEC §9). Text on it stays dark, readable on every shade.
 */
export function statusShade(status: OptionStatus, rank: number): string {
  const shade = rank <= 1 ? 4 : rank === 2 ? 2 : 1;
  return `var(--mantine-color-${statusColor[status]}-${shade})`;
}
