import { isCalendarDate } from '../rules/dates.js';
import { formatDay } from '../rules/format.js';
import type { Language } from './languages.js';
import type { SaidValues } from './said.js';

/**
 * A message's values as a language writes them: calendar dates, under names ending in `Day` (as
 * the server sends them), become `12 Sept 2025` or `12 sep. 2025`; the rest stay as they are.
 */
export function writtenValues<V extends SaidValues | Record<string, unknown>>(
  values: V | undefined,
  language: Language,
): V | undefined {
  if (!values) return values;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      name.endsWith('Day') && typeof value === 'string' && isCalendarDate(value)
        ? formatDay(value, language)
        : value,
    ]),
  ) as V;
}
