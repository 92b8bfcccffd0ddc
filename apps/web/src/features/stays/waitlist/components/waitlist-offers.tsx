import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { hasAccess } from '@stuga/shared';
import { IconBell } from '@tabler/icons-react';
import { StatusText } from '@/components/ui/status-text';
import { useFormat, useT } from '@/lib/i18n';
import { useStayWords } from '@/features/stays/words';
import { useSession } from '@/lib/session';
import { useChangeWaitlist, useWaitlist } from '../api/waitlist';

/**
 * Offers of freed days held for the member (DECISIONS §19), at the top of the booking page:
 * claim them, or let the next in line have them.
 */
export function WaitlistOffers() {
  const t = useT();
  const format = useFormat();
  const words = useStayWords();
  const { user } = useSession();
  const waitlist = useWaitlist(hasAccess(user, 'booking'));
  const change = useChangeWaitlist();
  const offers = waitlist.data?.offers ?? [];
  if (!offers.length) return null;
  return (
    <Stack gap="xs">
      {offers.map((offer) => {
        const dates = words.dates(offer);
        return (
          <Alert
            key={offer.id}
            color="teal"
            icon={<IconBell aria-hidden />}
            title={t('waitlist.offer.title', { dates })}
          >
            <Text size="sm">
              {t('waitlist.offer.held', { until: format.dateTime(offer.expires_at) })}
            </Text>
            <Group gap="xs" mt="xs">
              <Button
                size="xs"
                loading={change.isPending && change.variables?.kind === 'claim'}
                onClick={() => change.mutate({ kind: 'claim', id: offer.id })}
              >
                {t('waitlist.offer.claim')}
              </Button>
              <Button
                size="xs"
                variant="default"
                loading={change.isPending && change.variables?.kind === 'refuse'}
                onClick={() => change.mutate({ kind: 'refuse', id: offer.id })}
              >
                {t('waitlist.offer.refuse')}
              </Button>
            </Group>
          </Alert>
        );
      })}
      {change.error && <StatusText tone="error">{change.error.message}</StatusText>}
    </Stack>
  );
}
