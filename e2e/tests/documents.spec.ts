import type { Browser } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { KEEPER, adminToken, logIn, loggaIn, memberWith } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

/**
 * The house's documents (DECISIONS §24): an admin uploads the insurance for the owners and the
 * sauna's manual for everyone, kept on the phone; on a phone in Swedish the owner reads the
 * insurance, and a verified member sees only the manual, the insurance refused to her.
 */
const dora = { email: 'dora.documents@example.com', password: 'dora-password' };
const vilma = { email: 'vilma.documents@example.com', password: 'vilma-password' };
const PHONE = { width: 375, height: 812 };
const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });
/** The manual's picture: a small PNG, checked by the server by its content. */
const MANUAL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAgCAIAAACHPC9vAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAMUlEQVR4nGP48vEFVRDDqEFfRsPoy2g6+jiaRT6OFiMvRkvIF6O1yJfRCvLL0G5EAABcSGd5aiz0UwAAAABJRU5ErkJggg==',
  'base64',
);

async function insurancePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]).drawText('Hemförsäkring 2025'.normalize('NFD').replace(/\p{M}/gu, ''));
  pdf.addPage([595, 842]);
  return Buffer.from(await pdf.save());
}

/** A phone in Swedish, signed in as `who`. */
async function phoneOf(browser: Browser, who: { email: string; password: string }) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL!,
    viewport: PHONE,
    locale: 'sv-SE',
  });
  const page = await context.newPage();
  await loggaIn(page, who);
  return { context, page };
}

