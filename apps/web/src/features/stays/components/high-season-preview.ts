import { isCalendarDate, type SeasonPeriod } from '@stuga/shared';
import type { Draft } from './high-season-draft';

/** A month and day that is a date in every year (so not 29 February). */
export const everyYear = (day: string) => day !== '02-29' && isCalendarDate(`2025-${day}`);

/** The draft as a period when it reads as one, for the preview of its days; else null. */
export function periodPreview(draft: Draft): SeasonPeriod | null {
  switch (draft.kind) {
    case 'midsummer':
      return { kind: 'midsummer', name: draft.name };
    case 'dates':
      return everyYear(draft.fromDay) && everyYear(draft.toDay)
        ? { kind: 'dates', name: draft.name, from: draft.fromDay, to: draft.toDay }
        : null;
    case 'weeks': {
      const from = Number(draft.fromWeek);
      const to = Number(draft.toWeek);
      const week = (n: number) => Number.isInteger(n) && n >= 1 && n <= 52;
      return draft.fromWeek !== '' && draft.toWeek !== '' && week(from) && week(to) && from <= to
        ? { kind: 'weeks', name: draft.name, from, to }
        : null;
    }
  }
}
