import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { mailSinkUrl } from '../playwright.config';
import { ADMIN, adminToken, logIn, memberWith } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { pickDays } from '../support/date-picker';
import { expect, recordApiCalls, test } from '../support/fixtures';
import { pickUpWithKeyboard } from '../support/sortable';

test.describe.configure({ mode: 'serial' });

/** Picks a range in a plan card's date picker. */
const pickRange = (page: Page, card: Locator, from: string, to: string) =>
  pickDays(page, card.getByLabel('Dates of a stay'), [from, to]);

const rows = (card: Locator) =>
  card.getByRole('list', { name: 'Options, first choice first' }).getByRole('listitem');

/** Mails the local SMTP sink received. */
async function mails(page: Page): Promise<{ to: string[]; raw: string }[]> {
  return (await page.request.get(mailSinkUrl)).json();
}

const tove = { email: 'tove@example.com', password: 'tove-password' };
const olle = { email: 'olle@example.com', password: 'olle-password' };

test('a trusted member plans two options, reorders them by drag and by keyboard, and submits', async ({
  page,
  request,
}) => {
  await memberWith(request, 'trusted', tove.email, tove.password);
  await logIn(page, tove.email, tove.password);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Plan Your Visit' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Plan Your Visit' })).toBeVisible();
  await expect(page.getByText('2 500 kr (about 210 EUR)').first()).toBeVisible();
  const card = page.getByRole('region', { name: 'Plan 1' });
  await expect(card.getByLabel('Plan title')).toHaveValue('Plan 1');
  await card.getByLabel('Plan title').fill('Autumn break');
  const plan = page.getByRole('region', { name: 'Autumn break' });

  await pickRange(page, plan, '2025-11-03', '2025-11-07');
  await plan.getByRole('button', { name: 'Add Option' }).click();
  await pickRange(page, plan, '2025-11-20', '2025-11-23');
  await plan.getByRole('button', { name: 'Add Option' }).click();
  await expect(rows(plan)).toHaveCount(2);
  await expect(rows(plan).first()).toContainText('3 Nov 2025 – 7 Nov 2025');
  await expect(rows(plan).first()).toContainText('Planning');
  await rows(plan)
    .nth(1)
    .getByLabel(/Personal note/)
    .fill('Or the week after');

  // Drag the second above the first with the mouse.
  const handle = (index: number) =>
    rows(plan)
      .nth(index)
      .getByRole('button', { name: /^Move option/ });
  const target = await handle(0).boundingBox();
  await handle(1).hover();
  await page.mouse.down();
  await page.mouse.move(target!.x + target!.width / 2, target!.y + 2, { steps: 12 });
  await page.mouse.up();
  await expect(rows(plan).first()).toContainText('20 Nov 2025 – 23 Nov 2025');

  // And back with the keyboard: pick up, one step down, drop.
  await handle(0).focus();
  // The screen reader's live region says what happens at each step.
  const live = page.locator('[id^="DndLiveRegion"]');
  await pickUpWithKeyboard(page);
  await expect(live).toHaveText(/20 Nov 2025 – 23 Nov 2025 is now over position 1/);
  await page.keyboard.press('ArrowDown');
  await expect(live).toHaveText(/is now over position 2/);
  await page.keyboard.press('Space');
  await expect(live).toHaveText(/dropped at position 2/);
  await expect(rows(plan).first()).toContainText('3 Nov 2025 – 7 Nov 2025');
  await expect(
    rows(plan)
      .nth(1)
      .getByLabel(/Personal note/),
  ).toHaveValue('Or the week after');

  // One save is one request: its answer is what the page shows, nothing is fetched again.
  const recorder = recordApiCalls(page);
  await plan.getByRole('button', { name: 'Save & Submit Plan' }).click();
  await expect(plan.getByText('Plan submitted. The admins will look at it soon.')).toBeVisible();
  await expect(rows(plan).first()).toContainText('Pending');
  await expect(rows(plan).nth(1)).toContainText('Pending');
  await expect(plan.getByRole('button', { name: 'Submit Plan' })).toBeDisabled();
  expect(await recorder.calls()).toEqual(['POST /api/stay-plans']);

  // The admins heard of it.
  await expect
    .poll(async () =>
      (await mails(page)).some((m) => m.raw.includes('submitted the plan "Autumn break"')),
    )
    .toBe(true);
  await expectNoSeriousA11yViolations(page);
});

