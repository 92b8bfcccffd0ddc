import { Text } from '@mantine/core';
import { fairShareText, hasAccess } from '@stuga/shared';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { useSession } from '@/lib/session';
import { useOwnFairShare } from '../api/fair-share';

/**
 * "Your share of the house" (DECISIONS §16), for members who plan stays: their approved nights
 * this year, how many in high season, requests declined and stays cancelled, as admins see it.
 */
export function FairShareCard() {
  const { user } = useSession();
  const allowed = hasAccess(user, 'booking');
  const share = useOwnFairShare(allowed);
  if (!allowed) return null;
  return (
    <SectionCard title="Your share of the house" size="h3">
      <QueryState
        data={share.data}
        error={share.error}
        isPending={share.isPending}
        retry={() => void share.refetch()}
        loadingLabel="Loading your share"
      >
        {(data) => (
          <>
            <Text fw={600} data-testid="own-fair-share">
              {fairShareText(data.share)}
            </Text>
            <Text size="sm" c="dimmed" mt="xs">
              Approved nights in {data.share.year}, how many of them in high season, requests that
              were declined and stays you cancelled. The admins see the same line beside your
              requests, so the best weeks go round.
            </Text>
          </>
        )}
      </QueryState>
    </SectionCard>
  );
}
