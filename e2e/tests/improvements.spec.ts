import type { Page } from '@playwright/test';
import { adminToken, KEEPER, logIn, memberWith } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, recordApiCalls, test } from '../support/fixtures';

test.describe.configure({ mode: 'serial' });

const vilma = { email: 'vilma@example.com', password: 'vilma-password' };
const card = (page: Page, title: string) => page.getByRole('article', { name: title });
const voteButton = (page: Page, title: string, type: 'up' | 'down') =>
  card(page, title).getByRole('button', { name: new RegExp(`\\(\\d+ ${type}\\)$`) });
/** An improvement's id, as the public list gives it. */
const improvementId = async (page: Page, title: string) => {
  const { improvements } = await (await page.request.get('/api/improvements')).json();
  return (improvements as { id: number; title: string }[]).find((i) => i.title === title)!.id;
};

test('a member votes up, is told why a second up vote is refused, moves the vote down and takes it back', async ({
  page,
  context,
  request,
}) => {
  await memberWith(request, 'verified', vilma.email, vilma.password);
  await logIn(page, vilma.email, vilma.password);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Improvements' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'House Improvements' })).toBeVisible();
  await expect(page.getByText(/You have 1 up vote and 1 down vote left/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Funding goal: New jetty boards' })).toBeVisible();
  await expect(page.getByText('0 kr of 18 000 kr given (0%).')).toBeVisible();
  await expect(page.getByText('Swish: 070-123 45 67')).toBeVisible();
  // A second tab, opened now, will not know of the first vote.
  const stale = await context.newPage();
  await stale.goto('/improvements');
  await expect(voteButton(stale, 'Two kayaks', 'up')).toBeEnabled();

  // One vote is one request: its answer is the whole view, nothing is fetched again.
  const recorder = recordApiCalls(page);
  await voteButton(page, 'Sauna stove', 'up').click();
  await expect(voteButton(page, 'Sauna stove', 'up')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/You have 0 up votes and 1 down vote left/)).toBeVisible();
  expect(await recorder.calls()).toEqual([
    `POST /api/improvements/${await improvementId(page, 'Sauna stove')}/vote`,
  ]);
  // With the up vote used, every other up button is off, and says why.
  await expect(voteButton(page, 'Two kayaks', 'up')).toBeDisabled();
  await expect(voteButton(page, 'Two kayaks', 'up')).toHaveAccessibleName(
    /^You have used your up vote\. Withdraw it, or move it here, to vote up again\./,
  );
  await expect(voteButton(page, 'Sauna stove', 'up')).toBeEnabled();

  // The stale tab tries anyway: the server refuses, and the page says why.
  await voteButton(stale, 'Two kayaks', 'up').click();
  await expect(stale.getByRole('alert')).toHaveText(
    /You have used your up vote\. Withdraw it, or move it here, to vote up again\./,
  );
  await stale.close();

  // Moving the vote down, then taking it back.
  await voteButton(page, 'Sauna stove', 'down').click();
  await expect(voteButton(page, 'Sauna stove', 'down')).toHaveAttribute('aria-pressed', 'true');
  await expect(voteButton(page, 'Sauna stove', 'up')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText(/You have 1 up vote and 0 down votes left/)).toBeVisible();
  await expect(card(page, 'Sauna stove')).toContainText('-1 vote (0 up, 1 down)');
  await voteButton(page, 'Sauna stove', 'down').click();
  await expect(voteButton(page, 'Sauna stove', 'down')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText(/You have 1 up vote and 1 down vote left/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('an admin adds a donation and the progress card moves; marking it pending takes it back', async ({
  page,
  request,
}) => {
  await adminToken(request, KEEPER);
  await logIn(page, KEEPER.email, KEEPER.password);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Donations' }).first().click();
  await expect(page).toHaveURL(/\/admin\/donations$/);
  await page.getByRole('button', { name: 'Add Donation' }).click();
  await expect(page.getByText('Please enter a valid donation amount')).toBeVisible();
  await page.getByLabel(/^Amount/).fill('13500');
  await page.getByLabel('Anonymous').check();
  await expect(page.getByLabel('Donor name')).toBeDisabled();
  await page.getByLabel('Anonymous').uncheck();
  await page.getByLabel('Donor name').fill('Olle Givare');
  await page.getByLabel('Message').fill('For the jetty!');
  await page.getByRole('button', { name: 'Add Donation' }).click();
  await expect(page.getByText('Donation added successfully!')).toBeVisible();
  const row = page.getByRole('row', { name: /Olle Givare/ });
  await expect(row).toContainText('13 500 kr');
  await expectNoSeriousA11yViolations(page);

  await page.goto('/improvements');
  await expect(page.getByText('13 500 kr of 18 000 kr given (75%).')).toBeVisible();
  await expect(page.locator('[data-tone]')).toHaveAttribute('data-tone', 'warning');

  await page.goto('/admin/donations');
  await page
    .getByRole('row', { name: /Olle Givare/ })
    .getByRole('button', { name: /^Verified/ })
    .click();
  await expect(
    page.getByRole('row', { name: /Olle Givare/ }).getByRole('button', { name: /^Pending/ }),
  ).toBeVisible();
  await page.goto('/improvements');
  await expect(page.getByText('0 kr of 18 000 kr given (0%).')).toBeVisible();
  await page.goto('/admin/donations');
  await page
    .getByRole('row', { name: /Olle Givare/ })
    .getByRole('button', { name: /^Pending/ })
    .click();
  await expect(
    page.getByRole('row', { name: /Olle Givare/ }).getByRole('button', { name: /^Verified/ }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to Admin Panel' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('marking the funding goal done moves the goal on and gives the member their vote back', async ({
  page,
  browser,
}) => {
  await logIn(page, vilma.email, vilma.password);
  await page.goto('/improvements');
  await voteButton(page, 'New jetty boards', 'up').click();
  await expect(page.getByText(/You have 0 up votes and 1 down vote left/)).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logIn(admin, KEEPER.email, KEEPER.password);
  await admin.goto('/admin/improvements');
  const jetty = admin.getByRole('article', { name: 'New jetty boards' });
  await jetty.getByRole('button', { name: 'Done' }).click();
  await expect(jetty.getByRole('button', { name: 'Undo' })).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
  await adminContext.close();

  // The member's next action brings the news: a new goal, noticed, and the vote given back.
  await voteButton(page, 'Two kayaks', 'down').click();
  await expect(page.getByText('Funding goal updated')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Funding goal: Air-to-air heat pump' }),
  ).toBeVisible();
  await expect(page.getByText(/You have 1 up vote and 0 down votes left/)).toBeVisible();
  await expect(card(page, 'New jetty boards')).toContainText('Done');
  await expect(page.getByText('Funding goal updated')).toBeHidden({ timeout: 5000 });
});

test('the three screens fit a 375 px phone and pass axe there', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await logIn(page, KEEPER.email, KEEPER.password);
  for (const address of ['/improvements', '/admin/donations', '/admin/improvements']) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0, { timeout: 10_000 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, address).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  }
});
