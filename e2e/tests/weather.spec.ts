import type { Page } from '@playwright/test';
import { KEEPER, logIn, loggaIn, memberWith } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { controlled } from '../support/worker';

/**
 * The weather at the house (DECISIONS §25): an admin places the house; the house asks SMHI's
 * stand-in (its formats, a yellow wind warning over the house, fire risk 3) and Home and At the
 * house show the forecast, the warning and the fire risk in Swedish and English, on a phone and a
 * computer, with SMHI named.
 */
/** Each reads the app in their own language (an account keeps the one it chose). */
const tove = { email: 'tove.weather@example.com', password: 'tove-password' };
const tom = { email: 'tom.weather@example.com', password: 'tom-password' };
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

const WORDS = {
  en: {
    card: 'Weather at the house',
    warning: 'Yellow warning: Strong gusts',
    fire: 'Fire risk today: moderate (3 of 6)',
    source: 'Source: SMHI',
    today: 'Fri 12',
  },
  sv: {
    card: 'Vädret vid huset',
    warning: 'Gul varning: Kraftiga vindbyar',
    fire: 'Brandrisk i dag: måttlig (3 av 6)',
    source: 'Källa: SMHI',
    today: 'fre 12',
  },
} as const;

/** The weather card on a screen, its forecast come from SMHI (the house asks a moment after). */
async function expectForecast(page: Page, language: 'en' | 'sv') {
  const words = WORDS[language];
  const card = page.getByRole('region', { name: words.card });
  await expect(async () => {
    await page.reload();
    await expect(card.getByText(words.warning)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(card.getByText(words.fire)).toBeVisible();
  await expect(card.getByText(words.today, { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: words.source })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

/** Kept with the house's copy, the forecast shows offline, with its time. */
async function readOffline(page: Page) {
  await controlled(page);
  const copy = page.getByRole('region', { name: 'Offline at the house' });
  await copy.getByRole('button', { name: 'Keep for offline' }).click();
  await expect(copy.getByText(/^Kept for offline on 12 Sept 2025/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.context().setOffline(true);
  await page.goto('/at-the-house');
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  const card = page.getByRole('region', { name: WORDS.en.card });
  await expect(card.getByText(WORDS.en.warning)).toBeVisible();
  await expect(card.getByText('Forecast from 12 Sept 2025, 09:17.')).toBeVisible();
  await page.context().setOffline(false);
}

test('an admin places the house; Home and At the house show SMHI’s forecast in both languages at both widths', async ({
  page,
  browser,
  request,
}) => {
  await memberWith(request, 'trusted', tove.email, tove.password, { first: 'Tove', last: 'Lind' });
  await memberWith(request, 'trusted', tom.email, tom.password, { first: 'Tom', last: 'Lind' });

  await logIn(page, KEEPER.email, KEEPER.password);
  await page.goto('/admin/settings');
  const position = page.getByRole('region', { name: 'The house’s position' });
  await position.getByLabel('Latitude').fill('48.85');
  await position.getByLabel('Longitude').fill('2.35');
  await position.getByRole('button', { name: 'Save the position' }).click();
  await expect(
    position.getByText(
      'The house’s position must lie in Sweden: latitude 55–69.2, longitude 10.5–24.5.',
    ),
  ).toBeVisible();
  await position.getByLabel('Latitude').fill('57.1834');
  await position.getByLabel('Longitude').fill('14.0412');
  await position.getByRole('button', { name: 'Save the position' }).click();
  await expect(
    position.getByText('The position is saved. The forecast is asked for it in a moment.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  for (const [language, viewport] of [
    ['en', DESKTOP],
    ['sv', PHONE],
    ['en', PHONE],
    ['sv', DESKTOP],
  ] as const) {
    const context = await browser.newContext({
      viewport,
      locale: language === 'sv' ? 'sv-SE' : 'en-GB',
    });
    const member = await context.newPage();
    if (language === 'sv') await loggaIn(member, tove);
    else await logIn(member, tom.email, tom.password);
    await expectForecast(member, language);
    await member.goto('/at-the-house');
    await expectForecast(member, language);
    if (language === 'en' && viewport === PHONE) await readOffline(member);
    await context.close();
  }
});
