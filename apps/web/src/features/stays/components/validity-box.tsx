import { Alert, Group, Text } from '@mantine/core';
import { DatePickerInput } from './date-input';
import { addDays, daysLeft, formatDay, type CalendarDate, type PlanState } from '@stuga/shared';
import { IconCalendarTime } from '@tabler/icons-react';

export interface ValidityBoxProps {
  expiry: CalendarDate;
  /** Where the plan stands (the plan view): a decided plan's validity no longer matters. */
  state: PlanState;
  today: CalendarDate;
  narrow: boolean;
  onChange(expiry: CalendarDate): void;
}

/** How long a plan stays open (SPEC §4): expired, or fine until its expiry with the days left. */
export function ValidityBox({ expiry, state, today, narrow, onChange }: ValidityBoxProps) {
  if (state === 'decided') return null;
  if (state === 'expired') {
    return (
      <Alert color="red" variant="light" role="status" icon={<IconCalendarTime aria-hidden />}>
        This plan expired on {formatDay(expiry)}.
      </Alert>
    );
  }
  const left = daysLeft(expiry, today);
  return (
    <Alert color="blue" variant="light" icon={<IconCalendarTime aria-hidden />}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text size="sm" style={{ flex: '1 1 16rem' }}>
          It is fine if this plan is not confirmed until {formatDay(expiry)}: {left} day
          {left === 1 ? '' : 's'} left. After that it can no longer be changed.
        </Text>
        <DatePickerInput
          label="Valid until"
          size="xs"
          value={expiry}
          minDate={addDays(today, 1)}
          defaultDate={expiry}
          onChange={(value) => value && onChange(value)}
          dropdownType={narrow ? 'modal' : 'popover'}
          valueFormatter={({ date }) => (typeof date === 'string' ? formatDay(date) : '')}
          w={160}
        />
      </Group>
    </Alert>
  );
}
