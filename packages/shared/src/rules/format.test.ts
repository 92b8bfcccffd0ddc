import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay, formatMonth, formatSek, plural } from './format.js';

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

describe('dates and times', () => {
  it('write a calendar date and a month in English', () => {
    expect(formatDay('2025-09-12')).toBe('12 Sept 2025');
    expect(formatDay('2026-01-05')).toBe('5 Jan 2026');
    expect(formatMonth('2025-09-12')).toBe('September 2025');
  });

  it('write an instant as the house clock shows it, in English', () => {
    expect(formatDateTime('2025-09-12T07:17:00.000Z')).toBe('12 Sept 2025, 09:17');
    expect(formatDateTime(new Date('2025-12-24T23:05:00Z'))).toBe('25 Dec 2025, 00:05');
    // Winter time: one hour ahead of UTC.
    expect(formatDateTime('2026-01-05T06:00:00Z')).toBe('5 Jan 2026, 07:00');
    expect(formatDate('2025-10-12T07:17:00.000Z')).toBe('12 Oct 2025');
    // Late in the evening in UTC is already the next day at the house.
    expect(formatDate('2025-10-11T22:30:00Z')).toBe('12 Oct 2025');
  });

  it('write them in Swedish with Intl', () => {
    expect(formatDay('2025-09-12', 'sv')).toBe('12 sep. 2025');
    expect(formatDay('2026-05-01', 'sv')).toBe('1 maj 2026');
    expect(formatMonth('2025-09-12', 'sv')).toBe('september 2025');
    expect(formatDateTime('2025-09-12T07:17:00.000Z', 'sv')).toBe('12 sep. 2025 09:17');
    expect(formatDate('2025-10-11T22:30:00Z', 'sv')).toBe('12 okt. 2025');
  });

  it('follow another time zone when asked', () => {
    expect(formatDateTime('2025-09-12T07:17:00.000Z', 'en', 'UTC')).toBe('12 Sept 2025, 07:17');
  });
});

describe('plural', () => {
  it('puts the noun in the number the count asks for', () => {
    expect(plural(1, 'request', 'requests')).toBe('1 request');
    expect(plural(0, 'request', 'requests')).toBe('0 requests');
    expect(plural(2, 'conflict group', 'conflict groups')).toBe('2 conflict groups');
  });
});
