import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { adminToken, KEEPER, logIn, memberWith } from '../support/accounts';
import { expect, test } from '../support/fixtures';

/**
 * Every action returns focus to where it started, or to its result (ARCHITECTURE convention 14):
 * a keyboard or screen reader user goes on from there, never from the top of the page. Each
 * action is done from the keyboard, as such a user does it.
 */
test.describe.configure({ mode: 'default' });

const iris = { email: 'iris@example.com', password: 'iris-password' };

/** What has focus, described: the page itself, or an element's role and name. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'the page';
    const name =
      element.getAttribute('aria-label') ?? element.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    return `${element.getAttribute('role') ?? element.tagName.toLowerCase()}: ${name}`;
  });

/** Focus is on `target` or inside it, and has not fallen to the page. */
async function expectFocusIn(page: Page, target: Locator) {
  await expect
    .poll(async () =>
      (await target.evaluate(
        (element) =>
          document.activeElement !== document.body && element.contains(document.activeElement),
      ))
        ? 'inside'
        : `elsewhere: ${await focused(page)}`,
    )
    .toBe('inside');
}

async function tokenOf(request: APIRequestContext, who: { email: string; password: string }) {
  return (await (await request.post('/api/login', { data: who })).json()).jwt as string;
}

/** A plan of Iris's through the API: answers its option ids. */
async function planOf(
  request: APIRequestContext,
  title: string,
  options: { from: string; to: string; status: 'planning' | 'pending' }[],
) {
  const created = await request.post('/api/stay-plans', {
    headers: { authorization: `Bearer ${await tokenOf(request, iris)}` },
    data: { title, expiry_date: '2026/12/01', options },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()).stay_plan.options as { id: number }[]).map((o) => o.id);
}

const approve = async (request: APIRequestContext, id: number) =>
  expect(
    (
      await request.post(`/api/admin/approve-option/${id}`, {
        headers: { authorization: `Bearer ${await adminToken(request, KEEPER)}` },
      })
    ).status(),
  ).toBe(200);

test.beforeAll(async ({ request }) => {
  await adminToken(request, KEEPER);
  // Made once; a worker started again after a failure finds her there.
  if ((await request.post('/api/login', { data: iris })).status() !== 200) {
    await memberWith(request, 'trusted', iris.email, iris.password, { first: 'Iris', last: 'Ek' });
  }
});

