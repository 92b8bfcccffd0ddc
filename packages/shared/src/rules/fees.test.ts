import { describe, expect, it } from 'vitest';
import { addDays } from './dates.js';
import {
  approxEuros,
  DEFAULT_FEE,
  DEFAULT_PARTY,
  partyProblem,
  partySize,
  stayFee,
  type FeeSettings,
  type Party,
} from './fees.js';
import { formatOre } from './format.js';

/** A small seeded generator, so a failure names a case that comes back. */
function generator(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state % below;
  };
}

/** The fee counted the slow way: night by night, person by person, öre by öre. */
function bruteForce(fee: FeeSettings, from: string, to: string, party: Party): number {
  let total = fee.cleaning;
  if (fee.model === 'stay') return total + fee.stay;
  for (let day = from; day < to; day = addDays(day, 1)) {
    if (fee.model === 'night') {
      total += fee.night;
      continue;
    }
    for (let i = 0; i < party.adults; i += 1) total += fee.adult;
    for (let i = 0; i < party.guests; i += 1) total += fee.adult;
    for (let i = 0; i < party.children; i += 1) total += fee.child;
  }
  return total;
}

describe('what a stay costs', () => {
  it('reproduces SPEC: 2 500 kr a stay, whoever comes and however long', () => {
    expect(stayFee(DEFAULT_FEE, { from: '2026-07-01', to: '2026-07-08' }, DEFAULT_PARTY)).toBe(
      250_000,
    );
    expect(formatOre(250_000)).toBe('2\u00a0500\u00a0kr');
  });

  for (const model of ['stay', 'night', 'person_night'] as const) {
    it(`counts ${model} fees as the night-by-night sum, on random parties and dates`, () => {
      const next = generator(model.length * 7919);
      for (let round = 0; round < 500; round += 1) {
        // Odd öre on purpose: nothing may be rounded away.
        const fee: FeeSettings = {
          model,
          stay: next(500_000) + 1,
          night: next(100_000) + 1,
          adult: next(50_000) + 1,
          child: next(30_000) + 1,
          cleaning: next(2) ? next(100_000) + 1 : 0,
        };
        const party: Party = {
          adults: next(6) + 1,
          children: next(5),
          guests: next(4),
          pets: next(2) === 1,
        };
        const from = addDays('2026-01-01', next(700));
        const to = addDays(from, next(30) + 1);
        const counted = stayFee(fee, { from, to }, party);
        expect(counted, JSON.stringify({ fee, party, from, to })).toBe(
          bruteForce(fee, from, to, party),
        );
        expect(Number.isInteger(counted)).toBe(true);
      }
    });
  }

  it('crosses the year and a leap day night by night', () => {
    const fee = { ...DEFAULT_FEE, model: 'night' as const, night: 40_050 };
    expect(stayFee(fee, { from: '2027-12-30', to: '2028-03-01' }, DEFAULT_PARTY)).toBe(62 * 40_050);
  });

  it('shows öre when there are any, in kronor', () => {
    expect(formatOre(250_050)).toBe('2\u00a0500,50\u00a0kr');
    expect(formatOre(1)).toBe('0,01\u00a0kr');
    expect(formatOre(0)).toBe('0\u00a0kr');
  });

  it('refuses a party larger than the beds with the house’s words; pets need no bed', () => {
    const party = { adults: 2, children: 3, guests: 1, pets: true };
    expect(partySize(party)).toBe(6);
    expect(partyProblem(party, 6)).toBeUndefined();
    expect(partyProblem(party, 5)).toEqual({
      code: 'api.party.beds',
      text: 'The house sleeps 5.',
      values: { n: 5 },
    });
  });

  it('gives the footer’s euros: about 210 EUR for 2 500 kr', () => {
    expect(approxEuros(250_000)).toBe(210);
    expect(approxEuros(40_000)).toBe(34);
  });
});
