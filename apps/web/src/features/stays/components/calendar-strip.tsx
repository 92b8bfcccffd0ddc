import { ActionIcon, Box, Button, Group, SimpleGrid } from '@mantine/core';
import { addDays, addMonths, daysInMonth, weekdayOf, type CalendarDate } from '@stuga/shared';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Later } from '@/components/ui/later';
import { MonthCalendar, type MonthCalendarProps } from './month-calendar';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/formatting';

export interface CalendarStripProps extends Omit<
  MonthCalendarProps,
  'month' | 'tabDay' | 'onDayKey'
> {
  /** How many months show at once (SPEC §9: 6 on the timeline, 2 on the booking page). */
  months: number;
  /** How far back and forward the view may move, in months from the current one. */
  earliest: number;
  latest: number;
}

const monthStart = (date: CalendarDate) => `${date.slice(0, 7)}-01`;
const monthsBetween = (from: CalendarDate, to: CalendarDate) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
  Number(to.slice(5, 7)) -
  Number(from.slice(5, 7));

/** The same day of the month `months` away, or that month's last day when it is shorter. */
function sameDayOfMonth(day: CalendarDate, months: number): CalendarDate {
  const start = addMonths(day, months);
  return addDays(start, Math.min(Number(day.slice(8)), daysInMonth(start)) - 1);
}

/** Where each key moves the focused day: a day, a week, the week's ends, a month. */
function moved(day: CalendarDate, key: string): CalendarDate | undefined {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekdayOf(day));
    case 'End':
      return addDays(day, 6 - weekdayOf(day));
    case 'PageUp':
      return sameDayOfMonth(day, -1);
    case 'PageDown':
      return sameDayOfMonth(day, 1);
    default:
      return undefined;
  }
}

/**
 * Several months side by side, moved back and forward a month at a time, and back to now. With
 * `onDayClick` the days are one Tab stop: the arrow keys move between days (Page Up and Down a
 * month, Home and End the week's ends), the months following the focus.
 */
export function CalendarStrip({ months, earliest, latest, ...calendar }: CalendarStripProps) {
  const format = useFormat();
  const t = useT();
  const [offset, setOffset] = useState(0);
  const [focused, setFocused] = useState<CalendarDate>(calendar.today);
  const container = useRef<HTMLDivElement>(null);
  const moving = useRef(false);
  const keysId = useId();
  const thisMonth = monthStart(calendar.today);
  const first = addMonths(thisMonth, offset);
  const shown = Array.from({ length: months }, (_, i) => addMonths(first, i));
  const lastShown = addDays(shown[shown.length - 1]!, daysInMonth(shown[shown.length - 1]!) - 1);
  const range = t('stays.calendarStrip.range', {
    first: format.month(shown[0]!),
    last: format.month(shown[shown.length - 1]!),
  });
  // The focused day takes Tab while it is shown, else the first day shown from today on.
  const firstOpen = first < calendar.today ? calendar.today : first;
  const tabDay = focused >= firstOpen && focused <= lastShown ? focused : firstOpen;

  useEffect(() => {
    if (!moving.current) return;
    moving.current = false;
    container.current?.querySelector<HTMLElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused, offset]);

  const onDayKey = (day: CalendarDate, event: KeyboardEvent) => {
    const target = moved(day, event.key);
    if (!target) return;
    event.preventDefault();
    // Past days are not picked (SPEC §4): the focus goes no further back than today.
    const lowest = calendar.today;
    const highest = addMonths(thisMonth, latest + months - 1);
    const end = addDays(highest, daysInMonth(highest) - 1);
    const next = target < lowest ? lowest : target > end ? end : target;
    // The months follow the focus, one step at a time.
    const at = monthsBetween(thisMonth, next);
    if (at < offset) setOffset(at);
    else if (at > offset + months - 1) setOffset(at - months + 1);
    moving.current = true;
    setFocused(next);
  };

  return (
    <div ref={container}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          className="touch-target"
          onClick={() => setOffset((o) => o - 1)}
          disabled={offset <= earliest}
          aria-label={t('stays.calendarStrip.earlierMonth')}
        >
          <IconChevronLeft aria-hidden />
        </ActionIcon>
        <Button
          variant="subtle"
          className="wrap-label"
          onClick={() => setOffset(0)}
          disabled={offset === 0}
        >
          {t('stays.calendarStrip.backToThisMonth')}
        </Button>
        <ActionIcon
          variant="default"
          size="lg"
          className="touch-target"
          onClick={() => setOffset((o) => o + 1)}
          disabled={offset >= latest}
          aria-label={t('stays.calendarStrip.laterMonth')}
        >
          <IconChevronRight aria-hidden />
        </ActionIcon>
      </Group>
      <span className="visually-hidden" aria-live="polite">
        {range}
      </span>
      {calendar.onDayClick && (
        <span className="visually-hidden" id={keysId}>
          {t('stays.calendarStrip.useTheArrowKeys')}
        </span>
      )}
      <Later placeholder={<Box mih={320} />}>
        <SimpleGrid
          cols={{ base: 1, sm: Math.min(2, months), lg: Math.min(3, months) }}
          spacing="lg"
          {...(calendar.onDayClick
            ? { role: 'group', 'aria-label': 'Days', 'aria-describedby': keysId }
            : {})}
        >
          {shown.map((month) => (
            <MonthCalendar
              key={month}
              month={month}
              {...calendar}
              tabDay={tabDay}
              onDayKey={onDayKey}
              onDayClick={
                calendar.onDayClick
                  ? (day) => {
                      setFocused(day);
                      calendar.onDayClick!(day);
                    }
                  : undefined
              }
            />
          ))}
        </SimpleGrid>
      </Later>
    </div>
  );
}
