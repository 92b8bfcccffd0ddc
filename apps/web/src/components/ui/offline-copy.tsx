import { Button, Group, Stack, Text } from '@mantine/core';
import { addDays, fromWireDate, hasAccess, type AtTheHouse } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { IconCloudDownload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { apiRequest } from '@/lib/api-client';
import { useToday } from '@/lib/clock';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/formatting';
import { keepForOffline } from '@/lib/keep-for-offline';
import { useKeptCopy, useOnline } from '@/lib/offline';
import { useSession } from '@/lib/session';
import { SectionCard } from './section-card';
import { StatusText } from './status-text';

/** A stay this close (in days) keeps the copy fresh by itself, when online. */
const FRESH_WITHIN_DAYS = 14;
/** …when the copy is older than this. */
const FRESH_FOR_MS = 12 * 3_600_000;

/**
 * The member's stays, which tell whether one is near (read while online, for a member who books):
 * the screens drawing the copy's card once their own reads are in start it with theirs.
 */
export function useStaysNear() {
  const { user, viewer } = useSession();
  const online = useOnline();
  return useQuery({
    queryKey: ['house', 'stays', viewer],
    queryFn: ({ signal }) =>
      apiRequest<AtTheHouse>('/api/at-the-house', 'house.loadFailed', { signal }),
    enabled: hasAccess(user, 'booking') && online,
  });
}

/**
 * "Keep for offline" (DECISIONS §20): what this phone keeps for the house without a network and
 * the date of the copy; for a member whose stay begins within 14 days, the copy is made again by
 * itself when it is older than half a day and the phone is online.
 */
export function OfflineCopy() {
  const t = useT();
  const format = useFormat();
  const { user } = useSession();
  const online = useOnline();
  const kept = useKeptCopy();
  const today = useToday();
  const booking = hasAccess(user, 'booking');
  const [state, setState] = useState<'idle' | 'keeping' | 'failed'>('idle');
  const stays = useStaysNear();
  const keep = async () => {
    setState('keeping');
    try {
      await keepForOffline(booking);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  // A stay near: the copy is kept fresh by itself, once per visit.
  const refreshed = useRef(false);
  const near =
    !!today &&
    (stays.data?.stays ?? []).some(
      (stay) => fromWireDate(stay.from) <= addDays(today, FRESH_WITHIN_DAYS),
    );
  useEffect(() => {
    const stale = !kept || Date.now() - Date.parse(kept.at) > FRESH_FOR_MS;
    if (!online || !near || !stale || refreshed.current) return;
    refreshed.current = true;
    void keepForOffline(booking).catch(() => undefined);
  }, [online, near, kept, booking]);
  if (!user) return null;
  return (
    <SectionCard title={t('offline.title')}>
      <Stack gap="sm">
        <Text size="sm">
          {kept
            ? t(booking ? 'offline.kept' : 'offline.keptGuides', {
                date: format.dateTime(kept.at),
                count: kept.pictures,
              })
            : t('offline.notKept')}
        </Text>
        <Group>
          <Button
            variant="light"
            leftSection={<IconCloudDownload size={16} aria-hidden />}
            loading={state === 'keeping'}
            disabled={!online}
            onClick={() => void keep()}
          >
            {t('offline.keep')}
          </Button>
        </Group>
        {state === 'failed' && <StatusText tone="error">{t('offline.keepFailed')}</StatusText>}
      </Stack>
    </SectionCard>
  );
}
