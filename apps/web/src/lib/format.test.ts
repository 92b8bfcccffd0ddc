import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format';

describe('Swedish dates', () => {
  it('formats a date the Swedish way', () => {
    expect(formatDate('2025-09-12T09:17:00+02:00')).toBe('12 september 2025');
  });

  it('formats a date and time in the house time zone', () => {
    expect(formatDateTime('2025-09-12T07:17:00Z')).toBe('12 september 2025 kl. 09:17');
  });
});
