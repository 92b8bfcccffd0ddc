import { Chip, Group, Paper, Text } from '@mantine/core';
import type { GuestbookTags } from '@stuga/shared';
import { IconFilter } from '@tabler/icons-react';
import { useT } from '@/lib/i18n';

export interface TagFilterProps {
  tags: GuestbookTags['tags'];
  value: string[];
  onChange(value: string[]): void;
}

/**
 * The guestbook's filter by tag, for the readers the guestbook lets filter (signed in): its own
 * file, so a visitor's guestbook does not fetch it (decision 0062).
 */
export function TagFilter({ tags, value, onChange }: TagFilterProps) {
  const t = useT();
  return (
    <Paper withBorder p="sm" radius="md" bg="gray.0">
      <Group gap="xs" mb={6}>
        <IconFilter size={16} aria-hidden />
        <Text size="sm" fw={500} id="tag-filter-label">
          {t('community.guestbook.showOnlyMessagesTagged')}
        </Text>
      </Group>
      <Chip.Group multiple value={value} onChange={onChange}>
        <Group gap="xs" role="group" aria-labelledby="tag-filter-label">
          {tags.map((tag) => (
            <Chip key={tag.name} value={tag.name} size="sm" variant="light" color="red.9">
              {t('common.withCount', { name: tag.name, count: tag.count })}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Paper>
  );
}
