import { ActionIcon, Group, Stack, Text, TextInput } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { daysBetween, OPTION_NOTE_MAX } from '@stuga/shared';
import { IconGripVertical, IconTrash } from '@tabler/icons-react';
import { useRef, useState, type PointerEvent } from 'react';
import type { DraftOption } from '../model';
import { StatusChip } from '@/features/stays/components/status-chip';
import classes from '@/features/stays/components/option-row.module.css';
import { useT } from '@/lib/i18n';
import { Message, useFormat } from '@/lib/formatting';
import { OptionActions, OptionFacts, SWIPE_DELETE_PX, SwipeHint } from './option-parts';

export interface OptionRowProps {
  option: DraftOption;
  rank: number;
  onNote(note: string): void;
  onDelete(): void;
  /** Asks to cancel the approved stay. */
  onCancel(): void;
  /** Opens the history of a saved option (DECISIONS §16). */
  onHistory(): void;
  /** Downloads an approved stay as a calendar file (DECISIONS §16). */
  onAddToCalendar(): void;
  /** Offers the booked stay to another member (DECISIONS §19), when it may be. */
  onOffer?: () => void;
  /** About what the open option will cost, in öre (DECISIONS §21). */
  estimate?: number;
}

/**
 * One option of a plan: drag handle (mouse, touch, keyboard), status, dates, the member's own
 * note, and a delete button (also a swipe to the left on touch screens, SPEC §2); an approved
 * stay has Cancel stay instead (DECISIONS §14).
 */
export function OptionRow({
  option,
  rank,
  onNote,
  onDelete,
  onCancel,
  onHistory,
  onAddToCalendar,
  onOffer,
  estimate,
}: OptionRowProps) {
  const t = useT();
  // What its status and the plan allow (the plan view's abilities).
  const { edit: editable, reorder: draggable, remove: deletable } = option.can;
  const { setNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({
    id: option.key,
    disabled: !draggable,
  });
  const { swipe, onPointerDown, onPointerMove, onPointerEnd } = useSwipeToDelete(
    deletable,
    onDelete,
  );
  const format = useFormat();
  const dates = t('stays.dates', { from: format.day(option.from), to: format.day(option.to) });
  const nights = daysBetween(option.from, option.to);

  return (
    <li
      ref={setNodeRef}
      className={classes.row}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <div
        className={classes.content}
        style={{ transform: swipe ? `translateX(${swipe}px)` : undefined }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        data-swiping={swipe < 0 || undefined}
      >
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            className={classes.handle}
            disabled={!draggable}
            aria-label={t('stays.optionRow.moveOptionRankDates', { rank, dates })}
            {...attributes}
            {...listeners}
          >
            <IconGripVertical aria-hidden />
          </ActionIcon>
          <Stack gap={4} className={classes.body}>
            <Group gap="xs" wrap="wrap">
              <Text fw={700} size="sm">
                {t('stays.optionRow.rank', { rank })}
              </Text>
              <StatusChip status={option.status} rank={rank} />
              <Text size="sm">
                <Message
                  id="stays.optionRow.datesAndNights"
                  values={{
                    dates,
                    nights,
                    dim: (chunks) => (
                      <Text span c="dimmed" size="sm">
                        {chunks}
                      </Text>
                    ),
                  }}
                />
              </Text>
            </Group>
            <OptionFacts option={option} dates={dates} estimate={estimate} />
            <OptionActions
              option={option}
              dates={dates}
              onCancel={onCancel}
              onHistory={onHistory}
              onAddToCalendar={onAddToCalendar}
              onOffer={onOffer}
            />
            <TextInput
              size="xs"
              aria-label={t('stays.optionRow.personalNoteForDates', { dates })}
              placeholder={t('stays.optionRow.personalNoteOnlyYou')}
              value={option.note}
              maxLength={OPTION_NOTE_MAX}
              disabled={!editable}
              onChange={(event) => onNote(event.currentTarget.value)}
            />
          </Stack>
          {deletable && (
            // Shown on touch screens too: a swipe is a shortcut, never the only way.
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              className="touch-target"
              onClick={onDelete}
              aria-label={t('stays.optionRow.deleteOptionDates', { dates })}
            >
              <IconTrash aria-hidden />
            </ActionIcon>
          )}
        </Group>
      </div>
      {swipe < 0 && <SwipeHint swipe={swipe} />}
    </li>
  );
}

/** A swipe to the left on a touch screen deletes (SPEC §2): how far the row has moved. */
function useSwipeToDelete(deletable: boolean, onDelete: () => void) {
  const [swipe, setSwipe] = useState(0);
  const start = useRef<number | null>(null);
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'touch' && deletable) start.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent) => {
    if (start.current !== null) setSwipe(Math.min(0, event.clientX - start.current));
  };
  const onPointerEnd = () => {
    if (start.current === null) return;
    start.current = null;
    if (swipe <= -SWIPE_DELETE_PX) onDelete();
    setSwipe(0);
  };
  return { swipe, onPointerDown, onPointerMove, onPointerEnd };
}
