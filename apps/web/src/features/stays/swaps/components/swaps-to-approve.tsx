import { Stack } from '@mantine/core';
import { useState } from 'react';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { useT } from '@/lib/i18n';
import { useSwapsToApprove } from '../api/swaps-to-approve';
import { useAnsweringSwap } from '../api/answering-swap';
import { SwapLine } from './swaps-card';

/**
 * Swaps in high season both members accepted, for an admin to approve (DECISIONS §19). What the
 * last answer did stays said here, where focus goes once its line is gone.
 */
export function SwapsToApprove() {
  const t = useT();
  const swaps = useSwapsToApprove();
  const list = swaps.data?.swaps ?? [];
  const [done, setDone] = useState<string | null>(null);
  // While an answer is on its way the card stays, to say what it did where the line was.
  const answering = useAnsweringSwap();
  if (!list.length && !done && !answering) return null;
  return (
    <SectionCard title={t('swaps.toApprove')}>
      <Stack gap="sm">
        {done && <StatusText tone="success">{done}</StatusText>}
        {list.length > 0 && (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.map((swap) => (
              <SwapLine
                key={swap.id}
                swap={swap}
                answers={(['approve', 'refuse'] as const).filter((answer) => swap.can[answer])}
                onAnswered={(answer, what) =>
                  setDone(
                    t(answer === 'approve' ? 'swaps.approvedDone' : 'swaps.refusedDone', { what }),
                  )
                }
              />
            ))}
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}
