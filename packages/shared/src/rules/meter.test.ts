import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitByUsage, stayUsage, type MeterReading } from './meter.js';
import type { Weight } from './money.js';

const weights = (min: number, max: number) =>
  fc
    .uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 8 })
    .chain((members) =>
      fc.tuple(
        ...members.map((member) =>
          fc.integer({ min, max }).map((weight): Weight => ({ member, weight })),
        ),
      ),
    );

describe('an electricity bill split by use (DECISIONS §23)', () => {
  it('gives parts that always sum to the bill: each stay its kWh × the price, the rest by shares', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 500 }),
        weights(0, 3_000),
        weights(1, 10_000),
        (amount, price, used, shares) => {
          const parts = splitByUsage(amount, price, used, shares);
          const usedOre = used.reduce((sum, w) => sum + w.weight * price, 0);
          const anyUse = used.some((w) => w.weight > 0);
          if (parts.length === 0) {
            // Nobody to take the rest: no owner, and the stays used less than the bill.
            expect(shares.length === 0 && usedOre < amount).toBe(true);
            return;
          }
          expect(parts.reduce((sum, p) => sum + p.amount, 0)).toBe(amount);
          // Brute force: what each member used, and the rest by shares within an öre.
          const totalShares = shares.reduce((sum, w) => sum + w.weight, 0);
          for (const part of parts) {
            const kwh = used
              .filter((w) => w.member === part.member)
              .reduce((s, w) => s + w.weight, 0);
            expect(part.kwh).toBe(kwh);
            if (usedOre >= amount) {
              if (anyUse)
                expect(Math.abs(part.amount - (amount * kwh) / (usedOre / price))).toBeLessThan(1);
              continue;
            }
            const share = shares.find((w) => w.member === part.member)?.weight ?? 0;
            const exactRest = ((amount - usedOre) * share) / totalShares;
            expect(Math.abs(part.amount - kwh * price - exactRest)).toBeLessThan(1);
          }
        },
      ),
    );
  });

  it('negates a correction member by member', () => {
    const used = [{ member: 2, weight: 120 }];
    const shares = [
      { member: 1, weight: 6_000 },
      { member: 2, weight: 4_000 },
    ];
    const bill = splitByUsage(300_000, 150, used, shares);
    // 120 kWh × 1,50 kr = 180 kr to member 2; the other 2 820 kr: 60 % and 40 %.
    expect(bill).toEqual([
      { member: 1, amount: 169_200, kwh: 0, share: 6_000 },
      { member: 2, amount: 18_000 + 112_800, kwh: 120, share: 4_000 },
    ]);
    expect(splitByUsage(-300_000, 150, used, shares).map((p) => p.amount)).toEqual(
      bill.map((p) => -p.amount),
    );
  });

  it('splits the whole bill by kWh when the stays used more than it, nothing to the shares', () => {
    expect(
      splitByUsage(
        10_000,
        200,
        [
          { member: 1, weight: 30 },
          { member: 2, weight: 70 },
        ],
        [{ member: 3, weight: 10_000 }],
      ),
    ).toEqual([
      { member: 1, amount: 3_000, kwh: 30, share: 0 },
      { member: 2, amount: 7_000, kwh: 70, share: 0 },
      { member: 3, amount: 0, kwh: 0, share: 10_000 },
    ]);
  });
});

describe('what each stay used (DECISIONS §23)', () => {
  it('counts from its arrival reading, or the reading before it, and nothing for a new meter', () => {
    const readings: MeterReading[] = [
      { booking: 1, day: '2026-03-01', value: 1_000, list: 'arrival' },
      { booking: 1, day: '2026-03-05', value: 1_040, list: 'departure' },
      { booking: 2, day: '2026-04-10', value: 1_100, list: 'departure' },
      { booking: 3, day: '2026-05-02', value: 50, list: 'departure' },
      { booking: 4, day: '2026-06-01', value: 70, list: 'arrival' },
    ];
    expect(stayUsage(readings)).toEqual([
      { booking: 1, day: '2026-03-05', kwh: 40 },
      { booking: 2, day: '2026-04-10', kwh: 60 },
      { booking: 3, day: '2026-05-02', kwh: 0 },
    ]);
  });
});
