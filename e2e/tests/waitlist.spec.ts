import { simpleParser } from 'mailparser';
import type { APIRequestContext, Page } from '@playwright/test';
import { withPendingPlans, type PendingApprovals } from '@stuga/shared';
import { mailSinkUrl } from '../playwright.config';
import { ADMIN, adminToken, logIn, memberWith } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { expectFocusSeen } from '../support/focus';

/** The waitlist end to end (DECISIONS §19): Tina waits for Tom's midsummer; Tom cancels; Tina claims. */
test.describe.configure({ mode: 'serial' });

const tina = { email: 'tina.wait@example.com', password: 'tina-wait-password' };
const tom = { email: 'tom.wait@example.com', password: 'tom-wait-password' };

const jwtOf = async (request: APIRequestContext, who: { email: string; password: string }) =>
  (await (await request.post('/api/login', { data: who })).json()).jwt as string;

/** Mails the sink holds for an address, parsed. */
async function mailsTo(page: Page, address: string) {
  const all: { to: string[]; source: { data: number[] } }[] = await (
    await page.request.get(mailSinkUrl)
  ).json();
  return Promise.all(
    all
      .filter((mail) => mail.to.includes(address))
      .map((mail) => simpleParser(Buffer.from(mail.source.data))),
  );
}

test('Tina waits for midsummer, booked by Tom; Tom cancels; Tina is offered them by mail, claims, and the admin approves', async ({
  page,
  browser,
  request,
}) => {
  await memberWith(request, 'trusted', tina.email, tina.password, { first: 'Tina', last: 'Wik' });
  await memberWith(request, 'trusted', tom.email, tom.password, { first: 'Tom', last: 'Ås' });
  // Tom's approved stay: midsummer week, 19–26 June.
  const planned = await request.post('/api/stay-plans', {
    headers: { authorization: `Bearer ${await jwtOf(request, tom)}` },
    data: {
      title: 'Midsummer',
      expiry_date: '2025/11/01',
      options: [{ from: '2026/06/19', to: '2026/06/26', status: 'pending' }],
    },
  });
  expect(planned.status(), await planned.text()).toBe(201);
  const option = (await planned.json()).stay_plan.options[0].id as number;
  const admin = { authorization: `Bearer ${await adminToken(request, ADMIN)}` };
  expect(
    (await request.post(`/api/admin/approve-option/${option}`, { headers: admin })).status(),
  ).toBe(200);

  // Tina picks Tom's days on the timeline: booked, so she asks to be told if they free up.
  await logIn(page, tina.email, tina.password);
  await page.goto('/timeline');
  // The timeline opens on the months from September: June is four months on.
  for (let month = 0; month < 4; month += 1) {
    await page.getByRole('button', { name: 'Later month' }).click();
  }
  await page.getByRole('button', { name: /^19 June 2026/ }).click();
  await page.getByRole('button', { name: /^26 June 2026/ }).click();
  await expect(page.getByText('19 June 2026 – 26 June 2026 chosen.')).toBeVisible();
  await page.getByRole('link', { name: 'Tell me if these dates free up' }).click();
  await expect(page).toHaveURL(/\/book-stay$/);
  const card = page.getByRole('region', { name: 'Waiting for dates' });
  // The days handed over wait in the app's own picker.
  await expect(card.getByLabel('Days you wait for')).toHaveText('19 June 2026 – 26 June 2026');
  await card.getByLabel('Fewest nights').fill('5');
  await card.getByRole('button', { name: 'Tell me if these dates free up' }).click();
  await expect(card.getByText('At least 5 nights · number 1 in line')).toBeVisible();
  await expect(
    card.getByText(
      'You wait for 19 June 2026 – 26 June 2026. If they free up, they are offered to you by mail and here.',
    ),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Tom cancels: the days are offered to Tina, by mail.
  const tomsPlans = await request.get('/api/stay-plans', {
    headers: { authorization: `Bearer ${await jwtOf(request, tom)}` },
  });
  expect(tomsPlans.status()).toBe(200);
  const cancelled = await request.post(`/api/stay-options/${option}/cancel`, {
    headers: { authorization: `Bearer ${await jwtOf(request, tom)}` },
  });
  expect(cancelled.status()).toBe(200);
  await expect
    .poll(async () => (await mailsTo(page, tina.email)).map((mail) => mail.subject))
    .toContain('Days you wait for are free: 19 June 2026 – 26 June 2026');
  const [offerMail] = (await mailsTo(page, tina.email)).filter((m) =>
    m.subject?.startsWith('Days you wait for'),
  );
  expect(offerMail!.text).toContain('They are held for you until 13 Sept 2025, 09:17');
  expect(offerMail!.text).toMatch(/Claim or pass: http:\/\/localhost:\d+\/book-stay/);

  await page.reload();
  // The offer is at the top of the page.
  const offer = page
    .getByRole('alert')
    .filter({ hasText: '19 June 2026 – 26 June 2026 are free for you' });
  await expect(offer).toContainText('Held for you until 13 Sept 2025, 09:17.');
  await expectNoSeriousA11yViolations(page);
  await offer.getByRole('button', { name: 'Claim' }).focus();
  await page.keyboard.press('Enter');
  // Claiming asks who comes, as any request does.
  await offer.getByLabel('Adults').selectOption('2');
  await offer.getByRole('button', { name: 'Claim 19 June 2026 – 26 June 2026' }).focus();
  await page.keyboard.press('Enter');
  await expect(offer).toBeHidden();
  // The offer gone, focus goes to what is seen, never to a hidden announcement.
  await expectFocusSeen(page);
  await expect(card.getByText('At least 5 nights · claimed, with the admins')).toBeVisible();
  // The claim is her request, on her plans.
  await expect(page.getByRole('region', { name: 'From the waitlist' })).toBeVisible();

  // The admin sees where it came from, and approves it.
  const adminContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const adminPage = await adminContext.newPage();
  await logIn(adminPage, ADMIN.email, ADMIN.password);
  await adminPage.goto('/admin/approvals');
  const request_ = adminPage.getByTestId('pending-option').filter({ hasText: 'Tina Wik' });
  await expect(request_.getByText('From the waitlist', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(adminPage);
  await adminContext.close();
  const pending = withPendingPlans<PendingApprovals>(
    await (await request.get('/api/admin/pending-approvals', { headers: admin })).json(),
  );
  const claimed = [...pending.non_conflicted_options, ...pending.conflicts.flat()].find(
    (o) => o.plan.current_user === 'Tina Wik',
  )!;
  expect(claimed.from_waitlist).toBe(true);
  expect(
    (await request.post(`/api/admin/approve-option/${claimed.id}`, { headers: admin })).status(),
  ).toBe(200);

  // Tina's stay now: her request from the waitlist, approved.
  const hers = await (
    await request.get('/api/stay-plans', {
      headers: { authorization: `Bearer ${await jwtOf(request, tina)}` },
    })
  ).json();
  expect(
    hers.stay_plans
      .filter((plan: { own: boolean }) => plan.own)
      .flatMap((plan: { options: { from: string; to: string; status: string }[] }) =>
        plan.options.map((o) => [o.from, o.to, o.status]),
      ),
  ).toEqual([['2026/06/19', '2026/06/26', 'approved']]);
});
