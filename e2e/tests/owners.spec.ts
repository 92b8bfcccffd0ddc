import { KEEPER, adminToken, loggaIn, memberWith } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

/**
 * The house's owners and their shares (DECISIONS §23), on the admins' Members screen, on a phone
 * in Swedish: shares that do not make 100 % are refused with what they make; 60 and 40 are set
 * and shown as today's, with who set them.
 */
const PHONE = { width: 375, height: 812 };

test('an admin sets the owners and their shares on a phone in Swedish; shares that do not make 100 % are refused', async ({
  browser,
  request,
}) => {
  await memberWith(request, 'trusted', 'olle.ek@example.com', 'olle-password', {
    first: 'Olle',
    last: 'Ek',
  });
  await memberWith(request, 'trusted', 'maja.ek@example.com', 'maja-password', {
    first: 'Maja',
    last: 'Ek',
  });
  const admin = { authorization: `Bearer ${await adminToken(request, KEEPER)}` };
  const before = (await (await request.get('/api/profile_data', { headers: admin })).json())
    .language as string | null;
  const readsIn = (language: string | null) =>
    request.put('/api/profile/language', { data: { language }, headers: admin });
  expect((await readsIn('sv')).status()).toBe(200);
  const baseURL = test.info().project.use.baseURL!;
  const context = await browser.newContext({ baseURL, viewport: PHONE, locale: 'sv-SE' });
  const phone = await context.newPage();
  try {
    await loggaIn(phone, KEEPER);
    await phone.goto('/admin/members');
    const owners = phone.getByRole('region', { name: 'Ägare och andelar' });
    // Other tests may have set owners before: the form starts from today's shares, cleared here.
    await expect(owners.getByRole('button', { name: 'Ändra andelarna' })).toBeVisible();
    await expectNoSeriousA11yViolations(phone);

    await owners.getByRole('button', { name: 'Ändra andelarna' }).click();
    await expect(owners.getByLabel('Gäller från')).toHaveValue('2025-09-12');
    for (const share of await owners.getByLabel(/^Andel för /).all()) await share.fill('');
    await owners.getByLabel('Andel för Olle Ek').fill('60');
    await owners.getByLabel('Andel för Maja Ek').fill('30');
    await expect(owners.getByRole('status').filter({ hasText: 'Tillsammans' })).toHaveText(
      'Tillsammans: 90 %',
    );
    await owners.getByRole('button', { name: 'Spara andelarna' }).click();
    // The server's refusal, in Swedish, with what the shares make.
    await expect(
      owners.getByText('Andelarna blir tillsammans 90 %; de ska bli 100 %.'),
    ).toBeVisible();

    await owners.getByLabel('Andel för Maja Ek').fill('40');
    await expect(owners.getByRole('status').filter({ hasText: 'Tillsammans' })).toHaveText(
      'Tillsammans: 100 %',
    );
    await expectNoSeriousA11yViolations(phone);
    await owners.getByRole('button', { name: 'Spara andelarna' }).click();
    await expect(owners.getByText('Andelarna är sparade.')).toBeVisible();
    const now = owners.getByTestId('share-set').first();
    await expect(now.getByText(/^Gäller nu, från /)).toBeVisible();
    await expect(now.getByText(/^Angivet av Kim /)).toBeVisible();
    await expect(now.getByRole('row', { name: 'Olle Ek 60 %' })).toBeVisible();
    await expect(now.getByRole('row', { name: 'Maja Ek 40 %' })).toBeVisible();
    await expect
      .poll(() => phone.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(PHONE.width);
    await expectNoSeriousA11yViolations(phone);
  } finally {
    await context.close();
    await readsIn(before ?? 'en');
  }
});
