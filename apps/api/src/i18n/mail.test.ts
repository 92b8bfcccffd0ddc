import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { catalogueProblems, unusedKeys } from '@stuga/shared/i18n/catalogues';
import { glossaryBreaches } from '@stuga/shared/i18n/glossary';
import { describe, expect, it } from 'vitest';
import { mailWriter } from '../lib/mail-language.js';
import { mailEn } from './mail.en.js';
import { mailSv } from './mail.sv.js';

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') && !dir.endsWith('i18n')
      ? [readFileSync(file, 'utf8')]
      : [];
  });

describe('the mail catalogues', () => {
  it('hold the same keys with the same placeholders, in valid ICU', () => {
    expect(catalogueProblems(mailEn, mailSv)).toEqual([]);
  });

  it('hold no text no mail uses', () => {
    expect(unusedKeys(mailEn, sources(path.resolve(import.meta.dirname, '..')))).toEqual([]);
  });

  it('write dates and plurals in each language', () => {
    const stay = { fromDay: '2025-09-12', toDay: '2025-09-19' };
    expect(mailWriter('en')('stay', stay)).toBe('12 Sept 2025 – 19 Sept 2025');
    expect(mailWriter('sv')('stay', stay)).toBe('12 sep. 2025 – 19 sep. 2025');
    expect(mailWriter('sv')('requestsDeclined', { count: 1 })).toBe(
      'Din förfrågan som väntade på godkännande avböjdes.',
    );
    expect(mailWriter('sv')('requestsDeclined', { count: 3 })).toBe(
      'Dina 3 förfrågningar som väntade på godkännande avböjdes.',
    );
  });
});

describe('the Swedish glossary in the mail', () => {
  it('holds: one word for each idea, as on the screens', () => {
    expect(glossaryBreaches(mailSv)).toEqual([]);
  });

  it('greets by first name', () => {
    const person = { first_name: 'Sigrid', last_name: 'Lind', email: 'sigrid@example.com' };
    expect(mailWriter('sv').hello(person)).toBe('Hej Sigrid!');
    expect(mailWriter('en').hello(person)).toBe('Hello Sigrid,');
    expect(mailWriter('sv').hello({ ...person, first_name: '', last_name: '' })).toBe(
      'Hej sigrid@example.com!',
    );
  });
});

describe('the validity reminder', () => {
  it('asks for a later validity before the day passes, in both languages', () => {
    const values = { endsDay: '2025-09-20', url: 'https://stuga.example/book-stay' };
    expect(mailWriter('en')('reminder.move', values)).toBe(
      'If you can wait longer, give the plan a later validity before 20 Sept 2025 passes: https://stuga.example/book-stay',
    );
    expect(mailWriter('sv')('reminder.move', values)).toBe(
      'Kan du vänta längre, ge planen ett senare ”Gäller till” innan 20 sep. 2025 har passerat: https://stuga.example/book-stay',
    );
  });
});
