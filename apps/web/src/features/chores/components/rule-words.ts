import { LOCALES, type Chore, type ChoreFreq, type Language } from '@stuga/shared';
import type { MessageKey } from '@/i18n/en';
import type { Translate } from '@/lib/i18n';

/** "Every week", "Every 2 months", by how often. */
const EVERY: Readonly<Record<ChoreFreq, MessageKey>> = {
  weekly: 'chores.every.weekly',
  monthly: 'chores.every.monthly',
  yearly: 'chores.every.yearly',
};

/** The form's words for how often: weeks, months, years. */
export const FREQ_WORDS: Readonly<Record<ChoreFreq, MessageKey>> = {
  weekly: 'chores.freq.weekly',
  monthly: 'chores.freq.monthly',
  yearly: 'chores.freq.yearly',
};

/** A month's name (1–12) in a language, as the calendar writes it. */
export const monthName = (month: number, language: Language) =>
  new Intl.DateTimeFormat(LOCALES[language], { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, month - 1, 1)),
  );

/** How often a chore comes, in words: "Every 2 years", "Every month in June, July, August". */
export function ruleWords(rule: Chore['rule'], t: Translate, language: Language): string {
  const every = t(EVERY[rule.freq], { interval: rule.interval });
  if (rule.months.length === 0) return every;
  const months = new Intl.ListFormat(LOCALES[language], { type: 'conjunction' }).format(
    rule.months.map((month) => monthName(month, language)),
  );
  return t('chores.inMonths', { every, months });
}
