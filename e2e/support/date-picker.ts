import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** What the date pickers say, in each language (the app's catalogues). */
const words = {
  en: { locale: 'en-GB', next: 'Next month', previous: 'Previous month', level: 'Choose a month' },
  sv: { locale: 'sv-SE', next: 'Nästa månad', previous: 'Föregående månad', level: 'Välj månad' },
} as const;
export type PickerLanguage = keyof typeof words;

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
/** A month counted from year 0, so two can be subtracted. */
const monthNumber = (date: Date) => date.getUTCFullYear() * 12 + date.getUTCMonth();

/**
 * Picks days in the date picker that `field` opens (or has opened, `opened`) ("2026-03-02"; two for a range), moving the
 * picker month by month to each and waiting, after every move, until the month shown is the one
 * expected: a click never lands while the picker still shows the month before.
 */
export async function pickDays(
  page: Page,
  field: Locator,
  days: readonly string[],
  language: PickerLanguage = 'en',
  { opened = false }: { opened?: boolean } = {},
) {
  const say = words[language];
  const monthName = new Intl.DateTimeFormat(say.locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const dayName = new Intl.DateTimeFormat(say.locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const names = Array.from({ length: 12 }, (_, month) =>
    monthName
      .format(new Date(Date.UTC(2000, month, 1)))
      .replace(/\s*\d+$/, '')
      .toLowerCase(),
  );
  const shownAs = (number: number) =>
    new RegExp(
      `^${monthName.format(new Date(Date.UTC(Math.floor(number / 12), number % 12, 1)))}$`,
      'i',
    );

  // Opened by the caller already (to look at it first), or opened here.
  if (!opened) await field.click();
  const level = page.getByRole('button', { name: say.level, exact: true });
  await expect(level).toBeVisible();
  for (const day of days) {
    const text = ((await level.textContent()) ?? '').trim().toLowerCase();
    const [, name = '', year = ''] = /^(.*?)\s+(\d{4})$/.exec(text) ?? [];
    const index = names.indexOf(name);
    if (index < 0) throw new Error(`The picker shows a month not understood: "${text}"`);
    let shown = Number(year) * 12 + index;
    const wanted = monthNumber(utc(day));
    while (shown !== wanted) {
      const step = wanted > shown ? 1 : -1;
      await page.getByRole('button', { name: step > 0 ? say.next : say.previous }).click();
      shown += step;
      await expect(level).toHaveText(shownAs(shown));
    }
    await page.getByRole('button', { name: dayName.format(utc(day)), exact: true }).click();
  }
}
