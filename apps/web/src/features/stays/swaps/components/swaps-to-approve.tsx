import { Stack } from '@mantine/core';
import { SectionCard } from '@/components/ui/section-card';
import { useT } from '@/lib/i18n';
import { useSwapsToApprove } from '../api/swaps';
import { SwapLine } from './swaps-card';

/** Swaps in high season both members accepted, for an admin to approve (DECISIONS §19). */
export function SwapsToApprove() {
  const t = useT();
  const swaps = useSwapsToApprove();
  const list = swaps.data?.swaps ?? [];
  if (!list.length) return null;
  return (
    <SectionCard title={t('swaps.toApprove')}>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {list.map((swap) => (
          <SwapLine key={swap.id} swap={swap} answers={['approve', 'refuse']} />
        ))}
      </Stack>
    </SectionCard>
  );
}
