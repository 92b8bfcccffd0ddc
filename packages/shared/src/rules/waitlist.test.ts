import { describe, expect, it } from 'vitest';
import { holdHours, offeredStay, offerOrder, wishPassed, type WaitingWish } from './waitlist.js';

describe('how long an offer holds (DECISIONS §19)', () => {
  it('is a day, and six hours when the arrival is seven days away or fewer', () => {
    expect(holdHours('2026-06-20', '2026-06-12')).toBe(24);
    expect(holdHours('2026-06-19', '2026-06-12')).toBe(6);
    expect(holdHours('2026-06-13', '2026-06-12')).toBe(6);
    expect(holdHours('2026-06-12', '2026-06-12')).toBe(6);
    // Across a month's end and a year's.
    expect(holdHours('2027-01-08', '2026-12-31')).toBe(24);
    expect(holdHours('2027-01-07', '2026-12-31')).toBe(6);
  });
});

describe('whether freed dates fit a wish', () => {
  const wish = { from: '2026-06-15', to: '2026-06-28', minNights: 5 };

  it('offers the days both hold, when they are the fewest nights or more', () => {
    expect(offeredStay(wish, { from: '2026-06-18', to: '2026-06-25' }, [], '2026-05-01')).toEqual({
      from: '2026-06-18',
      to: '2026-06-25',
    });
    // Cut to the wish's own days.
    expect(offeredStay(wish, { from: '2026-06-10', to: '2026-06-20' }, [], '2026-05-01')).toEqual({
      from: '2026-06-15',
      to: '2026-06-20',
    });
    // Four nights of overlap is one short.
    expect(
      offeredStay(wish, { from: '2026-06-24', to: '2026-07-02' }, [], '2026-05-01'),
    ).toBeUndefined();
  });

  it('counts only the days from today on', () => {
    expect(
      offeredStay(wish, { from: '2026-06-15', to: '2026-06-21' }, [], '2026-06-17'),
    ).toBeUndefined();
    expect(offeredStay(wish, { from: '2026-06-15', to: '2026-06-23' }, [], '2026-06-17')).toEqual({
      from: '2026-06-17',
      to: '2026-06-23',
    });
  });

  it('offers nothing that a booking still held clashes with, the cleaning days included', () => {
    const freed = { from: '2026-06-15', to: '2026-06-21' };
    expect(
      offeredStay(wish, freed, [{ from: '2026-06-24', to: '2026-06-27' }], '2026-05-01'),
    ).toBeUndefined();
    expect(
      offeredStay(wish, freed, [{ from: '2026-06-25', to: '2026-06-27' }], '2026-05-01'),
    ).toEqual(freed);
  });
});

describe('when a wish ends', () => {
  const wish = { from: '2026-06-15', to: '2026-06-28', minNights: 5 };
  it('ends once fewer than its fewest nights are left', () => {
    expect(wishPassed(wish, '2026-06-01')).toBe(false);
    expect(wishPassed(wish, '2026-06-23')).toBe(false);
    expect(wishPassed(wish, '2026-06-24')).toBe(true);
  });
});

describe('the order of offers', () => {
  const wish = (id: number, member: number, askedAt: string): WaitingWish => ({
    id,
    member,
    askedAt,
  });

  it('follows the order the waiting asked in, ties by id', () => {
    const order = offerOrder([
      wish(3, 30, '2026-01-03T10:00:00Z'),
      wish(1, 10, '2026-01-05T10:00:00Z'),
      wish(2, 20, '2026-01-03T10:00:00Z'),
    ]);
    expect(order.map((w) => w.id)).toEqual([2, 3, 1]);
  });

  it("for a round's block, follows the round's order first, then the rest as they asked", () => {
    const order = offerOrder(
      [
        wish(1, 10, '2026-01-01T10:00:00Z'),
        wish(2, 20, '2026-01-02T10:00:00Z'),
        wish(3, 30, '2026-01-03T10:00:00Z'),
        wish(4, 40, '2026-01-04T10:00:00Z'),
      ],
      [30, 20],
    );
    expect(order.map((w) => w.member)).toEqual([30, 20, 10, 40]);
  });
});
