import { Badge } from '@mantine/core';
import type { OptionStatus } from '@stuga/shared';
import { statusLabel, statusShade } from '../status';
import { useT } from '@/lib/i18n';

/** An option's status, in its colour, shaded by the option's rank. */
export function StatusChip({ status, rank }: { status: OptionStatus; rank: number }) {
  const t = useT();
  return (
    <Badge
      radius="sm"
      tt="none"
      fw={600}
      styles={{
        root: { background: statusShade(status, rank), color: 'var(--mantine-color-gray-9)' },
      }}
    >
      {t(statusLabel[status])}
    </Badge>
  );
}
