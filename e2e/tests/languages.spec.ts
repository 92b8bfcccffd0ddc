import type { APIRequestContext } from '@playwright/test';
import { mailSinkUrl } from '../playwright.config';
import { adminToken, KEEPER, loggaIn, memberWith } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { pickDays } from '../support/date-picker';
import { expect, test } from '../support/fixtures';

test.describe.configure({ mode: 'serial' });
// A browser in Sweden: its first choice of language is Swedish. Wide enough for the Swedish
// links in one line (narrower screens have them in the menu).
test.use({ locale: 'sv-SE', viewport: { width: 1440, height: 900 } });

const svea = { email: 'svea@example.com', password: 'svea-password' };
const bosse = { email: 'bosse@example.com', password: 'bosse-password' };

const tokenOf = async (request: APIRequestContext, who: { email: string; password: string }) =>
  (await (await request.post('/api/login', { data: who })).json()).jwt as string;

test('a Swedish visitor sees the app in Swedish, plans a visit and is told of a conflict in Swedish', async ({
  page,
  request,
}) => {
  // Bosse's approved stay, 11–15 May 2026 (clear of the sample stays and the other tests' stays).
  await memberWith(request, 'trusted', bosse.email, bosse.password, { first: 'Bosse', last: 'Ek' });
  const planned = await request.post('/api/stay-plans', {
    headers: { authorization: `Bearer ${await tokenOf(request, bosse)}` },
    data: {
      title: 'Höstlov',
      expiry_date: '2025/10/01',
      options: [{ from: '2026/05/11', to: '2026/05/15', status: 'pending' }],
    },
  });
  const option = (await planned.json()).stay_plan.options[0].id;
  const admin = { authorization: `Bearer ${await adminToken(request, KEEPER)}` };
  expect(
    (await request.post(`/api/admin/approve-option/${option}`, { headers: admin })).status(),
  ).toBe(200);
  await memberWith(request, 'trusted', svea.email, svea.password, { first: 'Svea', last: 'Lind' });

  const scripts: string[] = [];
  page.on('request', (sent) => scripts.push(new URL(sent.url()).pathname));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  const nav = page.getByRole('navigation', { name: 'Huvudmeny' });
  await expect(nav.getByRole('link', { name: 'Gästbok' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Logga in' })).toBeVisible();
  await expect(page.getByText('En vistelse kostar 2 500 kr (ungefär 210 euro)')).toBeVisible();
  // Home's Swedish texts came (the first page's only), and no English ones were fetched.
  expect(scripts.filter((path) => /^\/assets\/sv\.first-[\w-]+\.js$/.test(path))).toHaveLength(1);
  expect(scripts.filter((path) => /^\/assets\/sv-[\w-]+\.js$/.test(path))).toEqual([]);
  expect(scripts.filter((path) => /^\/assets\/en[.-]/.test(path))).toEqual([]);
  // Nor the admin screens' texts, in either language.
  expect(scripts.filter((path) => /^\/assets\/admin\./.test(path))).toEqual([]);
  await expectNoSeriousA11yViolations(page);

  await loggaIn(page, svea);
  await expect(page.getByRole('heading', { name: 'Välkommen tillbaka, Svea Lind!' })).toBeVisible();
  // Every other screen's Swedish texts came with the login screen, still no English ones.
  expect(scripts.filter((path) => /^\/assets\/sv-[\w-]+\.js$/.test(path))).toHaveLength(1);
  expect(scripts.filter((path) => /^\/assets\/en[.-]/.test(path))).toEqual([]);
  await nav.getByRole('link', { name: 'Planera ditt besök' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Planera ditt besök' })).toBeVisible();
  await expect(page).toHaveTitle(/^Planera ditt besök · /);

  const card = page.getByRole('region', { name: 'Plan 1' });
  const pick = (from: string, to: string) =>
    pickDays(page, card.getByLabel('Datum för en vistelse'), [from, to], 'sv');
  // Overlapping Bosse's stay: refused, in Swedish, with his name and the dates in Swedish.
  await pick('2026-05-13', '2026-05-17');
  await card.getByRole('button', { name: 'Lägg till förslag' }).click();
  await expect(
    card.getByText('Krockar med den godkända vistelsen för Bosse Ek (11 maj 2026 – 15 maj 2026)'),
  ).toBeVisible();
  // Two days after he leaves: too soon for the cleaning, said with its plural.
  await pick('2026-05-17', '2026-05-20');
  await card.getByRole('button', { name: 'Lägg till förslag' }).click();
  await expect(
    card.getByText(/^Börjar bara 2 dagar efter den godkända vistelsen för Bosse Ek/),
  ).toBeVisible();

  await pick('2026-05-22', '2026-05-25');
  await card.getByRole('button', { name: 'Lägg till förslag' }).click();
  await expect(card.getByText('(3 nätter)')).toBeVisible();
  await card.getByRole('button', { name: 'Spara och skicka in planen' }).click();
  await expect(
    card.getByText('Planen är inskickad. Administratörerna tittar på den snart.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("a member's mail comes in the language they read the app in", async ({ request }) => {
  const profile = await request.get('/api/profile_data', {
    headers: { authorization: `Bearer ${await tokenOf(request, svea)}` },
  });
  // Her first sign-in told the server the language she saw the app in.
  expect((await profile.json()).language).toBe('sv');
  const plans = await request.get('/api/stay-plans', {
    headers: { authorization: `Bearer ${await tokenOf(request, svea)}` },
  });
  const own = (await plans.json()).stay_plans.find((p: { own: boolean }) => p.own);
  const admin = { authorization: `Bearer ${await adminToken(request, KEEPER)}` };
  const approved = await request.post(`/api/admin/approve-option/${own.options[0].id}`, {
    headers: admin,
  });
  expect(approved.status()).toBe(200);
  await expect
    .poll(async () => {
      const mails: { to: string[]; raw: string }[] = await (await request.get(mailSinkUrl)).json();
      return mails.find((m) => m.to.includes(svea.email) && m.raw.includes('Hej Svea!'))?.raw;
    })
    .toContain('Dina planer: ');
});

test('a member who switches to English keeps it after a reload and at the next login', async ({
  page,
  browser,
}) => {
  await loggaIn(page, svea);
  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Plan Your Visit' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const scripts: string[] = [];
  page.on('request', (sent) => scripts.push(new URL(sent.url()).pathname));
  await page.reload();
  await expect(nav.getByRole('link', { name: 'Plan Your Visit' })).toBeVisible();
  // Reloaded in English: the Swedish texts are not fetched any more.
  expect(scripts.filter((path) => /^\/assets\/sv[.-]/.test(path))).toEqual([]);
  await expect(page.getByRole('heading', { name: 'Welcome back, Svea Lind!' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Another Swedish browser, nothing remembered: her login brings her choice back.
  const other = await browser.newContext({
    locale: 'sv-SE',
    viewport: { width: 1440, height: 900 },
    baseURL: new URL(page.url()).origin,
  });
  // Nothing leaves the machine here either (Google's script included).
  await other.route(/^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/, (route) =>
    route.abort('blockedbyclient'),
  );
  const fresh = await other.newPage();
  await fresh.goto('/');
  await expect(fresh.getByRole('navigation', { name: 'Huvudmeny' })).toBeVisible();
  await loggaIn(fresh, svea);
  await expect(
    fresh.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Plan Your Visit' }),
  ).toBeVisible();
  await expect(fresh.locator('html')).toHaveAttribute('lang', 'en');
  await other.close();
});

test('an admin who reads Swedish runs the house in Swedish, every screen accessible', async ({
  page,
  request,
}) => {
  // Ten screens, each checked by axe: a minute each would be slow, a minute for all is tight.
  test.setTimeout(240_000);
  const authorization = `Bearer ${await adminToken(request, KEEPER)}`;
  const chosen = await request.put('/api/profile/language', {
    data: { language: 'sv' },
    headers: { authorization },
  });
  expect(chosen.status()).toBe(200);
  try {
    const scripts: string[] = [];
    page.on('request', (sent) => scripts.push(new URL(sent.url()).pathname));
    await loggaIn(page, KEEPER);
    const screens: [string, string, string][] = [
      ['/admin', 'Administration', 'Snabbval'],
      ['/admin/approvals', 'Godkänn vistelser', 'Förfrågningar om vistelser'],
      ['/admin/decisions', 'Beslut', 'Alla ändringar, nyaste först'],
      ['/admin/fair-share', 'Rättvis fördelning', 'Sortera efter|Högsäsong'],
      ['/admin/members', 'Medlemmar', 'Vem bjöd in vem'],
      ['/admin/photos', 'Bilder', 'Offentliga galleriet'],
      ['/admin/invite-codes', 'Skapa inbjudningskoder', 'Så fungerar inbjudningar'],
      ['/admin/improvements', 'Hantera förbättringar', 'Lägg till förbättring'],
      ['/admin/donations', 'Gåvor', 'Alla gåvor'],
      ['/admin/settings', 'Inställningar', 'Högsäsong'],
    ];
    for (const [path, heading, text] of screens) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(new RegExp(`^(${text})$`)).first()).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${heading} · `));
      await expectNoSeriousA11yViolations(page);
    }
    // The admin screens' Swedish texts came with them; the English ones never.
    expect(
      scripts.filter((path) => /^\/assets\/admin\.sv-[\w-]+\.js$/.test(path)).length,
    ).toBeGreaterThan(0);
    expect(scripts.filter((path) => /^\/assets\/admin\.en-/.test(path))).toEqual([]);
  } finally {
    // The admin reads English again in the tests after this one.
    await request.put('/api/profile/language', {
      data: { language: 'en' },
      headers: { authorization },
    });
  }
});
