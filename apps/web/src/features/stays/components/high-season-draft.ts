import { DEFAULT_HIGH_SEASON, type SeasonPeriod } from '@stuga/shared';
import type { MessageKey } from '@/i18n/en';

/** A period as the form holds it: every field as typed, whatever its kind. */
export interface Draft {
  key: number;
  kind: SeasonPeriod['kind'];
  name: string;
  fromDay: string;
  toDay: string;
  fromWeek: number | string;
  toWeek: number | string;
}

export const kinds: { value: SeasonPeriod['kind']; label: MessageKey }[] = [
  { value: 'dates', label: 'settings.season.kind.dates' },
  { value: 'midsummer', label: 'settings.season.kind.midsummer' },
  { value: 'weeks', label: 'settings.season.kind.weeks' },
];

/**
 * The default periods' names (DECISIONS §16, in `DEFAULT_HIGH_SEASON`'s order) in the reader's
 * language: a period still under its default English name is shown, and saved, in theirs.
 */
export const defaultNameKeys: MessageKey[] = [
  'settings.season.default.midsummer',
  'settings.season.default.summer',
  'settings.season.default.christmas',
  'settings.season.default.sportlov',
];
export const defaultNames = new Map(
  DEFAULT_HIGH_SEASON.map((period, index) => [period.name, defaultNameKeys[index]!]),
);

let nextKey = 1;
export const draftOf = (period: SeasonPeriod, t: (key: MessageKey) => string): Draft => ({
  key: nextKey++,
  kind: period.kind,
  name: defaultNames.has(period.name) ? t(defaultNames.get(period.name)!) : period.name,
  fromDay: period.kind === 'dates' ? period.from : '',
  toDay: period.kind === 'dates' ? period.to : '',
  fromWeek: period.kind === 'weeks' ? period.from : '',
  toWeek: period.kind === 'weeks' ? period.to : '',
});

/** What is sent for a draft (the schemas say what is wrong with it). */
export const periodOf = (draft: Draft): unknown => {
  switch (draft.kind) {
    case 'dates':
      return { kind: 'dates', name: draft.name, from: draft.fromDay, to: draft.toDay };
    case 'midsummer':
      return { kind: 'midsummer', name: draft.name };
    case 'weeks':
      return { kind: 'weeks', name: draft.name, from: draft.fromWeek, to: draft.toWeek };
  }
};
