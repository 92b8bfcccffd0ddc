import { describe, expect, it } from 'vitest';
import { formatSek } from './money.js';

// Intl uses a no-break space as the Swedish thousands separator.
const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

describe('formatSek', () => {
  it('formats whole kronor in Swedish style', () => {
    expect(formatSek(2500)).toBe(nbsp('2 500 kr'));
    expect(formatSek(0)).toBe(nbsp('0 kr'));
    expect(formatSek(1234567)).toBe(nbsp('1 234 567 kr'));
  });

  it('never shows decimals', () => {
    expect(formatSek(99.6)).toBe(nbsp('100 kr'));
  });
});
