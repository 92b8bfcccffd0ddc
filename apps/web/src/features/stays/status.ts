import type { OptionStatus } from '@stuga/shared';
import type { MessageKey } from '@/i18n/en';

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

/** Each status's name in the catalogue (SPEC's words in English). */
export const statusLabel: Readonly<Record<OptionStatus, MessageKey>> = {
  planning: 'status.planning',
  pending: 'status.pending',
  approved: 'status.approved',
  declined: 'status.declined',
  committed: 'status.committed',
  cancelled: 'status.cancelled',
  expired: 'status.expired',
};

/**
 * The colour of an option of a status and rank: the first choice darkest, the second medium,
 * the rest lighter (SPEC §9). Text on it stays dark, readable on every shade.
 */
export function statusShade(status: OptionStatus, rank: number): string {
  const shade = rank <= 1 ? 4 : rank === 2 ? 2 : 1;
  return `var(--mantine-color-${statusColor[status]}-${shade})`;
}
