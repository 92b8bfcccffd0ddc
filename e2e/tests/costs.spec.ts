import type { Browser, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { KEEPER, adminToken, logIn, loggaIn, memberWith } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { qrText } from '../support/qr';
import { expectDrawn } from '../support/images';

/**
 * What the house pays (DECISIONS §23): an admin records an electricity bill of 3 000 kr, split by
 * the person-nights of September's stays, and an insurance of 4 800 kr, split by the owners' shares;
 * each member's part says how it was worked out; a wrong cost is corrected, never removed. The
 * screen fits a phone in Swedish.
 */
const kerstin = { email: 'kerstin.costs@example.com', password: 'kerstin-password' };
const lars = { email: 'lars.costs@example.com', password: 'lars-password' };
const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });
/** A receipt's picture: a small PNG, checked by the server by its content. */
const RECEIPT = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAgCAIAAACHPC9vAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAMUlEQVR4nGP48vEFVRDDqEFfRsPoy2g6+jiaRT6OFiMvRkvIF6O1yJfRCvLL0G5EAABcSGd5aiz0UwAAAABJRU5ErkJggg==',
  'base64',
);

test('an admin records the electricity by person-nights and the insurance by shares and corrects one; two members see their parts and settle up with Swish', async ({
  page,
  browser,
  request,
}) => {
  await memberWith(request, 'trusted', kerstin.email, kerstin.password, {
    first: 'Kerstin',
    last: 'Ek',
  });
  await memberWith(request, 'trusted', lars.email, lars.password, { first: 'Lars', last: 'Ek' });
  const admin = bearer(await adminToken(request, KEEPER));
  const members = (await (await request.get('/api/admin/members', { headers: admin })).json())
    .members as { id: number; name: string }[];
  const idOf = (name: string) => members.find((member) => member.name === name)!.id;
  const owners = await request.put('/api/admin/owners', {
    headers: admin,
    data: {
      from: '2025/01/01',
      owners: [
        { user_id: idOf('Kerstin Ek'), percent: 60 },
        { user_id: idOf('Lars Ek'), percent: 40 },
      ],
    },
  });
  expect(owners.status(), await owners.text()).toBe(200);
  // Lars and his partner stay four nights in September 2026: 8 person-nights, the month's only ones.
  const larsJwt = (await (await request.post('/api/login', { data: lars })).json()).jwt as string;
  const plan = await request.post('/api/stay-plans', {
    headers: bearer(larsJwt),
    data: {
      title: 'September',
      expiry_date: '2026/08/01',
      options: [
        {
          from: '2026/09/07',
          to: '2026/09/11',
          status: 'pending',
          party: { adults: 2, children: 0, guests: 0, pets: false },
        },
      ],
    },
  });
  expect(plan.status(), await plan.text()).toBe(201);
  const option = (await plan.json()).stay_plan.options[0].id as number;
  expect(
    (await request.post(`/api/admin/approve-option/${option}`, { headers: admin })).status(),
  ).toBe(200);

  await logIn(page, KEEPER.email, KEEPER.password);
  await page.goto('/admin/costs');
  await expect(page.getByRole('heading', { name: 'Costs', level: 1 })).toBeVisible();
  const form = page.getByRole('region', { name: 'Record a cost' });
  await form.getByLabel('What').fill('Electricity September');
  await form.getByLabel('Amount').fill('3000');
  await form.getByLabel('Day paid').fill('2026-09-30');
  await expect(form.getByLabel('Split')).toHaveValue('nights');
  await form.getByLabel('Paid by').selectOption({ label: 'Kerstin Ek' });
  // With the bill's picture: kept for the admins and owners, shown small, opened whole.
  await form.locator('input[type=file]').setInputFiles({
    name: 'elräkning.png',
    mimeType: 'image/png',
    buffer: RECEIPT,
  });
  await form.getByRole('button', { name: 'Record the cost' }).click();
  await expect(form.getByText('The cost is recorded.')).toBeVisible();

  await form.getByLabel('What').fill('Insurance 2026');
  await form.getByLabel('Amount').fill('4800');
  await form.getByLabel('Day paid').fill('2026-01-15');
  await form.getByLabel('Kind').selectOption('insurance');
  await expect(form.getByLabel('Split')).toHaveValue('shares');
  await form.getByLabel('Paid by').selectOption({ label: "The house's account" });
  await form.getByRole('button', { name: 'Record the cost' }).click();
  await expect(form.getByLabel('What')).toHaveValue('');

  const list = page.getByRole('region', { name: 'The costs' });
  await list.getByLabel('Year').selectOption('2026');
  const electricity = list.getByTestId('cost').filter({ hasText: 'Electricity September' });
  await expect(electricity.getByText('Laid out by Kerstin Ek')).toBeVisible();
  const receipt = electricity.getByRole('img', { name: 'The receipt for Electricity September' });
  await expectDrawn(receipt);
  await expect(
    electricity.getByRole('button', { name: /^Replace the receipt: Electricity September, / }),
  ).toBeVisible();
  await expect(electricity.getByRole('list', { name: 'Parts' })).toHaveText(
    /Lars Ek\s*8 of 8 person-nights\s*3\s000\skr/,
  );
  const insurance = list
    .getByTestId('cost')
    .filter({ hasText: 'Insurance 2026' })
    .filter({ hasNotText: 'Correction of a cost recorded before' });
  await expect(insurance.getByText("Paid from the house's account")).toBeVisible();
  const parts = insurance.getByRole('list', { name: 'Parts' }).getByRole('listitem');
  await expect(parts).toHaveText([
    /^Kerstin Ek\s*60 % of the house\s*2\s880\skr$/,
    /^Lars Ek\s*40 % of the house\s*1\s920\skr$/,
  ]);

  // Recorded wrong: corrected, asked first; both are kept.
  await insurance.getByRole('button', { name: /^Correct Insurance 2026, 4\s800\skr$/ }).click();
  const asked = page.getByRole('dialog', { name: 'Correct this cost?' });
  await expect(asked).toContainText('is cancelled by a correction of the same day; both are kept');
  await expectNoSeriousA11yViolations(page);
  await asked.getByRole('button', { name: 'Cancel it with a correction' }).click();
  await expect(list.getByText('Insurance 2026 is cancelled by a correction.')).toBeVisible();
  await expect(insurance.getByText('Corrected', { exact: true })).toBeVisible();
  await expect(insurance.getByRole('button', { name: /^Correct / })).toHaveCount(0);
  const correction = list
    .getByTestId('cost')
    .filter({ hasText: 'Insurance 2026' })
    .filter({ hasText: 'Correction of a cost recorded before' });
  await expect(correction.getByText('Correction of a cost recorded before')).toBeVisible();
  await expect(correction.getByRole('list', { name: 'Parts' }).getByRole('listitem')).toHaveCount(
    2,
  );
  await expectNoSeriousA11yViolations(page);

  // On a phone in Swedish.
  const before = (await (await request.get('/api/profile_data', { headers: admin })).json())
    .language as string | null;
  const readsIn = (language: string | null) =>
    request.put('/api/profile/language', { data: { language }, headers: admin });
  expect((await readsIn('sv')).status()).toBe(200);
  const baseURL = test.info().project.use.baseURL!;
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 812 },
    locale: 'sv-SE',
  });
  const phone = await context.newPage();
  try {
    await loggaIn(phone, KEEPER);
    await phone.goto('/admin/costs');
    const costs = phone.getByRole('region', { name: 'Kostnaderna' });
    await costs.getByLabel('År').selectOption('2026');
    await expect(
      costs
        .getByTestId('cost')
        .filter({ hasText: 'Electricity September' })
        .getByText('8 av 8 personnätter'),
    ).toBeVisible();
    await expect
      .poll(() => phone.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(phone);
  } finally {
    await context.close();
    await readsIn(before ?? 'en');
  }

  await settleUp(browser);
});

