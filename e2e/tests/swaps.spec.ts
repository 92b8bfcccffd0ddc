import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, adminToken, logIn, memberWith } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

/** Swaps between members end to end (DECISIONS §19): Vera and Tom trade two weeks. */
test.describe.configure({ mode: 'serial' });

const vera = { email: 'vera.swap@example.com', password: 'vera-swap-password' };
const tom = { email: 'tom.swap@example.com', password: 'tom-swap-password' };

const jwtOf = async (request: APIRequestContext, who: { email: string; password: string }) =>
  (await (await request.post('/api/login', { data: who })).json()).jwt as string;

/** An approved stay of a member, through the real calls. */
async function approvedStay(
  request: APIRequestContext,
  who: { email: string; password: string },
  title: string,
  from: string,
  to: string,
) {
  const planned = await request.post('/api/stay-plans', {
    headers: { authorization: `Bearer ${await jwtOf(request, who)}` },
    data: { title, expiry_date: '2025/11/01', options: [{ from, to, status: 'pending' }] },
  });
  expect(planned.status(), await planned.text()).toBe(201);
  const option = (await planned.json()).stay_plan.options[0].id as number;
  const approved = await request.post(`/api/admin/approve-option/${option}`, {
    headers: { authorization: `Bearer ${await adminToken(request, ADMIN)}` },
  });
  expect(approved.status()).toBe(200);
}

/** The member's calendar feed, as a calendar app reads it. */
async function feedOf(request: APIRequestContext, who: { email: string; password: string }) {
  const address = await request.get('/api/calendar-feed', {
    headers: { authorization: `Bearer ${await jwtOf(request, who)}` },
  });
  const { url } = await address.json();
  return (await request.get(new URL(url).pathname)).text();
}

