import { ActionIcon, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useT } from '@/lib/i18n';

/** `list` with the entry at `index` moved `by` places (-1 up, 1 down). */
export function moved<T>(list: readonly T[], index: number, by: number): T[] {
  const next = [...list];
  const [entry] = next.splice(index, 1);
  next.splice(index + by, 0, entry!);
  return next;
}

/**
 * An admin's list kept in order (the house codes, the checklists): a row's buttons to move it up
 * or down and to remove it, each named with the row's `name`.
 */
export function RowOrderButtons({
  name,
  first,
  last,
  onMove,
  onRemove,
}: {
  name: string;
  first: boolean;
  last: boolean;
  onMove(by: -1 | 1): void;
  onRemove(): void;
}) {
  const t = useT();
  return (
    <Group gap={4} justify="flex-end">
      <ActionIcon
        variant="subtle"
        size="lg"
        disabled={first}
        onClick={() => onMove(-1)}
        aria-label={t('codes.editor.up', { name })}
      >
        <IconArrowUp size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        size="lg"
        disabled={last}
        onClick={() => onMove(1)}
        aria-label={t('codes.editor.down', { name })}
      >
        <IconArrowDown size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        size="lg"
        onClick={onRemove}
        aria-label={t('codes.editor.remove', { name })}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
