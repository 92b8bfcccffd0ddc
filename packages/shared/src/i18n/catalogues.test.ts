import { describe, expect, it } from 'vitest';
import { catalogueProblems, unusedKeys } from './catalogues.js';

describe('catalogueProblems', () => {
  const en = { a: 'Hello {name}', b: '{count, plural, one {# request} other {# requests}}' };

  it('finds nothing wrong with a whole translation', () => {
    const sv = { a: 'Hej {name}', b: '{count, plural, one {# förfrågan} other {# förfrågningar}}' };
    expect(catalogueProblems(en, sv)).toEqual([]);
  });

  it('names a missing key, an extra key, a changed placeholder and broken ICU', () => {
    expect(catalogueProblems(en, { a: 'Hej {namn}', c: 'x' })).toEqual([
      'missing: b',
      'extra: c',
      'placeholders of a: [name] but [namn]',
    ]);
    expect(catalogueProblems(en, { a: 'Hej {name', b: '{count} st' })).toEqual([
      expect.stringMatching(/^not ICU: a/),
    ]);
  });

  it('counts tags as placeholders', () => {
    expect(catalogueProblems({ a: '<link>See</link>' }, { a: 'Se' })).toEqual([
      'placeholders of a: [<link>] but []',
    ]);
  });
});

describe('unusedKeys', () => {
  it('lists the keys no source names', () => {
    expect(unusedKeys({ 'nav.home': '', 'nav.gone': '' }, ["t('nav.home')"])).toEqual(['nav.gone']);
  });
});
