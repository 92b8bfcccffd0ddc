// The date pickers with their styles, so no screen can show one unstyled.
import '@mantine/dates/styles.css';
import {
  DatePickerInput as MantineDatePickerInput,
  type DatePickerInputProps,
  type DatePickerType,
} from '@mantine/dates';
// The calendar's month and day names in Swedish too (dayjs's locale, which Mantine formats with).
import 'dayjs/locale/sv';
import { useId } from 'react';
import { useLanguage } from '@/lib/i18n';
import classes from './date-input.module.css';

/**
 * Mantine's date picker input as every screen here uses it: its calendar is a dialog named by
 * the field (the popover is labelled by the field's own id), focus goes back to the field when
 * the calendar closes, and weekend days are dark enough to read.
 */
export function DatePickerInput<Type extends DatePickerType = 'default'>(
  props: DatePickerInputProps<Type>,
) {
  const fallbackId = useId();
  const id = props.id ?? fallbackId;
  const { language } = useLanguage();
  return (
    <MantineDatePickerInput<Type>
      locale={language}
      {...props}
      id={id}
      classNames={{
        day: classes.day,
        calendarHeader: classes.header,
        calendarHeaderLevel: classes.asWritten,
        weekday: classes.asWritten,
      }}
      popoverProps={{ id, returnFocus: true, ...props.popoverProps }}
      modalProps={{
        title: typeof props.label === 'string' ? props.label : undefined,
        returnFocus: true,
        ...props.modalProps,
      }}
    />
  );
}
