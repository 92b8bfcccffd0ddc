import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconGripVertical, IconPlus, IconX } from '@tabler/icons-react';
import classes from '@/features/stays/components/option-row.module.css';
import { useBlockName } from '../block-name';
import { useT } from '@/lib/i18n';
import { useBlockDates, type DrawBlock } from './draw-result';

function RankedRow({
  block,
  rank,
  onRemove,
}: {
  block: DrawBlock;
  rank: number;
  onRemove(): void;
}) {
  const t = useT();
  const named = useBlockName();
  const dates = useBlockDates()(block);
  const { setNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({
    id: block.id,
  });
  return (
    <li
      ref={setNodeRef}
      className={classes.row}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <Group className={classes.content} gap="xs" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          className={classes.handle}
          {...attributes}
          {...listeners}
          aria-label={t('rounds.ballot.move', { rank, block: block.name })}
        >
          <IconGripVertical aria-hidden />
        </ActionIcon>
        <Text fw={700} w={24} ta="center" aria-hidden>
          {rank}
        </Text>
        <div className={classes.body}>
          <Text fw={600}>{named(block.name)}</Text>
          <Text size="sm" c="dimmed">
            {dates}
          </Text>
        </div>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          onClick={onRemove}
          aria-label={t('rounds.ballot.remove', { block: block.name })}
        >
          <IconX aria-hidden />
        </ActionIcon>
      </Group>
    </li>
  );
}

/**
 * A member's ballot: the blocks they want, the most wanted first, reordered by dragging with a
 * mouse or a finger or with the keyboard (Space on a handle, the arrows, Space again), as plans'
 * options are; below, the blocks not ranked, each added with a button.
 */
export function BallotList({
  blocks,
  ranking,
  onChange,
}: {
  blocks: readonly DrawBlock[];
  ranking: readonly number[];
  onChange(ranking: number[]): void;
}) {
  const t = useT();
  const named = useBlockName();
  const dates = useBlockDates();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 120, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const byId = new Map(blocks.map((block) => [block.id, block]));
  const ranked = ranking.flatMap((id) => byId.get(id) ?? []);
  const unranked = blocks.filter((block) => !ranking.includes(block.id));
  const nameOf = (id: string | number) => byId.get(Number(id))?.name ?? '';
  const placeOf = (id: string | number) => ranking.indexOf(Number(id)) + 1;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(arrayMove([...ranking], placeOf(active.id) - 1, placeOf(over.id) - 1));
  };

  return (
    <Stack gap="lg">
      <div>
        <Text fw={700} mb={4} id="ballot-ranked">
          {t('rounds.ballot.yourRanking')}
        </Text>
        {ranked.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('rounds.ballot.empty')}
          </Text>
        ) : (
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{
              screenReaderInstructions: { draggable: t('rounds.ballot.dragHelp') },
              announcements: {
                onDragStart: ({ active }) =>
                  t('rounds.ballot.pickedUp', { block: nameOf(active.id) }),
                onDragOver: ({ active, over }) =>
                  over
                    ? t('rounds.ballot.over', { block: nameOf(active.id), rank: placeOf(over.id) })
                    : '',
                onDragEnd: ({ active, over }) =>
                  over
                    ? t('rounds.ballot.droppedAt', {
                        block: nameOf(active.id),
                        rank: placeOf(over.id),
                      })
                    : t('rounds.ballot.dropped', { block: nameOf(active.id) }),
                onDragCancel: ({ active }) =>
                  t('rounds.ballot.cancelled', { block: nameOf(active.id) }),
              },
            }}
          >
            <SortableContext items={[...ranking]} strategy={verticalListSortingStrategy}>
              <ol className={classes.list} aria-labelledby="ballot-ranked">
                {ranked.map((block, index) => (
                  <RankedRow
                    key={block.id}
                    block={block}
                    rank={index + 1}
                    onRemove={() => onChange(ranking.filter((id) => id !== block.id))}
                  />
                ))}
              </ol>
            </SortableContext>
          </DndContext>
        )}
      </div>
      {unranked.length > 0 && (
        <div>
          <Text fw={700} mb={4} id="ballot-unranked">
            {t('rounds.ballot.notRanked')}
          </Text>
          <ul className={classes.list} aria-labelledby="ballot-unranked">
            {unranked.map((block) => (
              <li key={block.id} className={classes.row}>
                <Group className={classes.content} gap="xs" wrap="nowrap">
                  <div className={classes.body}>
                    <Text fw={600}>{named(block.name)}</Text>
                    <Text size="sm" c="dimmed">
                      {dates(block)}
                    </Text>
                  </div>
                  <Button
                    variant="light"
                    size="xs"
                    leftSection={<IconPlus size={14} aria-hidden />}
                    onClick={() => onChange([...ranking, block.id])}
                    aria-label={t('rounds.ballot.addLabel', { block: block.name })}
                  >
                    {t('rounds.ballot.add')}
                  </Button>
                </Group>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Stack>
  );
}
