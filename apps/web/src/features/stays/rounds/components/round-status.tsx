import { Badge } from '@mantine/core';
import type { Round } from '@stuga/shared';
import { useT } from '@/lib/i18n';

/** Where a round's admin page is. */
export const adminRoundPath = (id: number) => `/admin/rounds/${id}`;

const colour = { set: 'blue', drawn: 'orange', confirmed: 'green', cancelled: 'gray' } as const;
const phaseLabel = {
  upcoming: 'rounds.admin.phase.upcoming',
  open: 'rounds.admin.phase.open',
  closed: 'rounds.admin.phase.closed',
} as const;
const statusLabel = {
  drawn: 'rounds.admin.status.drawn',
  confirmed: 'rounds.admin.status.confirmed',
  cancelled: 'rounds.admin.status.cancelled',
} as const;

/** A round's standing in a word: its ballot's phase while set, else its status. */
export function RoundStatus({ round }: { round: Pick<Round, 'status' | 'phase'> }) {
  const t = useT();
  const label = round.status === 'set' ? t(phaseLabel[round.phase]) : t(statusLabel[round.status]);
  return (
    <Badge color={colour[round.status]} variant="light">
      {label}
    </Badge>
  );
}