test('submitting a plan and cancelling a stay keep focus in the plan, on what they did', async ({
  page,
  request,
}) => {
  await planOf(request, 'March', [{ from: '2026/02/16', to: '2026/02/19', status: 'planning' }]);
  const [booked] = await planOf(request, 'April', [
    { from: '2026/02/23', to: '2026/02/26', status: 'pending' },
  ]);
  await approve(request, booked!);
  await logIn(page, iris.email, iris.password);
  await page.goto('/book-stay');

  const march = page.getByRole('region', { name: 'March' });
  await march.getByRole('button', { name: 'Submit Plan' }).focus();
  await page.keyboard.press('Enter');
  await expect(march.getByText(/^Plan submitted/)).toBeVisible();
  // Nothing is left to submit, so the button is off: focus is on what the submission says.
  await expectFocusIn(page, march);
  expect(await focused(page)).toMatch(/Plan submitted/);

  const april = page.getByRole('region', { name: 'April' });
  await april.getByRole('button', { name: /^Cancel stay/ }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cancel this stay?' });
  await dialog.getByRole('button', { name: 'Cancel stay' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(april.getByText('Cancelled', { exact: true })).toBeVisible();
  // The button went with the stay: focus is on what the cancellation says.
  await expectFocusIn(page, april);
  expect(await focused(page)).toMatch(/cancelled/i);
});

test('Decline on the timeline: Escape returns to the button, a decline to its result', async ({
  page,
  request,
}) => {
  const [stay] = await planOf(request, 'May', [
    { from: '2026/03/02', to: '2026/03/05', status: 'pending' },
  ]);
  await approve(request, stay!);
  await logIn(page, KEEPER.email, KEEPER.password);
  await page.goto('/timeline');
  for (
    let i = 0;
    i < 6 && !(await page.getByRole('button', { name: /^4 Mar 2026,/ }).isVisible());
    i += 1
  ) {
    await page.getByRole('button', { name: 'Later month' }).click();
  }
  await page.getByRole('button', { name: /^4 Mar 2026,/ }).click();
  const bar = page.getByRole('region', { name: 'Chosen days' });
  const decline = bar.getByRole('button', {
    name: 'Decline the stay of Iris Ek, 2 Mar 2026 – 5 Mar 2026',
  });
  await decline.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Decline Stay Request' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(decline).toBeFocused();

  await page.keyboard.press('Enter');
  await dialog.getByLabel(/Reason/).fill('The jetty is rebuilt that week.');
  await dialog.getByRole('button', { name: 'Decline' }).focus();
  await page.keyboard.press('Enter');
  await expect(bar.getByText('Stay declined. Iris Ek is told why.')).toBeVisible();
  await expectFocusIn(page, bar);
});

test('a donation, a guestbook post and a contact message keep focus on their forms', async ({
  page,
  request,
}) => {
  await adminToken(request, KEEPER);
  await logIn(page, KEEPER.email, KEEPER.password);

  await page.goto('/admin/donations');
  await page.getByLabel(/^Amount/).fill('200');
  await page.getByLabel('Donor name').fill('Focus Giver');
  // Not verified: the totals other tests read stay as they are.
  await page.getByLabel(/^Verified/).uncheck();
  await page.getByRole('button', { name: 'Add Donation' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Donation added successfully!')).toBeVisible();
  // The keeper puts focus back a moment after the button works again (SETTLE_MS).
  await expect.poll(() => focused(page)).toMatch(/Add Donation|Donation added successfully/);

  await page.goto('/guestbook');
  await page.getByRole('button', { name: 'Leave a Message' }).click();
  await page.getByLabel(/^Message/).fill('Focus stays where I was.');
  await page.getByRole('button', { name: 'Post Message' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Thanks for your message!')).toBeVisible();
  await expect.poll(() => focused(page)).toMatch(/Post Message|Thanks for your message/);

  await page.goto('/contact');
  await page.getByLabel(/^Message/).fill('Where do we leave the key?');
  await page.getByRole('combobox', { name: 'Subject' }).click();
  await page.getByRole('option', { name: 'Booking Question' }).click();
  await page.getByRole('button', { name: 'Send Message' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Message Sent Successfully!')).toBeVisible();
  await expect.poll(() => focused(page)).toMatch(/Send Message|Message Sent Successfully/);
});

test('closing the improvement and guide editors returns to what opened them', async ({ page }) => {
  await logIn(page, KEEPER.email, KEEPER.password);
  await page.goto('/admin/improvements');
  const add = page.getByRole('button', { name: /^Add Improvement/ });
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(add).toBeFocused();

  await page.goto('/guide/house');
  const addSection = page.getByRole('button', { name: 'Add Section' });
  await addSection.focus();
  await page.keyboard.press('Enter');
  const editor = page.getByRole('dialog', { name: 'Add Section' });
  await expect(editor).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();
  await expect(addSection).toBeFocused();
});

test('withdrawing an invite and saving the house name keep focus where the admin was', async ({
  page,
}) => {
  await logIn(page, KEEPER.email, KEEPER.password);
  await page.goto('/admin/invite-codes');
  await page.getByLabel('Verified User').check();
  await page.getByRole('button', { name: 'Generate Invite Code' }).click();
  const code = (await page.getByTestId('invite-code').textContent())!.trim();
  const list = page.getByRole('region', { name: 'Invite codes' });
  await list.getByRole('button', { name: `Withdraw ${code}` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Withdraw this invite code?' });
  await dialog.getByRole('button', { name: 'Withdraw' }).focus();
  await page.keyboard.press('Enter');
  await expect(list.getByText('Invite code withdrawn.')).toBeVisible();
  await expectFocusIn(page, list);

  await page.goto('/admin/settings');
  const form = page.getByRole('form', { name: "The house's name" });
  await form.getByLabel(/^Name/).fill('Stuga');
  const save = form.getByRole('button', { name: 'Save name' });
  await save.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => focused(page)).not.toBe('the page');
  await expect(form.getByText("The house's name is saved.")).toBeVisible();
  await expect.poll(() => focused(page)).toMatch(/Save name|is saved/);
});

test('a range handed on from the timeline arrives with focus on its plan', async ({
  page,
  request,
}) => {
  // A member without plans: the range makes the first.
  const jon = await memberWith(request, 'trusted', 'jon.focus@example.com', 'jon-password', {
    first: 'Jon',
    last: 'Ek',
  });
  await logIn(page, jon.email, jon.password);
  await page.goto('/timeline');
  for (
    let i = 0;
    i < 6 && !(await page.getByRole('button', { name: /^16 Mar 2026,/ }).isVisible());
    i += 1
  ) {
    await page.getByRole('button', { name: 'Later month' }).click();
  }
  await page.getByRole('button', { name: /^16 Mar 2026,/ }).click();
  await page.getByRole('button', { name: /^19 Mar 2026,/ }).click();
  await page.getByRole('link', { name: 'Plan this visit' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/book-stay$/);
  const plan = page.getByRole('region', { name: 'Plan 1' });
  await expect(plan.getByLabel('Dates of a stay')).toHaveText(/16 Mar 2026 – 19 Mar 2026/);
  // Adding the dates waiting in the picker is what comes next.
  await expect(plan.getByRole('button', { name: 'Add Option' })).toBeFocused();
});

test('closing the phone menu returns to the menu button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  const menu = page.getByRole('button', { name: 'Open menu' });
  await menu.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
});
