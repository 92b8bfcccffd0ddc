import { describe, expect, it } from 'vitest';
import { acceptedLanguages, pickLanguage } from './languages.js';

describe('pickLanguage', () => {
  it('takes the first language the app speaks, by its base', () => {
    expect(pickLanguage(['sv-SE', 'en-US'])).toBe('sv');
    expect(pickLanguage(['de-DE', 'sv_FI', 'en'])).toBe('sv');
    expect(pickLanguage(['en-US', 'sv'])).toBe('en');
    expect(pickLanguage(['SV'])).toBe('sv');
  });

  it('is English when the reader asks for nothing it speaks', () => {
    expect(pickLanguage([])).toBe('en');
    expect(pickLanguage(['de', 'fr-FR'])).toBe('en');
  });
});

describe('acceptedLanguages', () => {
  it('orders the tags by weight, then as written', () => {
    expect(acceptedLanguages('en;q=0.8, sv-SE, de;q=0.9')).toEqual(['sv-SE', 'de', 'en']);
    expect(acceptedLanguages('sv, en')).toEqual(['sv', 'en']);
  });

  it('drops refused, wildcard and empty parts, and reads nothing from no header', () => {
    expect(acceptedLanguages('sv;q=0, *, , en;q=0.5')).toEqual(['en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(pickLanguage(acceptedLanguages('garbage;;q=x'))).toBe('en');
  });
});
