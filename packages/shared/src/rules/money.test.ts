import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './dates.js';
import { meterUsage, type MeterReading } from './meter.js';
import {
  personNights,
  settleUp,
  shareSetOn,
  splitByWeights,
  type Part,
  type StayForNights,
  type Weight,
} from './money.js';

const weightsOf = fc
  .uniqueArray(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 12 })
  .chain((members) =>
    fc.tuple(
      ...members.map((member) =>
        fc.integer({ min: 0, max: 10_000 }).map((weight): Weight => ({ member, weight })),
      ),
    ),
  );

describe('a cost split by weights (DECISIONS §23)', () => {
  it('gives parts that always sum to the cost, each within an öre of its exact share', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_00 }), weightsOf, (amount, weights) => {
        const parts = splitByWeights(amount, weights);
        const total = weights.reduce((sum, w) => sum + w.weight, 0);
        if (total === 0) {
          expect(parts).toEqual([]);
          return;
        }
        expect(parts.reduce((sum, p) => sum + p.amount, 0)).toBe(amount);
        for (const [index, part] of parts.entries()) {
          const weight = weights[index]!.weight;
          // Brute force, by exact fractions: the part is the exact share rounded down or up.
          const exactTimesTotal = BigInt(amount) * BigInt(weight);
          const floor = exactTimesTotal / BigInt(total);
          expect(part.member).toBe(weights[index]!.member);
          expect([floor, floor + 1n]).toContainEqual(BigInt(part.amount));
          if (weight === 0) expect(part.amount).toBe(0);
        }
      }),
    );
  });

  it('splits a correction as the cost negated, member by member', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), weightsOf, (amount, weights) => {
        const cost = splitByWeights(amount, weights);
        const correction = splitByWeights(-amount, weights);
        expect(
          correction.map((p) => p.amount + cost.find((c) => c.member === p.member)!.amount),
        ).toEqual(cost.map(() => 0));
      }),
    );
  });

  it('gives the odd öre to the largest remainders, a tie to the larger weight, then the lower id', () => {
    // 100 öre in three equal thirds: 33 each and the one left to member 1.
    expect(
      splitByWeights(100, [
        { member: 3, weight: 1 },
        { member: 1, weight: 1 },
        { member: 2, weight: 1 },
      ]),
    ).toEqual([
      { member: 3, amount: 33 },
      { member: 1, amount: 34 },
      { member: 2, amount: 33 },
    ]);
    // 12 of 96 person-nights of a 3 000 kr bill.
    expect(
      splitByWeights(300_000, [
        { member: 1, weight: 12 },
        { member: 2, weight: 84 },
      ]),
    ).toEqual([
      { member: 1, amount: 37_500 },
      { member: 2, amount: 262_500 },
    ]);
  });
});

/** The fewest payments, by brute force: the members less the most zero-sum groups. */
function fewestByBruteForce(open: number[]): number {
  let best = 0;
  const place = (index: number, groups: number[]) => {
    if (index === open.length) {
      if (groups.every((sum) => sum === 0)) best = Math.max(best, groups.length);
      return;
    }
    for (let g = 0; g < groups.length; g += 1) {
      groups[g]! += open[index]!;
      place(index + 1, groups);
      groups[g]! -= open[index]!;
    }
    place(index + 1, [...groups, open[index]!]);
  };
  place(0, []);
  return open.length - best;
}

const balancesOf = (max: number) =>
  fc
    .array(fc.integer({ min: -50_000, max: 50_000 }), { minLength: 1, maxLength: max })
    .map((amounts): Part[] => {
      const last = -amounts.reduce((sum, amount) => sum + amount, 0);
      return [...amounts, last].map((amount, index) => ({ member: index + 1, amount }));
    });

