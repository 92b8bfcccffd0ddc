import {
  formatDate,
  formatDateTime,
  formatDay,
  formatMonth,
  LOCALES,
  type CalendarDate,
} from '@stuga/shared';
import { useMemo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageKey } from '@/i18n/en';
import { useLanguage } from './i18n';

const weekdayFormats = new Map<string, Intl.DateTimeFormat>();
const weekdayFormat = (language: keyof typeof LOCALES) => {
  let known = weekdayFormats.get(language);
  if (!known) {
    known = new Intl.DateTimeFormat(LOCALES[language], {
      weekday: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    weekdayFormats.set(language, known);
  }
  return known;
};

/** Dates, times and numbers in the shown language (money is `2 500 kr` in both). */
export function useFormat() {
  const { language } = useLanguage();
  return useMemo(
    () => ({
      language,
      day: (date: CalendarDate) => formatDay(date, language),
      month: (date: CalendarDate) => formatMonth(date, language),
      /** A day of the coming week, short: `Fri 12`, `fre 12`. */
      weekday: (date: CalendarDate) =>
        weekdayFormat(language).format(new Date(`${date}T12:00:00Z`)),
      date: (instant: Date | string) => formatDate(instant, language),
      dateTime: (instant: Date | string) => formatDateTime(instant, language),
      number: (value: number) => value.toLocaleString(LOCALES[language]),
    }),
    [language],
  );
}

/** What a text with markup takes: plain values, and a function for each tag (`<link>…</link>`). */
export type RichValues = Record<string, ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

/** A text with markup in it: `<Message id="access.timeline" values={{ link: … }} />`. */
export function Message({ id, values }: { id: MessageKey; values?: RichValues }) {
  return <FormattedMessage id={id} values={values} />;
}
