import { screen } from '@testing-library/react';
import type { FairShare, Language } from '@stuga/shared';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { useStayWords } from './words';

function Line({ share, year }: { share: FairShare; year?: number }) {
  return <p data-testid="line">{useStayWords().fairShare(share, year)}</p>;
}

/** The line as a screen in `language` shows it. */
const line = (share: FairShare, language: Language = 'en', year?: number) => {
  const { unmount } = renderWithProviders(<Line share={share} year={year} />, { language });
  const text = screen.getByTestId('line').textContent;
  unmount();
  return text;
};

const share = (nights: number, high: number, declined: number, cancelled: number) => ({
  year: 2026,
  nights,
  high_season_nights: high,
  declined,
  cancelled,
});

describe('a fair share in one line', () => {
  it('reads as SPEC writes it in English, with the cancelled stays only when there are any', () => {
    expect(line(share(8, 3, 2, 1))).toBe(
      'This year: 8 nights · high season 3 · declined 2 · cancelled 1',
    );
    expect(line(share(2, 2, 0, 0))).toBe('This year: 2 nights · high season 2 · declined 0');
    expect(line(share(1, 0, 0, 0))).toBe('This year: 1 night · high season 0 · declined 0');
    expect(line(share(1, 0, 0, 0), 'en', 2025)).toBe('2025: 1 night · high season 0 · declined 0');
  });

  it('reads in Swedish with its plurals', () => {
    expect(line(share(1, 0, 2, 1), 'sv')).toBe(
      'I år: 1 natt · högsäsong 0 · avböjda 2 · avbokade 1',
    );
  });
});
