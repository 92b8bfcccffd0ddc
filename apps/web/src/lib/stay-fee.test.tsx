import { DEFAULT_FEE, type FeeSettings } from '@stuga/shared';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { setStayFee, useFeeLine } from './stay-fee';

function Line() {
  return <p>{useFeeLine()}</p>;
}

afterEach(() => setStayFee(DEFAULT_FEE));

const cases: [FeeSettings, string, string][] = [
  [
    DEFAULT_FEE,
    'A stay costs 2 500 kr (about 210 EUR) for cleaning and maintenance. Anything more is voluntary and goes to house improvements.',
    'En vistelse kostar 2 500 kr (ungefär 210 euro) för städning och underhåll. Allt utöver det är frivilligt och går till förbättringar av huset.',
  ],
  [
    { ...DEFAULT_FEE, stay: 200_000, cleaning: 50_000 },
    'A stay costs 2 500 kr (about 210 EUR) for cleaning and maintenance. Anything more is voluntary and goes to house improvements.',
    'En vistelse kostar 2 500 kr (ungefär 210 euro) för städning och underhåll. Allt utöver det är frivilligt och går till förbättringar av huset.',
  ],
  [
    { ...DEFAULT_FEE, model: 'night', night: 40_050 },
    'A stay costs 400,50 kr a night. Anything more is voluntary and goes to house improvements.',
    'En vistelse kostar 400,50 kr per natt. Allt utöver det är frivilligt och går till förbättringar av huset.',
  ],
  [
    { ...DEFAULT_FEE, model: 'person_night', adult: 15_000, child: 7_500, cleaning: 80_000 },
    'A stay costs 150 kr per adult or guest and night, 75 kr per child and night, plus 800 kr for cleaning. Anything more is voluntary and goes to house improvements.',
    'En vistelse kostar 150 kr per vuxen eller gäst och natt, 75 kr per barn och natt, plus 800 kr för städning. Allt utöver det är frivilligt och går till förbättringar av huset.',
  ],
];

describe('the footer’s fee line', () => {
  it.each(cases)('follows the fee setting in English and Swedish (%#)', (fee, english, swedish) => {
    const plain = (text: string | null) => text?.replace(/\s/g, ' ');
    act(() => setStayFee(fee));
    const { unmount } = renderWithProviders(<Line />);
    expect(plain(screen.getByRole('paragraph').textContent)).toBe(english);
    unmount();
    renderWithProviders(<Line />, { language: 'sv' });
    expect(plain(screen.getByRole('paragraph').textContent)).toBe(swedish);
  });
});
