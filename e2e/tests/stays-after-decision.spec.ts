import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { mailSinkUrl } from '../playwright.config';
import { ADMIN, adminToken, logIn, memberWith } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { pickDays } from '../support/date-picker';
import { expect, test } from '../support/fixtures';

// Stays in 2026, clear of the sample stays and of the other stay tests' autumn of 2025.
test.describe.configure({ mode: 'serial' });

const greta = { email: 'greta@example.com', password: 'greta-password' };
const hugo = { email: 'hugo@example.com', password: 'hugo-password' };

/** Mails the local SMTP sink received. */
async function mails(page: Page): Promise<{ to: string[]; raw: string }[]> {
  return (await page.request.get(mailSinkUrl)).json();
}

/** A member's submitted plan of one option, approved by an admin: answers the option's id. */
async function approvedStay(
  request: APIRequestContext,
  member: { email: string; password: string },
  title: string,
  from: string,
  to: string,
): Promise<{ plan: number; option: number }> {
  const { jwt } = await (await request.post('/api/login', { data: member })).json();
  const created = await request.post('/api/stay-plans', {
    headers: { authorization: `Bearer ${jwt}` },
    data: { title, expiry_date: '2025/11/01', options: [{ from, to, status: 'pending' }] },
  });
  expect(created.status()).toBe(201);
  const { stay_plan } = await created.json();
  const option = stay_plan.options[0].id as number;
  const approved = await request.post(`/api/admin/approve-option/${option}`, {
    headers: { authorization: `Bearer ${await adminToken(request, ADMIN)}` },
  });
  expect(approved.status()).toBe(200);
  return { plan: stay_plan.id, option };
}

/** Time passes: a plan's validity is now behind us (straight in the app's database). */
async function moveValidity(plan: number, expiry: string) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { default: SQLite } = await import('better-sqlite3');
  const db = new SQLite(path.join(root, '.tmp', 'data', 'stuga.sqlite'));
  db.prepare('update stay_plan set expiry_date = ? where id = ?').run(expiry, plan);
  db.close();
}

