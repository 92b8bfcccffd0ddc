import type { DatePickerInputProps } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import type { CalendarDate } from '@stuga/shared';
import type { CSSProperties, Ref } from 'react';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/formatting';
import { DatePickerInput } from './date-input';

export type StayRange = [string | null, string | null];

/**
 * The first and last day of a stay, as every screen picks them: booked days greyed (DECISIONS
 * §14) but pickable, so that a range over one is answered as the server would answer it; the
 * calendar a dialog on a phone; the days written in the shown language.
 */
export function StayRangeInput({
  booked,
  value,
  onChange,
  ref,
  style,
  ...props
}: {
  booked: ReadonlySet<CalendarDate>;
  value: StayRange;
  onChange(range: StayRange): void;
  ref?: Ref<HTMLButtonElement>;
  style?: CSSProperties;
} & Pick<
  DatePickerInputProps<'range'>,
  | 'label'
  | 'placeholder'
  | 'minDate'
  | 'maxDate'
  | 'defaultDate'
  | 'disabled'
  | 'allowSingleDateInRange'
>) {
  const t = useT();
  const format = useFormat();
  const narrow = useMediaQuery('(max-width: 450px)') ?? false;
  return (
    <DatePickerInput
      {...props}
      ref={ref}
      type="range"
      value={value}
      onChange={(range) => onChange(range as StayRange)}
      getDayProps={(day) =>
        booked.has(day) ? { 'data-booked': true, title: t('stays.planCard.booked') } : {}
      }
      dropdownType={narrow ? 'modal' : 'popover'}
      valueFormatter={({ date }) =>
        Array.isArray(date)
          ? date
              .filter(Boolean)
              .map((d) => format.day(String(d)))
              .join(' – ')
          : ''
      }
      style={style}
    />
  );
}
