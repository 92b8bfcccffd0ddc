import { withPendingPlans, type PendingApprovals } from '@stuga/shared';
import { ADMIN, adminToken, loggaIn, memberWith } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { pickDays } from '../support/date-picker';
import { expect, test } from '../support/fixtures';
import { expectDrawn } from '../support/images';

/**
 * What a stay costs and paying it with Swish (DECISIONS §21), on a phone in Swedish: Sara plans
 * with two children and a guest, sees the estimate, is approved, pays with the QR code and says so;
 * the admin confirms it and exports the year.
 */
const PHONE = { width: 375, height: 740 };
const sara = { email: 'sara.swish@example.com', password: 'sara-swish-password' };

test('Sara plans with two children and a guest, pays with Swish on her phone; the admin confirms and exports the year', async ({
  browser,
  request,
}) => {
  await memberWith(request, 'trusted', sara.email, sara.password, { first: 'Sara', last: 'Lind' });
  const baseURL = test.info().project.use.baseURL!;
  const context = await browser.newContext({ baseURL, viewport: PHONE, locale: 'sv-SE' });
  const phone = await context.newPage();
  await loggaIn(phone, sara);

  // Who comes, and the dates: the estimate follows.
  await phone.goto('/book-stay');
  const plan = phone.getByRole('region', { name: 'Plan 1' });
  const who = plan.getByRole('group', { name: 'Vilka som kommer' });
  await expect(who.getByLabel('Vuxna')).toHaveValue('1');
  await who.getByLabel('Vuxna').selectOption('2');
  await who.getByLabel('Barn').selectOption('2');
  await who.getByLabel(/^Gäster/).selectOption('1');
  await pickDays(
    phone,
    plan.getByLabel('Datum för en vistelse'),
    ['2026-10-12', '2026-10-16'],
    'sv',
  );
  await plan.getByRole('button', { name: 'Lägg till förslag' }).click();
  await expect(plan.getByText(/^Ungefär 2\s500\skr för den här vistelsen$/)).toBeVisible();
  await expectNoSeriousA11yViolations(phone);
  await plan.getByRole('button', { name: 'Spara och skicka in planen' }).click();
  await expect(
    plan.getByText('Planen är inskickad. Administratörerna tittar på den snart.'),
  ).toBeVisible();

  // The admin approves it: the fee is fixed then.
  const admin = { authorization: `Bearer ${await adminToken(request, ADMIN)}` };
  const pending = withPendingPlans<PendingApprovals>(
    await (await request.get('/api/admin/pending-approvals', { headers: admin })).json(),
  );
  const request_ = [...pending.non_conflicted_options, ...pending.conflicts.flat()].find(
    (option) => option.plan.current_user === 'Sara Lind',
  )!;
  expect(request_.party).toEqual({ adults: 2, children: 2, guests: 1, pets: false });
  expect(
    (await request.post(`/api/admin/approve-option/${request_.id}`, { headers: admin })).status(),
  ).toBe(200);

  // Sara opens the payment from her stay: the QR code, Open Swish, and "I have paid".
  await phone.reload();
  await expect(phone.getByText(/^2\s500\skr · Inte betald än$/)).toBeVisible();
  await phone.getByRole('link', { name: /^Betala för vistelsen 12 okt. 2026/ }).click();
  await expect(phone).toHaveURL(/\/pay\/\d+$/);
  await expect(phone.getByRole('heading', { level: 1, name: 'Betala din vistelse' })).toBeVisible();
  await expect(phone.getByText('2 vuxna, 2 barn, 1 gäst')).toBeVisible();
  const qr = phone.getByRole('img', { name: /^Swish-QR-kod: 2\s500\skr till 070-123 45 67$/ });
  await expectDrawn(qr);
  await expect(phone.getByRole('link', { name: 'Öppna Swish' })).toHaveAttribute(
    'href',
    /^swish:\/\/payment\?data=/,
  );
  await expect(
    phone.getByText(/^Swishnummer 070-123 45 67, meddelande ”Stuga \d+ Sara Lind”$/),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(phone);
  await phone.getByRole('button', { name: 'Jag har betalat' }).click();
  await expect(
    phone.getByText('Tack: en administratör bekräftar när pengarna har kommit.'),
  ).toBeVisible();
  await expect(
    phone.getByText(/^Markerad som betald .*, väntar på att en administratör bekräftar$/),
  ).toBeVisible();
  await context.close();

  // The admin confirms it on the payments screen, on a phone in Swedish, and exports the year.
  // The admin's account reads Swedish for this part, and what it read before afterwards.
  const before = (await (await request.get('/api/profile_data', { headers: admin })).json())
    .language as string | null;
  const readsIn = (language: string | null) =>
    request.put('/api/profile/language', { data: { language }, headers: admin });
  expect((await readsIn('sv')).status()).toBe(200);
  test.info().attach('admin language before', { body: String(before) });
  const adminContext = await browser.newContext({ baseURL, viewport: PHONE, locale: 'sv-SE' });
  const adminPhone = await adminContext.newPage();
  try {
    await loggaIn(adminPhone, ADMIN);
    await adminPhone.goto('/admin/payments');
    await adminPhone.getByLabel('År').selectOption('2026');
    const stays = adminPhone.getByRole('region', { name: 'Vistelser' });
    const saras = stays.getByRole('listitem').filter({ hasText: 'Sara Lind' });
    await expect(
      saras.getByText('Markerad som betald, väntar på att en administratör bekräftar'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(adminPhone);
    await saras.getByRole('button', { name: /^Bekräfta att Sara Lind har betalat/ }).focus();
    await adminPhone.keyboard.press('Enter');
    await expect(saras.getByText('Betald', { exact: true })).toBeVisible();
    // Its button gone, focus goes to what the confirmation did, not to the whole list.
    const told = stays.getByText(/^Bekräftat: Sara Lind har betalat för/);
    await expect(told).toBeVisible();
    await expect(told).toBeFocused();
    const [download] = await Promise.all([
      adminPhone.waitForEvent('download'),
      adminPhone.getByRole('button', { name: 'Exportera 2026 som CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('payments-2026.csv');
    const csv = await (await download.createReadStream()).toArray();
    const text = Buffer.concat(csv).toString('utf8');
    // From the Swedish screen, as a Swedish spreadsheet reads it: semicolons, decimal commas,
    // Swedish words and house time.
    expect(text).toMatch(/^bokning;medlem;e-post;ankomst;avresa;/);
    expect(text).toMatch(
      /\r\n\d+;Sara Lind;sara\.swish@example\.com;2026-10-12;2026-10-16;2;2;1;nej;2500,00;betald;\d{4}-\d\d-\d\d \d\d:\d\d;\d{4}-\d\d-\d\d \d\d:\d\d\r\n/,
    );
  } finally {
    await adminContext.close();
    await readsIn(before ?? 'en');
  }
});