/** A day on the timeline, by the start of its name ("14 Jan 2026, …"). */
const day = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${name},`) });

/** Moves the timeline's months forward until a day is shown. */
async function showDay(page: Page, name: string) {
  for (let i = 0; i < 6 && !(await day(page, name).isVisible()); i += 1) {
    await page.getByRole('button', { name: 'Later month' }).click();
  }
}

test('an approved plan after its validity still reads approved; its member cancels it, and the days are free', async ({
  page,
  request,
}) => {
  await memberWith(request, 'trusted', greta.email, greta.password);
  const { plan } = await approvedStay(request, greta, 'Skiing', '2026/01/12', '2026/01/16');
  await moveValidity(plan, '2025-09-10');

  await logIn(page, greta.email, greta.password);
  await page.goto('/book-stay');
  const card = page.getByRole('region', { name: 'Skiing' });
  await expect(card.getByText('Your stay 12 Jan 2026 – 16 Jan 2026 is approved.')).toBeVisible();
  await expect(card.getByText(/expired/)).toHaveCount(0);
  await expect(card.getByText('Approved', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: /^Cancel stay/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this stay?' });
  await expect(dialog).toContainText('Your stay 12 Jan 2026 – 16 Jan 2026 will be cancelled.');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel stay' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Cancel stay/ })).toHaveCount(0);

  // The days are free for everyone at once.
  await page.goto('/timeline');
  await showDay(page, '14 Jan 2026');
  await expect(day(page, '14 Jan 2026')).toHaveAccessibleName('14 Jan 2026, nobody booked');

  // The admins heard.
  await expect
    .poll(async () =>
      (await mails(page)).some(
        (m) =>
          m.to.includes(ADMIN.email) &&
          m.raw.includes('Subject: Stay cancelled by Vera Member: 12 Jan 2026 – 16 Jan 2026'),
      ),
    )
    .toBe(true);
});

test('an admin declines an approved stay from the timeline, with a reason the member is mailed', async ({
  page,
  request,
}) => {
  await memberWith(request, 'trusted', hugo.email, hugo.password);
  await approvedStay(request, hugo, 'February', '2026/02/02', '2026/02/05');
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/timeline');
  await showDay(page, '3 Feb 2026');
  await day(page, '3 Feb 2026').click();
  const bar = page.getByRole('region', { name: 'Chosen days' });
  await expect(bar.getByRole('list', { name: 'Who is there on 3 Feb 2026' })).toContainText(
    'Vera Member: 2 Feb 2026 – 5 Feb 2026 · Approved',
  );
  await bar
    .getByRole('button', { name: 'Decline the stay of Vera Member, 2 Feb 2026 – 5 Feb 2026' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Decline Stay Request' });
  await expect(dialog).toContainText(
    'Vera Member, 2 Feb 2026 – 5 Feb 2026: approved. Declining it frees the dates at once.',
  );
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel(/Reason/).fill('The roof is being fixed that week.');
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(bar.getByText('Stay declined. Vera Member is told why.')).toBeVisible();
  await expect(day(page, '3 Feb 2026')).toHaveAccessibleName('3 Feb 2026, nobody booked');

  await expect
    .poll(async () =>
      (await mails(page)).some(
        (m) =>
          m.to.includes(hugo.email) &&
          m.raw.includes('Subject: Approved stay declined: 2 Feb 2026 – 5 Feb 2026') &&
          m.raw.includes('The roof is being fixed that week.'),
      ),
    )
    .toBe(true);

  // The Set Horizon dialog passes too.
  await page.getByRole('button', { name: 'Set Horizon' }).click();
  const horizon = page.getByRole('dialog', { name: 'Set Horizon' });
  await expect(horizon).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await horizon.getByRole('button', { name: 'Close' }).click();
  await expect(horizon).toBeHidden();
});

test('on a 390 × 844 phone a range picked on the timeline is handed on without scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, greta.email, greta.password);
  await page.goto('/timeline');
  await showDay(page, '20 Jan 2026');
  await day(page, '20 Jan 2026').click();
  await day(page, '23 Jan 2026').click();
  const bar = page.getByRole('region', { name: 'Chosen days' });
  await expect(bar.getByText('20 Jan 2026 – 23 Jan 2026 chosen.')).toBeVisible();
  await expect(bar.getByText('3 nights')).toBeVisible();
  const plan = bar.getByRole('link', { name: 'Plan this visit' });
  // Where the thumb is, as the second tap left the page, and still there later.
  await expect(plan).toBeInViewport();
  const box = await plan.boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(844);
  // Once everything the screen fetches has come and every animation has ended, still there.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  await expect(plan).toBeInViewport();
  await expectNoSeriousA11yViolations(page);
  await plan.click();
  await expect(page).toHaveURL(/\/book-stay$/);
  // Greta's one plan is decided: the range goes to a new plan.
  await expect(
    page.getByRole('region', { name: 'Plan 2' }).getByLabel('Dates of a stay'),
  ).toHaveText(/20 Jan 2026 – 23 Jan 2026/);
});

test('the timeline grid is one tab stop, moved through by the arrow keys', async ({ page }) => {
  await logIn(page, greta.email, greta.password);
  await page.goto('/timeline');
  await expect(page.getByRole('region', { name: 'September 2025' })).toBeVisible();
  const stops = page.locator('[data-day][tabindex="0"]');
  await expect(stops).toHaveCount(1);
  await expect(stops).toHaveAccessibleName(/^12 Sept 2025, today/);
  // From the control before the grid, one Tab lands on today.
  await page.getByRole('button', { name: 'Later month' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAccessibleName(/^12 Sept 2025/);
  await page.keyboard.press('ArrowRight');
  await expect(page.locator(':focus')).toHaveAccessibleName(/^13 Sept 2025/);
  await page.keyboard.press('ArrowDown');
  await expect(page.locator(':focus')).toHaveAccessibleName(/^20 Sept 2025/);
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('PageDown');
  await expect(page.locator(':focus')).toHaveAccessibleName(/^20 Dec 2025/);
  await expect(stops).toHaveCount(1);
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(
    page
      .getByRole('region', { name: 'Chosen days' })
      .getByText('20 Dec 2025 – 22 Dec 2025 chosen.'),
  ).toBeVisible();
  // One more Tab leaves the grid.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus[data-day]')).toHaveCount(0);
});

test('the booking page asks before a plan is removed, keeps unsaved changes when left, and its dialogs pass axe', async ({
  page,
}) => {
  await logIn(page, greta.email, greta.password);
  await page.goto('/book-stay');
  await expect(page.getByRole('region', { name: 'Skiing' })).toBeVisible();
  // A plan whose stay was approved stays on record: it has no Remove.
  await expect(page.getByRole('button', { name: 'Remove Skiing' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Plan' }).click();
  const card = page.getByRole('region', { name: 'Plan 2' });
  // The date picker, open, named by its field.
  await card.getByLabel('Dates of a stay').click();
  const picker = page.getByRole('dialog', { name: 'Dates of a stay' });
  await expect(picker).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Three days in March: the picker opens at today; moved on month by month.
  await pickDays(page, card.getByLabel('Dates of a stay'), ['2026-03-02', '2026-03-05'], 'en', {
    opened: true,
  });
  await card.getByRole('button', { name: 'Add Option' }).click();
  await expect(card.getByRole('list', { name: 'Options, first choice first' })).toContainText(
    '2 Mar 2026 – 5 Mar 2026',
  );

  // Leaving with it unsaved goes at once, and coming back brings the changes back, named; a
  // reload too, after the browser's own question (the tab's copy would not outlive closing it).
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Timeline' })
    .click();
  await expect(page).toHaveURL(/\/timeline$/);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Plan Your Visit' })
    .click();
  await expect(page.getByText('Your changes to Plan 2 are not saved.')).toBeVisible();
  await expect(card.getByRole('list', { name: 'Options, first choice first' })).toContainText(
    '2 Mar 2026 – 5 Mar 2026',
  );
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.accept();
    }),
  );
  await page.reload();
  expect(await asked).toBe('beforeunload');
  await expect(page.getByText('Your changes to Plan 2 are not saved.')).toBeVisible();
  await expect(card.getByRole('list', { name: 'Options, first choice first' })).toContainText(
    '2 Mar 2026 – 5 Mar 2026',
  );
  await expectNoSeriousA11yViolations(page);

  // Removing a plan with an option asks first.
  await page.getByRole('button', { name: 'Remove Plan 2' }).click();
  const remove = page.getByRole('dialog', { name: 'Remove Plan 2?' });
  await expect(remove).toContainText('The plan and its option go for good');
  await expectNoSeriousA11yViolations(page);
  await remove.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toBeVisible();
  await page.getByRole('button', { name: 'Remove Plan 2' }).click();
  await remove.getByRole('button', { name: 'Remove plan' }).click();
  await expect(card).toHaveCount(0);
  // Nothing unsaved is left: the link goes at once.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Timeline' })
    .click();
  await expect(page).toHaveURL(/\/timeline$/);
});

test('the improvement dialog passes axe', async ({ page }) => {
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/improvements');
  await page.getByRole('button', { name: 'Add Improvement' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Improvement' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
