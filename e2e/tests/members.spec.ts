import { expect, test } from '../support/fixtures';
import { logIn, memberWith } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';

test.describe.configure({ mode: 'serial' });

test('logging in from a guide comes back to the guide, greeted in view above the photos', async ({
  page,
  request,
}) => {
  const member = await memberWith(request, 'verified', 'returner@example.com');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/guide/house');
  await expect(page.getByRole('heading', { name: 'Access Required' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel(/^Password/).fill(member.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/guide\/house$/);
  await expect(page.getByRole('heading', { level: 1, name: 'House guide' })).toBeVisible();

  // Signed in, /login has nothing to offer: it goes on to Home.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  // The greeting is in view on a laptop, above the 900 px carousel, and the header says who it is.
  const greeting = page.getByTestId('greeting');
  await expect(greeting).toContainText('Welcome back, Vera Member!');
  await expect(greeting).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('banner').getByRole('link', { name: /^Your profile:/ })).toHaveText(
    'Vera',
  );
});

test('a new password on the profile page ends the other sessions, not this one', async ({
  page,
  browser,
  request,
}) => {
  const member = await memberWith(request, 'verified', 'changer@example.com');
  // Signed in on a phone too.
  const phone = await browser.newContext();
  const other = await phone.newPage();
  await logIn(other, member.email, member.password);

  await logIn(page, member.email, member.password);
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Your profile:/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  await expect(page.getByTestId('access-level')).toHaveText('Verified User');
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel(/^Current password/).fill('not my password');
  await page.getByLabel(/^New password/).fill('a brand new one');
  await page.getByLabel(/^Confirm new password/).fill('a brand new one');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Current password is incorrect.');

  await page.getByLabel(/^Current password/).fill(member.password);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(
    page.getByText('Your password has been changed. Every other session has been signed out.'),
  ).toBeVisible();

  // This browser carries on; the phone's session has ended.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  await other.goto('/guide/house');
  await expect(other.getByRole('heading', { name: 'Access Required' })).toBeVisible();
  await phone.close();

  const old = await request.post('/api/login', {
    data: { email: member.email, password: member.password },
  });
  expect(old.status()).toBe(401);
  const fresh = await request.post('/api/login', {
    data: { email: member.email, password: 'a brand new one' },
  });
  expect(fresh.status()).toBe(200);
});
