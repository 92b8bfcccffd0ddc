import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every form checks what it sends as the server will, one way (issue 56): with `useFormCheck` (or
 * `useCheckedSave`, made on it), never with a check of its own around the shared schemas. Fails on
 * a screen with a form that neither uses nor is named below with why it needs no check.
 */
const features = path.resolve(__dirname);
const WITHOUT_A_CHECK: Record<string, string> = {
  // Written without a network too (DECISIONS §20, §22): a check that needs the schemas' code
  // could refuse a note made offline. The server checks them when they are sent.
  'house/components/house-log.tsx': 'kept offline',
  'house/routes/at-the-house.tsx': 'kept offline',
  // Nothing typed: a choice among the kinds the server lists, made with radio buttons.
  'house/components/mail-choices-card.tsx': 'choices only',
};
const withForms = (readdirSync(features, { recursive: true }) as string[])
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
  .filter((file) => readFileSync(path.join(features, file), 'utf8').includes('<form'));

describe('the forms', () => {
  it('check what they send with the form check', () => {
    const unchecked = withForms.filter(
      (file) =>
        !(file in WITHOUT_A_CHECK) &&
        !/\buse(FormCheck|CheckedSave)\(/.test(readFileSync(path.join(features, file), 'utf8')),
    );
    expect(withForms.length).toBeGreaterThan(20);
    expect(unchecked).toEqual([]);
  });

  it('name only forms that exist among those without a check', () => {
    expect(Object.keys(WITHOUT_A_CHECK).filter((file) => !withForms.includes(file))).toEqual([]);
  });
});