/** A phone in Swedish, signed in as `who`. */
async function phoneOf(browser: Browser, who: { email: string; password: string }) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL!,
    viewport: { width: 375, height: 812 },
    locale: 'sv-SE',
  });
  const page = await context.newPage();
  await loggaIn(page, who);
  return { context, page };
}

/**
 * Kerstin laid out the electricity, which is Lars's: on their phones in Swedish, each sees their
 * part with its reason; Kerstin gives her Swish number; Lars pays her through the QR code (read
 * here) and says so; Kerstin confirms, and both are even.
 */
async function settleUp(browser: Browser) {
  const her = await phoneOf(browser, kerstin);
  const him = await phoneOf(browser, lars);
  try {
    await her.page.goto('/money');
    await expect(her.page.getByRole('heading', { name: 'Husets pengar', level: 1 })).toBeVisible();
    const herSettle = her.page.getByRole('region', { name: 'Gör upp' });
    await expect(herSettle.getByText(/^Lars Ek betalar 3\s000\skr till Kerstin Ek$/)).toBeVisible();
    await her.page.getByLabel('Ditt Swishnummer').fill('070-555 12 34');
    await her.page.getByRole('button', { name: 'Spara numret' }).click();
    await expect(her.page.getByText('Ditt Swishnummer är sparat.')).toBeVisible();
    // An owner reads the house's costs, and corrects none.
    const herCosts = her.page.getByRole('region', { name: 'Husets kostnader' });
    await herCosts.getByLabel('År').selectOption('2026');
    await expect(
      herCosts.getByTestId('cost').filter({ hasText: 'Electricity September' }),
    ).toContainText('8 av 8 personnätter');
    await expect(herCosts.getByRole('button', { name: /^Rätta / })).toHaveCount(0);
    await expectNoSeriousA11yViolations(her.page);

    await him.page.goto('/money');
    const parts = him.page.getByRole('region', { name: 'Dina delar av kostnaderna' });
    await expect(
      parts.getByTestId('my-part').filter({ hasText: 'Electricity September' }),
    ).toContainText('8 av 8 personnätter');
    const settle = him.page.getByRole('region', { name: 'Gör upp' });
    const proposal = settle.getByTestId('proposal').filter({ hasText: 'Kerstin Ek' });
    await expect(proposal.getByText('Swishnummer 070-555 12 34', { exact: false })).toBeVisible();
    expect(await qrText(him.page, /^Swish-QR-kod: 3\s000\skr till 070-555 12 34$/)).toMatch(
      /^C0705551234;3000,00;.+%20Lars%20Ek;7$/,
    );
    await expect(proposal.getByRole('link', { name: 'Öppna Swish' })).toHaveAttribute(
      'href',
      /^swish:\/\/payment\?data=/,
    );
    await expect
      .poll(() => him.page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(him.page);
    await proposal
      .getByRole('button', { name: /^Jag har betalat 3\s000\skr till Kerstin Ek$/ })
      .click();
    await expect(
      settle.getByText(/^Markerad som betald: Lars Ek till Kerstin Ek, 3\s000\skr\.$/),
    ).toBeVisible();
    await expect(settle.getByText('Allt är uppgjort.')).toBeVisible();

    await her.page.reload();
    const payments = her.page.getByRole('region', { name: 'Betalningar' });
    await expect(payments.getByText('Väntar på att Kerstin Ek bekräftar')).toBeVisible();
    await payments
      .getByRole('button', { name: /^Bekräfta att Lars Ek betalade 3\s000\skr$/ })
      .click();
    await expect(payments.getByText(/^Bekräftat: Lars Ek betalade 3\s000\skr\.$/)).toBeVisible();
    const balances = her.page.getByRole('region', { name: 'Saldon' });
    await expect(balances.getByRole('row').filter({ hasText: 'Kerstin Ek' })).toContainText(
      'Jämnt',
    );
    await expect(balances.getByRole('row').filter({ hasText: 'Lars Ek' })).toContainText('Jämnt');
    await expectNoSeriousA11yViolations(her.page);
    await theYear(him.page);
  } finally {
    await her.context.close();
    await him.context.close();
  }
}

/** The year's statement agrees with its CSV, fits the phone, and prints without the app around it. */
async function theYear(page: Page) {
  await page.goto('/money/2026');
  await expect(page.getByRole('heading', { name: 'Huset 2026', level: 1 })).toBeVisible();
  const costs = page.getByRole('region', { name: 'Kostnader och intäkter' });
  await expect(costs.getByRole('row', { name: /^El 3\s000\skr$/ })).toBeVisible();
  // The insurance and its correction cancel in their year.
  await expect(costs.getByRole('row', { name: /^Försäkring 0\skr$/ })).toBeVisible();
  await expect(costs.getByRole('row', { name: /^Kostnader totalt 3\s000\skr$/ })).toBeVisible();
  const members = page.getByRole('region', { name: 'Varje medlems år' });
  await expect(
    members.getByRole('row', { name: /^Kerstin Ek 3\s000\skr 0\skr 3\s000\skr$/ }),
  ).toBeVisible();
  await expect(
    members.getByRole('row', { name: /^Lars Ek 0\skr 3\s000\skr −3\s000\skr$/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Använd el' }).locator('.recharts-wrapper').first(),
  ).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ladda ner som CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('money-2026.csv');
  const text = (await readFile((await file.path())!)).toString('utf8');
  const lines = text.split('\r\n');
  expect(lines).toContain('kostnad;el;;;3000,00');
  expect(lines).toContain('kostnad;försäkring;;;0,00');
  expect(lines).toContain('kostnad;summa kostnader;;;3000,00');
  expect(lines).toContain('medlem;Kerstin Ek;3000,00;0,00;3000,00');
  expect(lines).toContain('medlem;Lars Ek;0,00;3000,00;-3000,00');
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header').first()).toBeHidden();
  await expect(page.getByRole('button', { name: 'Skriv ut redovisningen' })).toBeHidden();
  await expect(costs).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
}
