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
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { Text } from '@mantine/core';
import type { DraftOption } from '../model';
import { OptionRow } from './option-row';
import classes from '@/features/stays/components/option-row.module.css';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/formatting';

export interface OptionListProps {
  options: DraftOption[];
  onChange(options: DraftOption[]): void;
  /** The owner asks to cancel an approved stay (confirmed by the plan card). */
  onCancel(option: DraftOption): void;
  onHistory(option: DraftOption): void;
  onAddToCalendar(option: DraftOption): void;
  /** Offers a booked stay to another member, for those that may be (DECISIONS §19). */
  onOffer?: (option: DraftOption) => void;
  offerable?: (option: DraftOption) => boolean;
  /** About what an open option will cost, in öre (DECISIONS §21). */
  estimateOf?: (option: DraftOption) => number | undefined;
}

const describe = (
  options: DraftOption[],
  key: string | number,
  t: ReturnType<typeof useT>,
  day: (date: string) => string,
) => {
  const option = options.find((candidate) => candidate.key === key);
  return option
    ? t('stays.dates', { from: day(option.from), to: day(option.to) })
    : t('stays.optionList.theOption');
};

/**
 * A plan's options, first choice first: reordered by dragging with a mouse or a finger, or with
 * the keyboard (Space on a handle, the arrow keys, Space again), as @dnd-kit does it accessibly.
 */
export function OptionList({
  options,
  onChange,
  onCancel,
  onHistory,
  onAddToCalendar,
  onOffer,
  offerable,
  estimateOf,
}: OptionListProps) {
  const t = useT();
  const format = useFormat();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 120, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  if (options.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('stays.optionList.noOptionsYetChoose')}
      </Text>
    );
  }
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = options.findIndex((option) => option.key === active.id);
    const to = options.findIndex((option) => option.key === over.id);
    onChange(arrayMove(options, from, to));
  };
  const place = (key: string | number) => options.findIndex((option) => option.key === key) + 1;
  const name = (key: string | number) => describe(options, key, t, format.day);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable: t('stays.optionList.dragHelp'),
        },
        announcements: {
          onDragStart: ({ active }) => t('stays.optionList.pickedUp', { option: name(active.id) }),
          onDragOver: ({ active, over }) =>
            over
              ? t('stays.optionList.over', { option: name(active.id), position: place(over.id) })
              : '',
          onDragEnd: ({ active, over }) =>
            over
              ? t('stays.optionList.droppedAt', {
                  option: name(active.id),
                  position: place(over.id),
                })
              : t('stays.optionList.dropped', { option: name(active.id) }),
          onDragCancel: ({ active }) =>
            t('stays.optionList.cancelled', { option: name(active.id) }),
        },
      }}
    >
      <SortableContext items={options.map((o) => o.key)} strategy={verticalListSortingStrategy}>
        <ol className={classes.list} aria-label={t('stays.optionList.optionsFirstChoiceFirst')}>
          {options.map((option, index) => (
            <OptionRow
              key={option.key}
              option={option}
              rank={index + 1}
              onNote={(note) =>
                onChange(options.map((o) => (o.key === option.key ? { ...o, note } : o)))
              }
              onDelete={() => onChange(options.filter((o) => o.key !== option.key))}
              onCancel={() => onCancel(option)}
              onHistory={() => onHistory(option)}
              onAddToCalendar={() => onAddToCalendar(option)}
              onOffer={onOffer && offerable?.(option) ? () => onOffer(option) : undefined}
              estimate={estimateOf?.(option)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
