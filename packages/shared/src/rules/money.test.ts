import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { settleUp, splitByWeights, type Part, type Weight } from './money.js';

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
