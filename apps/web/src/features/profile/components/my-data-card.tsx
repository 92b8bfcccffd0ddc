import { Button, Group, Stack, Text } from '@mantine/core';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { failureMessage } from '@/lib/api-client';
import { useToday } from '@/lib/clock';
import { useT } from '@/lib/i18n';
import { useDownloadMyData } from '../api/download-my-data';

/**
 * "Download my data" (DECISIONS §26): everything the house keeps about the member, in one zip of
 * JSON and CSV files.
 */
export function MyDataCard() {
  const t = useT();
  const today = useToday();
  const download = useDownloadMyData();
  return (
    <SectionCard title={t('myData.title')} size="h3">
      <Stack gap="sm">
        <Text size="sm">{t('myData.help')}</Text>
        <Group>
          <Button
            variant="light"
            loading={download.isPending}
            onClick={() => download.mutate(today ?? 'today')}
          >
            {t('myData.download')}
          </Button>
        </Group>
        {download.isError && (
          <StatusText tone="error">{failureMessage(download.error, t('fail.myData'))}</StatusText>
        )}
      </Stack>
    </SectionCard>
  );
}
