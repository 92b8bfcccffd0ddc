import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates.js';
import {
  DEFAULT_HIGH_SEASON,
  FairShareBook,
  isHighSeason,
  isoWeekStart,
  midsummerEve,
  nightsIn,
  periodDaysIn,
  type SeasonPeriod,
} from './fair-share.js';

describe('high season (DECISIONS §16)', () => {
  it('knows Midsummer Eve and the ISO weeks', () => {
    expect(['2024', '2025', '2026', '2027'].map((y) => midsummerEve(Number(y)))).toEqual([
      '2024-06-21',
      '2025-06-20',
      '2026-06-19',
      '2027-06-25',
    ]);
    // ISO week 1 of 2026 begins on 29 December 2025; week 7 of 2026 on 9 February.
    expect(isoWeekStart(2026, 1)).toBe('2025-12-29');
    expect(isoWeekStart(2026, 7)).toBe('2026-02-09');
  });

  it('shows the days each period covers in a year', () => {
    expect(DEFAULT_HIGH_SEASON.map((period) => periodDaysIn(period, 2026))).toEqual([
      ['2026-06-15', '2026-06-21'],
      ['2026-07-01', '2026-08-15'],
      ['2026-12-20', '2027-01-06'],
      ['2026-02-09', '2026-03-08'],
    ]);
  });

  it('reads the default periods day by day', () => {
    const high = (day: string) => isHighSeason(day, DEFAULT_HIGH_SEASON);
    // Midsummer Eve 2026 is Friday 19 June: its week runs Monday 15 to Sunday 21 June.
    expect(high('2026-06-14')).toBe(false);
    expect(high('2026-06-15')).toBe(true);
    expect(high('2026-06-21')).toBe(true);
    expect(high('2026-06-22')).toBe(false);
    expect(high('2026-07-01')).toBe(true);
    expect(high('2026-08-15')).toBe(true);
    expect(high('2026-08-16')).toBe(false);
    expect(high('2025-12-20')).toBe(true);
    expect(high('2026-01-06')).toBe(true);
    expect(high('2026-01-07')).toBe(false);
    expect(high('2026-02-09')).toBe(true); // sportlov, week 7
    expect(high('2026-03-08')).toBe(true); // Sunday of week 10
    expect(high('2026-03-09')).toBe(false);
  });

  it('splits a stay over New Year between the years, by the date each night begins', () => {
    const stay = { from: '2025-12-29', to: '2026-01-03' };
    expect(nightsIn(stay, 2025, DEFAULT_HIGH_SEASON)).toEqual({ nights: 3, high: 3 });
    expect(nightsIn(stay, 2026, DEFAULT_HIGH_SEASON)).toEqual({ nights: 2, high: 2 });
    expect(nightsIn(stay, 2027, DEFAULT_HIGH_SEASON)).toEqual({ nights: 0, high: 0 });
  });

  it('counts nights and high-season nights as a night-by-night count does, on random data', () => {
    const day = fc.integer({ min: 0, max: 3 * 366 }).map((offset) => addDays('2024-11-01', offset));
    const period: fc.Arbitrary<SeasonPeriod> = fc.oneof(
      fc.constant<SeasonPeriod>({ kind: 'midsummer', name: 'm' }),
      fc
        .tuple(fc.integer({ min: 1, max: 52 }), fc.integer({ min: 0, max: 3 }))
        .map(([from, length]): SeasonPeriod => ({
          kind: 'weeks',
          name: 'w',
          from,
          to: Math.min(52, from + length),
        })),
      fc.tuple(day, day).map(([a, b]): SeasonPeriod => ({
        kind: 'dates',
        name: 'd',
        from: a.slice(5),
        to: b.slice(5),
      })),
    );
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 1, max: 40 }),
        fc.array(period, { maxLength: 4 }),
        fc.integer({ min: 2024, max: 2027 }),
        (from, length, periods, year) => {
          const stay = { from, to: addDays(from, length) };
          let nights = 0;
          let high = 0;
          for (let night = stay.from; night < stay.to; night = addDays(night, 1)) {
            if (Number(night.slice(0, 4)) !== year) continue;
            nights += 1;
            if (isHighSeason(night, periods)) high += 1;
          }
          expect(nightsIn(stay, year, periods)).toEqual({ nights, high });
        },
      ),
    );
  });
});

describe('FairShareBook (DECISIONS §16)', () => {
  const book = new FairShareBook(
    [2025, 2026],
    [
      // 2 nights in 2025 and 3 in 2026, all in Christmas and New Year.
      { user_id: 1, from: '2025-12-30', to: '2026-01-04', status: 'approved' },
      // 5 nights in May: none high season.
      { user_id: 1, from: '2026-05-01', to: '2026-05-06', status: 'committed' },
      // Cancelled: counted in its arrival year, its nights not at all.
      { user_id: 1, from: '2026-07-01', to: '2026-07-10', status: 'cancelled' },
      { user_id: 2, from: '2024-07-01', to: '2024-07-10', status: 'approved' },
    ],
    [
      { user_id: 1, first_from: '2026-03-01' },
      { user_id: 1, first_from: '2026-08-01' },
      { user_id: 2, first_from: '2024-08-01' },
    ],
    DEFAULT_HIGH_SEASON,
  );

  it('counts nights, high-season nights, declined requests and cancelled stays per year', () => {
    expect(book.of(1, 2025)).toEqual({
      year: 2025,
      nights: 2,
      high_season_nights: 2,
      declined: 0,
      cancelled: 0,
    });
    expect(book.of(1, 2026)).toEqual({
      year: 2026,
      nights: 8,
      high_season_nights: 3,
      declined: 2,
      cancelled: 1,
    });
    // Outside the book's years nothing is counted.
    expect(book.of(2, 2026)).toMatchObject({ nights: 0, declined: 0 });
    expect(book.membersIn(2026)).toEqual([1]);
  });

  it('knows who had no high-season night this year or last', () => {
    expect(book.lacksHighSeason(1, 2026)).toBe(false);
    expect(book.lacksHighSeason(1, 2027)).toBe(false); // 2026 is within the look-back
    expect(book.lacksHighSeason(2, 2026)).toBe(true);
  });
});