test('an admin uploads the insurance for the owners and a manual for everyone; the owner reads the insurance on a phone in Swedish, a verified member only the manual', async ({
  page,
  browser,
  request,
}) => {
  await memberWith(request, 'trusted', dora.email, dora.password, { first: 'Dora', last: 'Ek' });
  await memberWith(request, 'verified', vilma.email, vilma.password, {
    first: 'Vilma',
    last: 'Ek',
  });
  const admin = bearer(await adminToken(request, KEEPER));
  const members = (await (await request.get('/api/admin/members', { headers: admin })).json())
    .members as { id: number; name: string }[];
  // Dora owns the house while this runs; the owners before are set again after it.
  const before = (await (await request.get('/api/admin/owners', { headers: admin })).json())
    .current as { owners: { user_id: number; percent: number }[] } | null;
  const setOwners = (owners: { user_id: number; percent: number }[]) =>
    request.put('/api/admin/owners', { headers: admin, data: { from: '2025/09/12', owners } });
  const doraId = members.find((member) => member.name === 'Dora Ek')!.id;
  expect((await setOwners([{ user_id: doraId, percent: 100 }])).status()).toBe(200);
  try {
    await logIn(page, KEEPER.email, KEEPER.password);
    await page.goto('/documents');
    await expect(page.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
    const form = page.getByRole('region', { name: 'Add a document' });
    // Without a file, the form says so and keeps what was typed.
    await form.getByLabel('Title').fill('Hemförsäkring 2025');
    await form.getByRole('button', { name: 'Add a document' }).click();
    await expect(form.getByText('Choose the file to upload.')).toBeVisible();
    await expect(form.getByLabel('Title')).toHaveValue('Hemförsäkring 2025');
    await form.getByLabel('Runs out on').fill('2025-11-30');
    await form.locator('input[type=file]').setInputFiles({
      name: 'hemforsakring.pdf',
      mimeType: 'application/pdf',
      buffer: await insurancePdf(),
    });
    await form.getByRole('button', { name: 'Add a document' }).click();
    await expect(form.getByText('The document is added.')).toBeVisible();
    await expect(form.getByLabel('Title')).toHaveValue('');

    // A picture named as a PDF is refused by its content, in words.
    await form.getByLabel('Title').fill('Bastuns manual');
    await form.getByLabel('Kind').selectOption('manual');
    await form.getByLabel('Who may see it').selectOption('everyone');
    await form.getByLabel('Keep it on the phone with the guides').check();
    await form
      .locator('input[type=file]')
      .setInputFiles({ name: 'bastu.pdf', mimeType: 'application/pdf', buffer: MANUAL });
    await form.getByRole('button', { name: 'Add a document' }).click();
    await expect(
      form.getByText('The file is a PNG but its name ends in .pdf: rename it and try again.'),
    ).toBeVisible();
    await form
      .locator('input[type=file]')
      .setInputFiles({ name: 'bastu.png', mimeType: 'image/png', buffer: MANUAL });
    await form.getByRole('button', { name: 'Add a document' }).click();
    await expect(form.getByText('The document is added.')).toBeVisible();

    const list = page.getByRole('region', { name: 'The documents' });
    const insurance = list.getByRole('listitem').filter({ hasText: 'Hemförsäkring 2025' });
    await expect(insurance).toContainText('PDF, 2 pages');
    await expect(insurance).toContainText('Seen by the owners');
    await expect(insurance.getByText('Runs out 30 Nov 2025: renew it')).toBeVisible();
    const manual = list.getByRole('listitem').filter({ hasText: 'Bastuns manual' });
    await expect(manual.getByText('Kept on the phone with the guides')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const insuranceUrl = await insurance.getByRole('link').getAttribute('href');

    // The admin changes who may see the manual, in a dialog; focus comes back to the list.
    await manual.getByRole('button', { name: 'Change Bastuns manual' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Bastuns manual' });
    await expect(dialog.getByLabel('Who may see it')).toHaveValue('everyone');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel('Title').fill('Bastuaggregatets manual');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(list.getByRole('link', { name: 'Bastuaggregatets manual' })).toBeVisible();
    await page.setViewportSize(PHONE);
    await expectNoSeriousA11yViolations(page);

    // The owner, on her phone in Swedish, reads the insurance.
    const owner = await phoneOf(browser, dora);
    try {
      // Found beside the house guide.
      await owner.page.goto('/guide/house');
      await owner.page.getByRole('link', { name: 'dokumenten' }).click();
      await expect(owner.page).toHaveURL(/\/documents$/);
      await expect(owner.page.getByRole('heading', { name: 'Dokument', level: 1 })).toBeVisible();
      const hers = owner.page.getByRole('region', { name: 'Dokumenten' });
      await expect(hers.getByRole('heading', { name: 'Försäkring' })).toBeVisible();
      const link = hers.getByRole('link', { name: 'Hemförsäkring 2025' });
      await expect(link).toBeVisible();
      await expect(hers.getByText('PDF, 2 sidor', { exact: false })).toBeVisible();
      await expect(owner.page.getByRole('region', { name: 'Lägg till ett dokument' })).toHaveCount(
        0,
      );
      const file = await owner.page.request.get((await link.getAttribute('href'))!);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toBe('application/pdf');
      expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
      await expect
        .poll(() => owner.page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(PHONE.width);
      await expectNoSeriousA11yViolations(owner.page);
    } finally {
      await owner.context.close();
    }

    // A verified member sees the manual and not the insurance, and cannot fetch it unsigned.
    const member = await phoneOf(browser, vilma);
    try {
      await member.page.goto('/documents');
      const hers = member.page.getByRole('region', { name: 'Dokumenten' });
      await expect(hers.getByRole('link', { name: 'Bastuaggregatets manual' })).toBeVisible();
      await expect(hers.getByText('Hemförsäkring 2025')).toHaveCount(0);
      await expect(hers.getByRole('heading', { name: 'Försäkring' })).toHaveCount(0);
      const unsigned = await member.page.request.get(insuranceUrl!.split('?')[0]!);
      expect(unsigned.status()).toBe(403);
      await member.page.setViewportSize({ width: 1280, height: 900 });
      await expectNoSeriousA11yViolations(member.page);
    } finally {
      await member.context.close();
    }
  } finally {
    if (before)
      await setOwners(before.owners.map(({ user_id, percent }) => ({ user_id, percent })));
  }
});