describe('settling up (DECISIONS §23)', () => {
  it('clears every balance in at most one payment fewer than the members with one', () => {
    fc.assert(
      fc.property(balancesOf(20), (balances) => {
        const payments = settleUp(balances);
        const left = new Map(balances.map((b) => [b.member, b.amount]));
        for (const { from, to, amount } of payments) {
          expect(amount).toBeGreaterThan(0);
          left.set(from, left.get(from)! + amount);
          left.set(to, left.get(to)! - amount);
        }
        expect([...left.values()].every((amount) => amount === 0)).toBe(true);
        const open = balances.filter((b) => b.amount !== 0).length;
        expect(payments.length).toBeLessThanOrEqual(Math.max(0, open - 1));
      }),
    );
  });

  it('proposes the fewest payments there are', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -5, max: 5 }), { minLength: 1, maxLength: 6 }).map((amounts) => {
          const last = -amounts.reduce((sum, amount) => sum + amount, 0);
          return [...amounts, last].map((amount, index) => ({ member: index + 1, amount }));
        }),
        (balances) => {
          const open = balances.filter((b) => b.amount !== 0).map((b) => b.amount);
          expect(settleUp(balances)).toHaveLength(fewestByBruteForce(open));
        },
      ),
    );
  });

  it('refuses balances that do not sum to zero', () => {
    expect(() => settleUp([{ member: 1, amount: 5 }])).toThrow(RangeError);
  });
});

describe('person-nights in a period', () => {
  const base = '2025-01-01';
  const stays = fc.array(
    fc
      .tuple(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: 80 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 8 }),
      )
      .map(([member, start, length, people]): StayForNights => ({
        member,
        from: addDays(base, start),
        to: addDays(base, start + length),
        people,
      })),
    { maxLength: 10 },
  );
  it('count each night of a stay within the period once per person, as counting night by night does', () => {
    fc.assert(
      fc.property(
        stays,
        fc.integer({ min: 0, max: 90 }),
        fc.integer({ min: 0, max: 40 }),
        (all, start, length) => {
          const first = addDays(base, start);
          const last = addDays(first, length);
          const counted = new Map<number, number>();
          for (const stay of all) {
            for (let night = stay.from; night < stay.to; night = addDays(night, 1)) {
              if (night < first || night > last || stay.people === 0) continue;
              counted.set(stay.member, (counted.get(stay.member) ?? 0) + stay.people);
            }
          }
          const expected = [...counted]
            .sort(([a], [b]) => a - b)
            .map(([member, weight]) => ({ member, weight }));
          expect(personNights(all, first, last)).toEqual(expected);
          expect(daysBetween(first, last)).toBe(length);
        },
      ),
    );
  });

  it('leave out the departure night: a stay from the 1st to the 3rd is two nights', () => {
    expect(
      personNights(
        [{ member: 7, from: '2025-03-01', to: '2025-03-03', people: 3 }],
        '2025-03-01',
        '2025-03-31',
      ),
    ).toEqual([{ member: 7, weight: 6 }]);
  });
});

describe('the shares on a day', () => {
  it('are the set from the latest day on or before it, the last made of one day', () => {
    const sets = [
      { id: 1, from_date: '2025-01-01' },
      { id: 3, from_date: '2026-01-01' },
      { id: 2, from_date: '2025-01-01' },
    ];
    expect(shareSetOn(sets, '2024-12-31')).toBeUndefined();
    expect(shareSetOn(sets, '2025-01-01')?.id).toBe(2);
    expect(shareSetOn(sets, '2025-12-31')?.id).toBe(2);
    expect(shareSetOn(sets, '2026-01-01')?.id).toBe(3);
  });
});

describe('the electricity used', () => {
  const readings: MeterReading[] = [
    { booking: 1, day: '2025-12-28', value: 1000, list: 'arrival' },
    { booking: 1, day: '2026-01-03', value: 1100, list: 'departure' },
    { booking: 2, day: '2026-01-10', value: 1150, list: 'arrival' },
    { booking: 2, day: '2026-02-02', value: 1400, list: 'departure' },
    // Arriving the day another leaves: the departure is read first.
    { booking: 3, day: '2026-02-02', value: 1400, list: 'arrival' },
    // A new meter, read lower: that step counts nothing.
    { booking: 3, day: '2026-02-09', value: 20, list: 'departure' },
    { booking: 4, day: '2026-03-01', value: 80, list: 'departure' },
  ];
  it('is the rise from one reading to the next in the month of the later one, and per stay', () => {
    const { months, stays } = meterUsage(readings, 2026);
    expect(months.slice(0, 4)).toEqual([
      { month: '2026-01', kwh: 150 },
      { month: '2026-02', kwh: 250 },
      { month: '2026-03', kwh: 60 },
      { month: '2026-04', kwh: 0 },
    ]);
    expect(months).toHaveLength(12);
    // A stay without an arrival reading runs from the reading before its departure.
    expect(stays).toEqual([
      { booking: 1, kwh: 100 },
      { booking: 2, kwh: 250 },
      { booking: 3, kwh: 0 },
      { booking: 4, kwh: 60 },
    ]);
  });
});