test('an admin approves one option; the member sees it approved and the other declined, and both hear by mail', async ({
  page,
  request,
}) => {
  await adminToken(request, ADMIN);
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Approve Stays' }).first().click();
  await expect(page).toHaveURL(/\/admin\/approvals$/);
  const line = page.getByTestId('pending-option').filter({ hasText: '3 Nov 2025 – 7 Nov 2025' });
  await expect(line).toContainText('Vera Member');
  await expect(line).toContainText('choice 1 in “Autumn break”');
  await expect(line.getByRole('checkbox')).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await line.getByRole('button', { name: 'Approve' }).click();
  // Astrid's sample option ending 1 November is two days short of the cleaning gap: declined too.
  await expect(
    page.getByText('Stay approved. Declined automatically: 2 (1 conflicting, 1 of the same plan).'),
  ).toBeVisible();
  await expect(page.getByTestId('pending-option').filter({ hasText: 'Nov 2025' })).toHaveCount(0);

  // The member's plan now shows the decision and why the other option was declined.
  await page.evaluate(() => window.localStorage.clear());
  await logIn(page, tove.email, tove.password);
  await page.goto('/book-stay');
  const plan = page.getByRole('region', { name: 'Autumn break' });
  await expect(rows(plan).first()).toContainText('Approved');
  await expect(rows(plan).nth(1)).toContainText('Declined');
  await expect(rows(plan).nth(1)).toContainText(
    'Declined: Another option of this plan was approved (3 Nov 2025 – 7 Nov 2025).',
  );

  await expect
    .poll(async () => {
      const toTove = (await mails(page)).filter((m) => m.to.includes(tove.email));
      return toTove.some(
        (m) =>
          m.raw.includes('Subject: Stay approved: 3 Nov 2025 – 7 Nov 2025') &&
          m.raw.includes('- 20 Nov 2025 – 23 Nov 2025: Another option of this plan was approved'),
      );
    })
    .toBe(true);
});

test("another member's option that overlaps an approved stay is refused with SPEC's message", async ({
  page,
  request,
}) => {
  await memberWith(request, 'trusted', olle.email, olle.password);
  await logIn(page, olle.email, olle.password);
  await page.goto('/book-stay');
  const plan = page.getByRole('region', { name: 'Plan 1' });
  await pickRange(page, plan, '2025-11-06', '2025-11-09');
  await plan.getByRole('button', { name: 'Add Option' }).click();
  await expect(
    plan.getByText('Overlaps with approved stay by Vera Member (3 Nov 2025 - 7 Nov 2025)'),
  ).toBeVisible();
  await pickRange(page, plan, '2025-11-09', '2025-11-12');
  await plan.getByRole('button', { name: 'Add Option' }).click();
  await expect(
    plan.getByText(
      'Starts only 2 day(s) after approved stay by Vera Member (3 Nov 2025 - 7 Nov 2025). Need 4+ days for cleaning.',
    ),
  ).toBeVisible();
  await expect(rows(plan)).toHaveCount(0);
  // Four days after is fine.
  await pickRange(page, plan, '2025-11-11', '2025-11-12');
  await plan.getByRole('button', { name: 'Add Option' }).click();
  await expect(rows(plan)).toHaveCount(1);
});

