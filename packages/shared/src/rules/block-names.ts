import type { Language } from '../i18n/languages.js';

/**
 * A high-season round's blocks made from the season are named by code, not in the language of
 * the admin who made them (DECISIONS §18): `@week:53`, `@midsummer`. Every text that shows a
 * block's name writes the code in its reader's language (`writtenValues`, and `blockName` where a
 * name stands alone); a name an admin typed is shown as typed. A typed name never starts with `@`.
 */
export type BlockNameCode = { kind: 'midsummer' } | { kind: 'week'; week: number };

const CODE = /^@(?:midsummer|week:(\d{1,2}))$/;

const WORDS: Record<Language, { midsummer: string; week: (week: number) => string }> = {
  en: { midsummer: 'Midsummer week', week: (week) => `Week ${week}` },
  sv: { midsummer: 'Midsommarveckan', week: (week) => `Vecka ${week}` },
};

/** The code a block made from the season is stored under. */
export const blockNameCode = (name: BlockNameCode): string =>
  name.kind === 'midsummer' ? '@midsummer' : `@week:${name.week}`;

/** Whether a stored name is a code (made from the season) rather than typed. */
export const isBlockNameCode = (name: string): boolean => CODE.test(name);

/** A block's name as `language` writes it: a code in its words, a typed name as typed. */
export function blockName(name: string, language: Language): string {
  const match = CODE.exec(name);
  if (!match) return name;
  return match[1] === undefined
    ? WORDS[language].midsummer
    : WORDS[language].week(Number(match[1]));
}
