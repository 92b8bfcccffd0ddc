import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { adminToken, KEEPER, logIn, memberWith } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

// Admins run the house from the browser (DECISIONS §16): members, invites, photos, settings.
test.describe.configure({ mode: 'serial' });

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const nora = { email: 'nora@example.com', password: 'nora-password' };

/** Fits a 375 px phone: nothing wider than the screen, and axe finds nothing serious. */
async function fitsAPhone(page: Page) {
  await page.setViewportSize({ width: 375, height: 812 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an admin makes a verified member trusted, who then sees Plan Your Visit', async ({
  browser,
  page,
  request,
}) => {
  await memberWith(request, 'verified', nora.email, nora.password, { first: 'Nora', last: 'Berg' });
  const member = await (await browser.newContext()).newPage();
  await logIn(member, nora.email, nora.password);
  await expect(member.getByRole('link', { name: 'Plan Your Visit' })).toHaveCount(0);

  await adminToken(request, KEEPER);
  await logIn(page, KEEPER.email, KEEPER.password);
  await page.goto('/admin');
  await expect(page.getByTestId('admin-tile')).toHaveCount(5);
  await page
    .getByRole('link', { name: /^Members/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await page.getByLabel('Search').fill('nora@');
  const row = page.getByTestId('member').filter({ hasText: 'Nora Berg' });
  await expect(row).toContainText('Verified');
  await row.getByRole('button', { name: 'Make Nora Berg trusted' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a trusted member?' });
  await dialog.getByRole('button', { name: 'Make trusted' }).click();
  await expect(page.getByText('Nora Berg is now a trusted member.')).toBeVisible();
  await expect(row).toContainText('Trusted');
  await page.getByLabel('Search').fill('');
  await expectNoSeriousA11yViolations(page);
  await fitsAPhone(page);

  // Her next visit: planning is open to her.
  await member.reload();
  await expect(member.getByRole('link', { name: 'Plan Your Visit' }).first()).toBeAttached();
  await member.goto('/book-stay');
  await expect(member.getByRole('heading', { level: 1 })).toContainText(/Plan/);
  await member.context().close();
});

test('an admin uploads a photo that appears in the carousel', async ({ page, request }) => {
  await adminToken(request, KEEPER);
  await logIn(page, KEEPER.email, KEEPER.password);
  await page.goto('/admin/photos');
  const gallery = page.getByRole('region', { name: 'Public gallery' });
  await expect(gallery.getByTestId('photo-public').first()).toBeVisible();
  const picture = readFileSync(
    path.join(root, '.tmp', 'data', 'images', 'public', 'lake-morning.jpg'),
  );
  await gallery.getByLabel('Pictures for the public gallery').setInputFiles([
    { name: 'Brygga i kvällsljus.jpg', mimeType: 'image/jpeg', buffer: picture },
    { name: 'not-a-picture.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('hello') },
  ]);
  await expect(gallery.getByTestId('upload').filter({ hasText: 'Brygga' })).toContainText(
    'Uploaded',
  );
  await expect(gallery.getByTestId('upload').filter({ hasText: 'not-a-picture' })).toContainText(
    'This file is not a picture the app can show (JPEG, PNG, WebP or AVIF).',
  );
  const thumbnail = gallery.getByRole('img', { name: /^Brygga-i-kvallsljus-[0-9a-f]{8}\.jpg$/ });
  await expect(thumbnail).toBeVisible();
  const stored = (await thumbnail.getAttribute('alt'))!;
  await expectNoSeriousA11yViolations(page);
  await fitsAPhone(page);

  // Everyone's carousel on Home holds it (all its photos are there once it has moved: it starts
  // still, on one of them).
  const visitor = await (await page.context().browser()!.newContext()).newPage();
  await visitor.goto('/');
  await visitor.getByRole('button', { name: 'Next image' }).click();
  await expect(visitor.locator(`img[src*="${stored}"]`)).toHaveCount(1);
  await visitor.context().close();

  // And deleted again, asked first, for the tests after these.
  await gallery.getByRole('button', { name: `Delete ${stored}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete this picture?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Picture deleted.')).toBeVisible();
  await expect(gallery.getByRole('img', { name: stored })).toHaveCount(0);
});

test('an admin withdraws an invite, whose link then says it is invalid', async ({
  page,
  request,
}) => {
  await adminToken(request, KEEPER);
  await logIn(page, KEEPER.email, KEEPER.password);
  await page.goto('/admin/invite-codes');
  await page.getByLabel('Verified User').check();
  await page.getByRole('button', { name: 'Generate Invite Code' }).click();
  const code = (await page.getByTestId('invite-code').textContent())!.trim();
  const link = (await page.getByTestId('invite-link').textContent())!.trim();
  const list = page.getByRole('region', { name: 'Invite codes' });
  const open = list.getByTestId('open-invite').filter({ hasText: code });
  await expect(open).toContainText('made by Kim Admin');
  await expectNoSeriousA11yViolations(page);
  await open.getByRole('button', { name: `Withdraw ${code}` }).click();
  await page
    .getByRole('dialog', { name: 'Withdraw this invite code?' })
    .getByRole('button', { name: 'Withdraw' })
    .click();
  await expect(list.getByText('Invite code withdrawn.')).toBeVisible();
  await expect(list.getByTestId('open-invite').filter({ hasText: code })).toHaveCount(0);
  await fitsAPhone(page);

  const stranger = await (await page.context().browser()!.newContext()).newPage();
  await stranger.goto(link);
  await expect(stranger.getByText('Invalid invite code')).toBeVisible();
  await stranger.context().close();
});

test('an admin changes the payment number, and the improvements page shows it', async ({
  page,
  request,
}) => {
  await adminToken(request, KEEPER);
  await logIn(page, KEEPER.email, KEEPER.password);
  await page.goto('/admin/settings');
  const payment = page.getByRole('region', { name: 'Payment' });
  const number = payment.getByLabel('Number');
  await expect(number).not.toHaveValue('');
  await number.fill('070-555 12 34');
  await payment.getByRole('button', { name: 'Save payment details' }).click();
  await expect(payment.getByText('Payment details saved.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await fitsAPhone(page);

  await page.goto('/improvements');
  await expect(page.getByText('Swish: 070-555 12 34')).toBeVisible();

  // Back as the sample data had it, for the tests after these.
  const put = await request.put('/api/admin/payment', {
    headers: { authorization: `Bearer ${await adminToken(request, KEEPER)}` },
    data: { apps: ['Swish', 'MobilePay'], phone: '070-123 45 67' },
  });
  expect(put.status()).toBe(200);
});