test('a range picked on the timeline arrives on the booking page', async ({ page }) => {
  await logIn(page, olle.email, olle.password);
  await page.goto('/timeline');
  await expect(page.getByRole('heading', { level: 1, name: 'Timeline' })).toBeVisible();
  await expect(page.getByText('No planning horizon is set: members see every stay.')).toBeVisible();
  // Past days are ignored; the second click completes the range, swapped when earlier.
  await expect(page.getByText(/^1 Sept 2025/)).toBeAttached();
  await expect(page.getByRole('button', { name: /^1 Sept 2025/ })).toHaveCount(0);
  await page.getByRole('button', { name: /^12 Dec 2025/ }).click();
  await page.getByRole('button', { name: /^10 Dec 2025/ }).click();
  await expect(page.getByText('10 Dec 2025 – 12 Dec 2025 chosen.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^11 Dec 2025/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The highlight goes after two seconds; the range stays on offer.
  await expect(page.getByRole('button', { name: /^11 Dec 2025/ })).toHaveAttribute(
    'aria-pressed',
    'false',
    {
      timeout: 4000,
    },
  );
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Plan this visit' }).click();
  await expect(page).toHaveURL(/\/book-stay$/);
  await expect(
    page.getByRole('region', { name: 'Plan 1' }).getByLabel('Dates of a stay'),
  ).toHaveText(/10 Dec 2025 – 12 Dec 2025/);
});

test('an expired plan is read-only', async ({ page, request }) => {
  const login = await request.post('/api/login', { data: olle });
  const { jwt } = await login.json();
  const created = await request.post('/api/stay-plans', {
    headers: { authorization: `Bearer ${jwt}` },
    data: {
      title: 'Too late',
      expiry_date: '2025/10/01',
      options: [{ from: '2025/12/01', to: '2025/12/02' }],
    },
  });
  expect(created.status()).toBe(201);
  const { stay_plan } = await created.json();
  // Time passes: the plan's expiry is now behind us (straight in the app's database).
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { default: SQLite } = await import('better-sqlite3');
  const db = new SQLite(path.join(root, '.tmp', 'data', 'stuga.sqlite'));
  db.prepare('update stay_plan set expiry_date = ? where id = ?').run('2025-09-10', stay_plan.id);
  db.close();

  await logIn(page, olle.email, olle.password);
  await page.goto('/book-stay');
  const plan = page.getByRole('region', { name: 'Too late' });
  await expect(plan.getByText('This plan expired on 10 Sept 2025.')).toBeVisible();
  await expect(plan.getByRole('button', { name: 'Add Option' })).toBeDisabled();
  await expect(plan.getByLabel('Plan title')).toBeDisabled();
  await expect(plan.getByRole('button', { name: /Submit Plan/ })).toBeDisabled();
  await expect(
    rows(plan)
      .first()
      .getByRole('button', { name: /^Move option/ }),
  ).toBeDisabled();
  await expect(plan.getByRole('button', { name: /^Delete option/ })).toHaveCount(0);
});

test('both screens fit a 375 px phone and pass axe there', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await logIn(page, ADMIN.email, ADMIN.password);
  for (const address of ['/book-stay', '/timeline', '/admin/approvals']) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Who is coming')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, address).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  }
});

test('on a phone a month of the timeline out of view is drawn only when it comes near', async ({
  page,
  request,
}) => {
  await adminToken(request);
  await page.setViewportSize({ width: 375, height: 740 });
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/timeline');
  const months = page.getByRole('region', { name: /^[A-Z][a-z]+ \d{4}$/ });
  await expect(months).toHaveCount(6);
  // What a skipped month holds is not styled, laid out or painted (content-visibility: auto).
  const drawn = (month: Locator) =>
    month.evaluate((section) =>
      section.querySelector('div')!.checkVisibility({ contentVisibilityAuto: true }),
    );
  const last = months.last();
  expect(await drawn(last)).toBe(false);
  // Its place is held at about its height, so the page does not jump when it is drawn.
  const held = (await last.boundingBox())!.height;
  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => drawn(last)).toBe(true);
  expect(Math.abs((await last.boundingBox())!.height - held)).toBeLessThan(24);
  await expect(last.getByText('Mon', { exact: true })).toBeVisible();
});
