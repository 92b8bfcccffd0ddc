import { blockName } from './block-names.js';
import { isCalendarDate } from './dates.js';
import { formatDay } from './format.js';
import type { Language } from '../i18n/languages.js';
import type { SaidValues } from '../i18n/said.js';

/**
 * A message's values as a language writes them: calendar dates, under names ending in `Day` (as
 * the server sends them), become `12 Sept 2025` or `12 sep. 2025`; a block's name made from the
 * season (`@week:53`) becomes `Week 53` or `Vecka 53`, whatever the value is called; the rest
 * stay as they are.
 */
export function writtenValues<V extends SaidValues | Record<string, unknown>>(
  values: V | undefined,
  language: Language,
): V | undefined {
  if (!values) return values;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value !== 'string'
        ? value
        : name.endsWith('Day') && isCalendarDate(value)
          ? formatDay(value, language)
          : blockName(value, language),
    ]),
  ) as V;
}
