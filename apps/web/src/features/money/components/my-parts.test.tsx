import type { MyPart } from '@stuga/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { MyParts } from './my-parts';

const part = (id: number, fields: Partial<MyPart>): MyPart => ({
  cost_id: id,
  what: `Cost ${id}`,
  day: '2025/02/28',
  kind: 'electricity',
  amount: 10_000,
  weight: 0,
  of: 0,
  unit: 'percent',
  kwh: null,
  kwh_price: null,
  ...fields,
});

/** Every way a part is measured, as the member reads how it was worked out (DECISIONS §23). */
const parts: MyPart[] = [
  part(1, { unit: 'percent', weight: 2_500, of: 10_000 }),
  part(2, { unit: 'person_nights', weight: 12, of: 96 }),
  part(3, { unit: 'owners', weight: 1, of: 3 }),
  part(4, { unit: 'amount', weight: 10_000, of: 30_000 }),
  part(5, { unit: 'kwh', weight: 200, of: 240, kwh: 200, kwh_price: 150 }),
  part(6, { unit: 'usage', weight: 5_000, of: 10_000, kwh: 200, kwh_price: 150 }),
  part(7, { unit: 'usage', weight: 0, of: 10_000, kwh: 40, kwh_price: 150 }),
  part(8, { unit: 'usage', weight: 5_000, of: 10_000, kwh: 0, kwh_price: 150 }),
];

describe("a member's parts", () => {
  it('says how each was worked out, electricity by use included', () => {
    renderWithProviders(<MyParts parts={parts} />);
    for (const reason of [
      '25 % of the house',
      '12 of 96 person-nights',
      '1 of 3 owners',
      'an amount set by the admins',
      '200 of 240 kWh used',
      /200 kWh × 1,50\skr \+ 50 % of the rest/,
      /40 kWh × 1,50\skr$/,
      '50 % of what the stays did not use',
    ]) {
      expect(
        screen.getByText(reason instanceof RegExp ? reason : new RegExp(reason)),
      ).toBeInTheDocument();
    }
  });

  it('says it in Swedish', () => {
    renderWithProviders(<MyParts parts={parts} />, { language: 'sv' });
    for (const reason of [
      /200 av 240 förbrukade kWh/,
      /200 kWh × 1,50\skr \+ 50 % av resten/,
      /40 kWh à 1,50\skr$/,
    ]) {
      expect(screen.getByText(reason)).toBeInTheDocument();
    }
  });
});
