import { Alert, Group, Text } from '@mantine/core';
import {
  addDays,
  BOOKED_STATUSES,
  daysLeft,
  expiresSoon,
  isIn,
  latestExpiry,
  type CalendarDate,
  type PlanState,
} from '@stuga/shared';
import { IconCalendarCheck, IconCalendarTime } from '@tabler/icons-react';
import type { DraftOption } from '../model';
import { DatePickerInput } from '@/features/stays/components/date-input';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/formatting';

export interface ValidityBoxProps {
  expiry: CalendarDate;
  /** Where the plan stands (the plan view): a decided plan's validity no longer matters. */
  state: PlanState;
  options: readonly DraftOption[];
  today: CalendarDate;
  narrow: boolean;
  onChange(expiry: CalendarDate): void;
}

/**
 * Where a plan stands (SPEC §4, DECISIONS §14): a decided plan says its stay is approved; an
 * expired one when it expired; an open one until when it is fine to wait, with the days left
 * (in yellow once it expires soon, by the rule the admins see it by) and a picker to move it. A note, never an alert: it is read when
 * reached, not announced on every load.
 */
export function ValidityBox({ expiry, state, options, today, narrow, onChange }: ValidityBoxProps) {
  const t = useT();
  const format = useFormat();
  if (state === 'decided') {
    const stay = options.find((option) => BOOKED_STATUSES.includes(option.status));
    if (!stay) return null;
    return (
      <Alert color="green" variant="light" role="note" icon={<IconCalendarCheck aria-hidden />}>
        {t('stays.validityBox.decided', { from: format.day(stay.from), to: format.day(stay.to) })}
      </Alert>
    );
  }
  if (state === 'expired') {
    return (
      <Alert color="red" variant="light" role="note" icon={<IconCalendarTime aria-hidden />}>
        {t('stays.validityBox.thisPlanExpiredOn', { day: format.day(expiry) })}
      </Alert>
    );
  }
  const left = daysLeft(expiry, today);
  const waiting = options.some((option) => isIn('waiting', option.status));
  // The one rule of "expires soon" (shared): what the admins see beside the request.
  const soon = waiting && expiresSoon(expiry, today);
  // Never later than the day before the earliest open option (SPEC §5): the picker stops there,
  // and waiting longer is advised only while there is a later day to move to.
  const latest = latestExpiry(options);
  const maxDate = latest === undefined ? undefined : latest > expiry ? latest : expiry;
  const later = maxDate !== undefined && maxDate > expiry;
  return (
    <Alert
      color={soon ? 'yellow' : 'blue'}
      variant="light"
      role="note"
      icon={<IconCalendarTime aria-hidden />}
    >
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text size="sm" style={{ flex: '1 1 16rem' }}>
          {[
            t(waiting ? 'stays.validityBox.itIsFineWaiting' : 'stays.validityBox.itIsFineIf', {
              day: format.day(expiry),
              left,
            }),
            ...(soon && later ? [t('stays.validityBox.ifYouCanWait')] : []),
          ].join(' ')}
        </Text>
        <DatePickerInput
          label={t('stays.validityBox.validUntil')}
          size="xs"
          value={expiry}
          minDate={addDays(today, 1)}
          maxDate={maxDate}
          defaultDate={expiry}
          onChange={(value) => value && onChange(value)}
          dropdownType={narrow ? 'modal' : 'popover'}
          valueFormatter={({ date }) => (typeof date === 'string' ? format.day(date) : '')}
          w={160}
        />
      </Group>
    </Alert>
  );
}
