import { describe, expect, it } from 'vitest';
import { writtenValues } from './written.js';
import { RoundBlockInputSchema } from '../schemas/rounds.js';
import { blockName, blockNameCode, isBlockNameCode } from './block-names.js';

describe("a block's name (DECISIONS §18)", () => {
  it('is kept by code when made from the season, and written in each reader’s language', () => {
    const week = blockNameCode({ kind: 'week', week: 53 });
    const midsummer = blockNameCode({ kind: 'midsummer' });
    expect([week, midsummer]).toEqual(['@week:53', '@midsummer']);
    expect([blockName(week, 'en'), blockName(week, 'sv')]).toEqual(['Week 53', 'Vecka 53']);
    expect([blockName(midsummer, 'en'), blockName(midsummer, 'sv')]).toEqual([
      'Midsummer week',
      'Midsommarveckan',
    ]);
    // In any message's values, whatever the value is called.
    expect(writtenValues({ block: week, other: midsummer, n: 2 }, 'sv')).toEqual({
      block: 'Vecka 53',
      other: 'Midsommarveckan',
      n: 2,
    });
  });

  it('is shown as typed when an admin typed it, and a typed name never looks like a code', () => {
    expect(blockName('Christmas week', 'sv')).toBe('Christmas week');
    expect(isBlockNameCode('@week:53')).toBe(true);
    expect(isBlockNameCode('@week:x')).toBe(false);
    const block = (name: string) =>
      RoundBlockInputSchema.safeParse({ name, from: '2026/07/06', to: '2026/07/12' }).success;
    expect([block('@week:28'), block('Jul'), block('@easter')]).toEqual([true, true, false]);
  });
});
