import { Text } from '@mantine/core';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/formatting';
import { useKeptCopy, useOnline } from '@/lib/offline';

/** Offline, the header says so, and from when what is shown was saved (DECISIONS §20). */
export function OfflineBanner() {
  const t = useT();
  const format = useFormat();
  const online = useOnline();
  const kept = useKeptCopy();
  if (online) return null;
  return (
    <Text
      role="status"
      size="sm"
      ta="center"
      py={6}
      px="md"
      bg="dark.6"
      c="white"
      data-testid="offline-banner"
      // Kept in view under the header while the page scrolls.
      style={{ position: 'sticky', top: 60, zIndex: 99 }}
    >
      {kept ? t('offline.banner', { date: format.dateTime(kept.at) }) : t('offline.bannerNone')}
    </Text>
  );
}