const day = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${name},`) });

test('Vera offers Tom her November week for his December one; Tom accepts; timelines and feeds follow', async ({
  page,
  browser,
  request,
}) => {
  await memberWith(request, 'trusted', vera.email, vera.password, { first: 'Vera', last: 'Byte' });
  await memberWith(request, 'trusted', tom.email, tom.password, { first: 'Tom', last: 'Byte' });
  await approvedStay(request, vera, 'November', '2025/11/17', '2025/11/21');
  await approvedStay(request, tom, 'December', '2025/12/01', '2025/12/05');

  await logIn(page, vera.email, vera.password);
  await page.goto('/book-stay');
  // On her booked stay: "Offer to another member" opens the swaps card's form with it chosen.
  await page
    .getByRole('button', { name: 'Offer to another member: 17 Nov 2025 – 21 Nov 2025' })
    .click();
  const card = page.getByRole('region', { name: 'Swaps and gifts' });
  await expect(card.getByLabel('Your stay')).toHaveValue(/\d+/);
  await expect(card.getByLabel('To')).toBeFocused();
  await expect(card.getByLabel('Your stay').locator('option:checked')).toHaveText(
    '17 Nov 2025 – 21 Nov 2025',
  );
  await card.getByLabel('To').selectOption({ label: 'Tom Byte' });
  await card.getByLabel('In exchange for').selectOption({ label: '1 Dec 2025 – 5 Dec 2025' });
  await card.getByLabel('Note (optional)').fill('Shall we trade?');
  await card.getByRole('button', { name: 'Offer it' }).click();
  await expect(card.getByText('Offered. They have 48 hours to answer.')).toBeVisible();
  // She reads what she offers, and until when Tom may answer.
  await expect(
    card.getByText(
      'You offer Tom Byte your stay 17 Nov 2025 – 21 Nov 2025 for theirs, 1 Dec 2025 – 5 Dec 2025',
    ),
  ).toBeVisible();
  await expect(card.getByText(/^Tom Byte has until .+ to answer\.$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Tom, on his own phone, accepts: outside high season, the stays change hands at once.
  const toms = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    viewport: { width: 375, height: 740 },
  });
  const tomsPage = await toms.newPage();
  await logIn(tomsPage, tom.email, tom.password);
  await tomsPage.goto('/book-stay');
  const tomsCard = tomsPage.getByRole('region', { name: 'Swaps and gifts' });
  await expect(tomsCard.getByText('Note: Shall we trade?')).toBeVisible();
  // Tom reads it as offered to him, with his deadline.
  await expect(
    tomsCard.getByText(
      'Vera Byte offers you their stay 17 Nov 2025 – 21 Nov 2025 for yours, 1 Dec 2025 – 5 Dec 2025',
    ),
  ).toBeVisible();
  await expect(tomsCard.getByText(/^Answer by .+; after that the offer lapses\.$/)).toBeVisible();
  await expectNoSeriousA11yViolations(tomsPage);
  await tomsCard.getByRole('button', { name: /^Accept: / }).click();
  await expect(tomsCard.getByText('Done', { exact: true })).toBeVisible();

  // Both timelines: November is Tom's, December Vera's.
  // The stay he got is among his other stays on Plan a Visit, to offer on or cancel.
  const others = tomsCard.page().getByRole('region', { name: 'Your other stays' });
  await expect(others.getByText('17 Nov 2025 – 21 Nov 2025')).toBeVisible();
  await expect(others.getByText('From a swap or a gift')).toBeVisible();
  await expect(
    others.getByRole('button', { name: 'Cancel stay 17 Nov 2025 – 21 Nov 2025' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(tomsPage);
  await tomsPage.goto('/timeline');
  await expect(day(tomsPage, '18 Nov 2025')).toHaveAccessibleName(/Tom Byte/);
  await expect(day(tomsPage, '2 Dec 2025')).toHaveAccessibleName(/Vera Byte/);
  await toms.close();
  await page.goto('/timeline');
  await expect(day(page, '18 Nov 2025')).toHaveAccessibleName(/Tom Byte/);
  await expect(day(page, '2 Dec 2025')).toHaveAccessibleName(/Vera Byte/);

  // And both calendar feeds.
  const verasFeed = await feedOf(request, vera);
  expect(verasFeed).toContain('DTSTART;VALUE=DATE:20251201');
  expect(verasFeed).toMatch(/DTSTART;VALUE=DATE:20251117[\s\S]*?SUMMARY:Tom at the house/);
  const tomsFeed = await feedOf(request, tom);
  expect(tomsFeed).toMatch(/DTSTART;VALUE=DATE:20251117[\s\S]*?SUMMARY:Your stay at the house/);
});

test('an admin approves a swap in high season from the keyboard; focus goes to what it did', async ({
  page,
  request,
}) => {
  await approvedStay(request, vera, 'July', '2026/07/06', '2026/07/10');
  await approvedStay(request, tom, 'Later July', '2026/07/20', '2026/07/24');
  const bearer = async (who: { email: string; password: string }) => ({
    authorization: `Bearer ${await jwtOf(request, who)}`,
  });
  const stays = await (
    await request.get('/api/swaps/stays', { headers: await bearer(vera) })
  ).json();
  const mine = stays.mine.find((stay: { from: string }) => stay.from === '2026/07/06');
  const theirs = stays.theirs.find((stay: { from: string }) => stay.from === '2026/07/20');
  const offered = await request.post(`/api/bookings/${mine.booking_id}/offer`, {
    headers: await bearer(vera),
    data: { to_user_id: theirs.user_id, their_booking_id: theirs.booking_id, note: '' },
  });
  expect(offered.status(), await offered.text()).toBe(201);
  const { swap } = await offered.json();
  expect(swap.needs_admin).toBe(true);
  const accepted = await request.post(`/api/swaps/${swap.id}/accept`, {
    headers: await bearer(tom),
  });
  expect((await accepted.json()).swap.status).toBe('accepted');

  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/approvals');
  const card = page.getByRole('region', { name: 'Swaps to approve' });
  // Once approved, the calendars' refresh comes well after the list's: the line is gone, and
  // focus has settled on the card, before the answer says what it did (as on a slow network).
  let approved = false;
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().includes('/api/admin/swaps/')) approved = true;
  });
  await page.route('**/api/stay-plans**', async (route) => {
    if (approved) await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await card.getByRole('button', { name: /^Approve: Vera Byte offers Tom Byte/ }).focus();
  await page.keyboard.press('Enter');
  const done = card.getByText(/^Approved: Vera Byte offers Tom Byte the stay/);
  await expect(done).toBeVisible();
  await expect(done).toBeFocused();
  await expectNoSeriousA11yViolations(page);
});
