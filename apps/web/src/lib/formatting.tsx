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

/** Dates, times and numbers in the shown language (money is `2 500 kr` in both). */
export function useFormat() {
  const { language } = useLanguage();
  return useMemo(
    () => ({
      language,
      day: (date: CalendarDate) => formatDay(date, language),
      month: (date: CalendarDate) => formatMonth(date, language),
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
