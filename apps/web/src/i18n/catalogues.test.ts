import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { catalogueProblems, unusedKeys } from '@stuga/shared/i18n/catalogues';
import { glossaryBreaches } from '@stuga/shared/i18n/glossary';
import { describe, expect, it } from 'vitest';
import adminEn from './admin.en';
import adminSv from './admin.sv';
import en from './en';
import sv from './sv';

/** Every source file of the web app but the catalogues and the tests. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    if (!/\.tsx?$/.test(name) || /\.test\.tsx?$/.test(name) || dir.endsWith('i18n')) return [];
    return [readFileSync(file, 'utf8')];
  });
}

describe('the web catalogues', () => {
  it('hold the same keys with the same placeholders, in valid ICU', () => {
    expect(catalogueProblems(en, sv)).toEqual([]);
    expect(catalogueProblems(adminEn, adminSv)).toEqual([]);
  });

  it('keep the admin texts apart: no key in both', () => {
    expect(Object.keys(adminEn).filter((key) => Object.hasOwn(en, key))).toEqual([]);
  });

  it('hold no key the app does not use', () => {
    // The server's messages (`api.…`) come by the codes the server sends; shared's tests keep them.
    const own = Object.fromEntries(
      Object.entries({ ...en, ...adminEn }).filter(([key]) => !key.startsWith('api.')),
    );
    expect(unusedKeys(own, sources(path.resolve(import.meta.dirname, '..')))).toEqual([]);
  });

  it('hold a Swedish text for every key that is not the English one, but for names', () => {
    // Only texts with words of their own: '{from} – {to}' and '<b>{name}</b>' read the same.
    const worded = (text: string) =>
      /[A-Za-z]{3,}/.test(text.replace(/\{[^{}]*\}/g, '').replace(/<\/?\w+>/g, ''));
    const english: Record<string, string> = { ...en, ...adminEn };
    const swedish: Record<string, string> = { ...sv, ...adminSv };
    const same = Object.keys(english).filter(
      (key) => worded(english[key]!) && english[key] === swedish[key],
    );
    expect(same.sort()).toEqual([
      'community.contactDirectory.whatsapp',
      'donations.status',
      'guides.guide.title',
      'improvementDialog.addressExample',
      // A unit: kWh in both.
      'moneyYear.kwhValue',
      'nav.admin',
      // "Block" is the Swedish word too.
      'rounds.admin.blockName',
      'rounds.draw.block',
      'sectionEditor.jsonMode',
      'settings.about.cardText',
      'settings.about.description',
      'settings.season.periodProblem',
      'stays.planCard.plan',
    ]);
  });
});

describe('the Swedish glossary (one word for each idea)', () => {
  it('holds in the screens, the admin screens and the server’s messages', () => {
    // `sv` holds the server's messages too.
    expect(glossaryBreaches({ ...sv, ...adminSv })).toEqual([]);
  });

  it('finds a word that stands for an idea already named', () => {
    expect(glossaryBreaches({ a: 'Planens sista svarsdag', b: 'Vänta 5 minut(er)' })).toHaveLength(
      2,
    );
  });
});
