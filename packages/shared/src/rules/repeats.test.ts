import { describe, expect, it } from 'vitest';
import { repeatDays } from './repeats.js';

describe('the days a cost comes again', () => {
  it('are the same day of each month, quarter or year, the month’s last when it is shorter', () => {
    expect(repeatDays('2025-01-31', 'monthly', '2025-05-01')).toEqual([
      '2025-02-28',
      '2025-03-31',
      '2025-04-30',
    ]);
    expect(repeatDays('2024-01-31', 'monthly', '2024-02-29')).toEqual(['2024-02-29']);
    expect(repeatDays('2025-03-15', 'quarterly', '2026-01-01')).toEqual([
      '2025-06-15',
      '2025-09-15',
      '2025-12-15',
    ]);
    expect(repeatDays('2024-02-29', 'yearly', '2028-03-01')).toEqual([
      '2025-02-28',
      '2026-02-28',
      '2027-02-28',
      '2028-02-29',
    ]);
    // Not yet come again: nothing.
    expect(repeatDays('2025-09-01', 'monthly', '2025-09-30')).toEqual([]);
  });
});
