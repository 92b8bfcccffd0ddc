import type { APIRequestContext } from '@playwright/test';
import { adminToken, KEEPER, logIn, memberWith } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

// The calendar feed, the fair share and the history (DECISIONS §16). Stays at Christmas 2025
// and in April 2026, clear of the sample stays and of the other stay tests.
test.describe.configure({ mode: 'serial' });

const ines = { email: 'ines@example.com', password: 'ines-password' };
const jonas = { email: 'jonas@example.com', password: 'jonas-password' };

const tokenOf = async (request: APIRequestContext, member: typeof ines) =>
  (await (await request.post('/api/login', { data: member })).json()).jwt as string;

/** A member's plan of one option, sent for approval: answers the option's id. */
async function request_(
  request: APIRequestContext,
  member: typeof ines,
  title: string,
  from: string,
  to: string,
): Promise<number> {
  const created = await request.post('/api/stay-plans', {
    headers: { authorization: `Bearer ${await tokenOf(request, member)}` },
    data: { title, expiry_date: '2025/12/01', options: [{ from, to, status: 'pending' }] },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).stay_plan.options[0].id;
}

const asAdmin = async (request: APIRequestContext) => ({
  authorization: `Bearer ${await adminToken(request, KEEPER)}`,
});

test('a member copies the calendar address from the profile, and the stays arrive in it', async ({
  page,
  context,
  request,
}) => {
  await memberWith(request, 'trusted', ines.email, ines.password, { first: 'Ines', last: 'Ek' });
  const christmas = await request_(request, ines, 'Christmas', '2025/12/20', '2025/12/24');
  const approved = await request.post(`/api/admin/approve-option/${christmas}`, {
    headers: await asAdmin(request),
  });
  expect(approved.status()).toBe(200);

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await logIn(page, ines.email, ines.password);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Your calendar feed' });
  const address = card.getByLabel('Calendar address');
  await expect(address).toHaveValue(/\/api\/calendar\/.+\.ics$/);
  await card.getByRole('button', { name: 'Copy' }).click();
  await expect(card.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await address.inputValue());
  await expect(card.getByRole('link', { name: 'Open in your calendar app' })).toHaveAttribute(
    'href',
    copied.replace(/^https?:/, 'webcal:'),
  );

  // What a calendar app fetches: no session, just the address.
  const feed = await page.request.fetch(copied, { headers: { authorization: '' } });
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = (await feed.text()).replace(/\r\n[ \t]/g, '');
  expect(text).toContain('SUMMARY:Your stay at the house');
  expect(text).toContain('DTSTART;VALUE=DATE:20251220');
  // The departure day is included: the event ends the day after.
  expect(text).toContain('DTEND;VALUE=DATE:20251225');

  // Her own share of the house: 4 nights at Christmas, all high season.
  await expect(
    page.getByRole('region', { name: 'Your share of the house' }).getByTestId('own-fair-share'),
  ).toHaveText('This year: 4 nights · high season 4 · declined 0');
});

test('an admin sees the fair share beside each request, and opens its history', async ({
  page,
  request,
}) => {
  await memberWith(request, 'trusted', jonas.email, jonas.password, {
    first: 'Jonas',
    last: 'Lind',
  });
  const ines_ = await request_(request, ines, 'Easter', '2026/04/06', '2026/04/10');
  const jonas_ = await request_(request, jonas, 'Påsk', '2026/04/08', '2026/04/12');

  await logIn(page, KEEPER.email, KEEPER.password);
  await page.goto('/admin/approvals');
  const jonasLine = page.getByTestId('pending-option').filter({ hasText: 'Jonas Lind' });
  const inesLine = page.getByTestId('pending-option').filter({ hasText: 'Ines Ek' });
  await expect(jonasLine.getByTestId('fair-share-line')).toHaveText(
    'This year: 0 nights · high season 0 · declined 0',
  );
  await expect(jonasLine).toContainText('No high season in two years');
  await expect(inesLine.getByTestId('fair-share-line')).toHaveText(
    'This year: 4 nights · high season 4 · declined 0',
  );
  await expect(inesLine).not.toContainText('No high season in two years');

  await jonasLine.getByRole('button', { name: /^History of Jonas Lind/ }).click();
  const dialog = page.getByRole('dialog', { name: 'History' });
  const changes = dialog.getByRole('list', { name: 'Changes, oldest first' });
  await expect(changes).toContainText('Made as Pending');
  await expect(changes).toContainText('Jonas Lind');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');

  // The table of every member, and back to a quiet panel for the tests after these.
  await page.goto('/admin/fair-share');
  const table = page.getByRole('table');
  await expect(table.getByRole('row', { name: /Ines Ek/ })).toContainText('4');
  await expectNoSeriousA11yViolations(page);
  await page.goto('/admin/settings');
  await expect(page.getByTestId('season-period')).toHaveCount(4);
  await expectNoSeriousA11yViolations(page);
  const headers = await asAdmin(request);
  for (const id of [ines_, jonas_]) {
    const declined = await request.post(`/api/admin/reject-option/${id}`, {
      headers,
      data: { reason: 'Tidying up after the test.' },
    });
    expect(declined.status()).toBe(200);
  }
});
