import { Badge, Card, Group, Text } from '@mantine/core';
import type { GuestbookEntry } from '@stuga/shared';
import { Markdown } from '@/components/ui/markdown';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/formatting';

/** One entry: name (or Anonymous), the rendered message, tags, date and time (the reader's). */
export function GuestbookEntryCard({ entry }: { entry: GuestbookEntry }) {
  const t = useT();
  const format = useFormat();
  return (
    <Card withBorder radius="md" padding="lg" component="article" data-testid="guestbook-entry">
      <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
        <Text fw={700}>{entry.name || t('community.guestbookEntry.anonymous')}</Text>
        <Text size="sm" c="dimmed" component="time" dateTime={entry.created_at}>
          {format.dateTime(entry.created_at)}
        </Text>
      </Group>
      <Markdown>{entry.message}</Markdown>
      {entry.tags.length > 0 && (
        <Group gap={6} mt="xs">
          {entry.tags.map((tag) => (
            <Badge key={tag} variant="light" color="gray" radius="sm" tt="none">
              {t('common.tag', { tag })}
            </Badge>
          ))}
        </Group>
      )}
    </Card>
  );
}
