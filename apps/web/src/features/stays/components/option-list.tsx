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
import { formatDay } from '@stuga/shared';
import type { DraftOption } from '../model';
import { OptionRow } from './option-row';
import classes from './option-row.module.css';

export interface OptionListProps {
  options: DraftOption[];
  onChange(options: DraftOption[]): void;
  /** The owner asks to cancel an approved stay (confirmed by the plan card). */
  onCancel(option: DraftOption): void;
  onHistory(option: DraftOption): void;
  onAddToCalendar(option: DraftOption): void;
}

const describe = (options: DraftOption[], key: string | number) => {
  const index = options.findIndex((option) => option.key === key);
  const option = options[index];
  return option ? `${formatDay(option.from)} - ${formatDay(option.to)}` : 'the option';
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
}: OptionListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 120, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  if (options.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No options yet: choose dates above and add them, your favourite first.
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

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            'To reorder an option, press Space or Enter to pick it up, the arrow keys to move it, and Space or Enter again to drop it. Escape cancels.',
        },
        announcements: {
          onDragStart: ({ active }) => `Picked up ${describe(options, active.id)}.`,
          onDragOver: ({ active, over }) =>
            over ? `${describe(options, active.id)} is now over position ${place(over.id)}.` : '',
          onDragEnd: ({ active, over }) =>
            over
              ? `${describe(options, active.id)} dropped at position ${place(over.id)}.`
              : `${describe(options, active.id)} dropped.`,
          onDragCancel: ({ active }) => `Moving ${describe(options, active.id)} was cancelled.`,
        },
      }}
    >
      <SortableContext items={options.map((o) => o.key)} strategy={verticalListSortingStrategy}>
        <ol className={classes.list} aria-label="Options, first choice first">
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
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
