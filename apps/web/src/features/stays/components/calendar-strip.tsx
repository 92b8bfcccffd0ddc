import { ActionIcon, Button, Group, SimpleGrid } from '@mantine/core';
import { addMonths, formatMonth } from '@stuga/shared';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { MonthCalendar, type MonthCalendarProps } from './month-calendar';

export interface CalendarStripProps extends Omit<MonthCalendarProps, 'month'> {
  /** How many months show at once (SPEC §9: 6 on the timeline, 2 on the booking page). */
  months: number;
  /** How far back and forward the view may move, in months from the current one. */
  earliest: number;
  latest: number;
}

/** Several months side by side, moved back and forward a month at a time, and back to now. */
export function CalendarStrip({ months, earliest, latest, ...calendar }: CalendarStripProps) {
  const [offset, setOffset] = useState(0);
  const first = addMonths(calendar.today, offset);
  const shown = Array.from({ length: months }, (_, i) => addMonths(first, i));
  const range = `${formatMonth(shown[0]!)} to ${formatMonth(shown[shown.length - 1]!)}`;
  return (
    <div>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => setOffset((o) => o - 1)}
          disabled={offset <= earliest}
          aria-label="Earlier month"
        >
          <IconChevronLeft aria-hidden />
        </ActionIcon>
        <Button variant="subtle" onClick={() => setOffset(0)} disabled={offset === 0}>
          Back to this month
        </Button>
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => setOffset((o) => o + 1)}
          disabled={offset >= latest}
          aria-label="Later month"
        >
          <IconChevronRight aria-hidden />
        </ActionIcon>
      </Group>
      <span className="visually-hidden" aria-live="polite">
        Showing {range}
      </span>
      <SimpleGrid cols={{ base: 1, sm: Math.min(2, months), lg: Math.min(3, months) }} spacing="lg">
        {shown.map((month) => (
          <MonthCalendar key={month} month={month} {...calendar} />
        ))}
      </SimpleGrid>
    </div>
  );
}
