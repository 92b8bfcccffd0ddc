import { Text } from '@mantine/core';
import { useStayWords } from '../words';
import { hasAccess } from '@stuga/shared';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { useSession } from '@/lib/session';
import { useOwnFairShare } from '../api/own-fair-share';
import { useT } from '@/lib/i18n';

/**
 * "Your share of the house" (DECISIONS §16), for members who plan stays: their approved nights
 * this year, how many in high season, requests declined and stays cancelled, as admins see it.
 */
export function FairShareCard() {
  const words = useStayWords();
  const t = useT();
  const { user } = useSession();
  const allowed = hasAccess(user, 'booking');
  const share = useOwnFairShare(allowed);
  if (!allowed) return null;
  return (
    <SectionCard title={t('stays.fairShareCard.yourShareOfThe')} size="h3">
      <QueryState
        data={share.data}
        error={share.error}
        isPending={share.isPending}
        retry={() => void share.refetch()}
        loadingLabel={t('stays.fairShareCard.loadingYourShare')}
      >
        {(data) => (
          <>
            <Text fw={600} data-testid="own-fair-share">
              {words.fairShare(data.share)}
            </Text>
            <Text size="sm" c="dimmed" mt="xs">
              {t('stays.fairShareCard.explain', { year: data.share.year })}
            </Text>
          </>
        )}
      </QueryState>
    </SectionCard>
  );
}
