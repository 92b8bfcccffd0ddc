import type { APIRequestContext, Browser } from '@playwright/test';
import { KEEPER, adminToken, mailedLink, memberWith } from '../support/accounts';
import { expect, test } from '../support/fixtures';

/**
 * The language follows the member, and nothing waits for ever on it: a choice saved on one device
 * is what another shows at its next page load, the admin screens come in it even when the device
 * had another, a failed fetch of their texts ends in "Try again", and every screen reached from a
 * link says its refusal in Swedish.
 */
test.describe.configure({ mode: 'serial' });

const linn = { email: 'linn.language@example.com', password: 'linn-password' };

const login = async (request: APIRequestContext, who: { email: string; password: string }) =>
  (await (await request.post('/api/login', { data: who })).json()) as {
    jwt: string;
    user: Record<string, unknown>;
  };

/** A device (a browser of its own) where this member is signed in and chose `language` before. */
async function device(
  browser: Browser,
  baseURL: string,
  who: { email: string; password: string },
  language: string,
  serviceWorkers: 'allow' | 'block' = 'allow',
) {
  const context = await browser.newContext({ baseURL, locale: 'en-GB', serviceWorkers });
  const page = await context.newPage();
  const answer = await login(page.request, who);
  await page.goto('/about');
  await page.evaluate(
    ({ session, chosen }) => {
      localStorage.setItem('stuga.session', JSON.stringify(session));
      localStorage.setItem('stuga.language', chosen);
    },
    { session: { jwt: answer.jwt, user: answer.user }, chosen: language },
  );
  return { context, page, jwt: answer.jwt };
}

test('a language chosen on one device is what another shows at its next page load', async ({
  browser,
  request,
  baseURL,
}) => {
  await memberWith(request, 'trusted', linn.email, linn.password, { first: 'Linn', last: 'Ek' });
  const laptop = await device(browser, baseURL!, linn, 'en');
  await laptop.page.goto('/');
  await expect(laptop.page.getByRole('heading', { name: 'Welcome back, Linn Ek!' })).toBeVisible();
  // On the phone, Linn chooses Svenska.
  const phone = await device(browser, baseURL!, linn, 'en');
  await phone.page.goto('/profile');
  await phone.page.getByRole('banner').getByRole('button', { name: 'Svenska' }).click();
  await expect(phone.page.locator('html')).toHaveAttribute('lang', 'sv');
  // The laptop's next page load is in Swedish, without signing in again.
  await laptop.page.reload();
  await expect(
    laptop.page.getByRole('heading', { name: 'Välkommen tillbaka, Linn Ek!' }),
  ).toBeVisible();
  await expect(laptop.page.locator('html')).toHaveAttribute('lang', 'sv');
  await laptop.context.close();
  await phone.context.close();
});

test('an admin screen opened on a device that had English comes in the admin’s Swedish', async ({
  browser,
  request,
  baseURL,
}) => {
  const token = await adminToken(request, KEEPER);
  await request.put('/api/profile/language', {
    data: { language: 'sv' },
    headers: { authorization: `Bearer ${token}` },
  });
  try {
    for (const path of ['/admin/approvals', '/admin/members', '/admin']) {
      const laptop = await device(browser, baseURL!, KEEPER, 'en');
      await laptop.page.goto(path);
      await laptop.page.reload();
      await expect(laptop.page.getByRole('heading', { level: 1 })).toHaveText(
        /^(Godkänn vistelser|Medlemmar|Administration)$/,
        { timeout: 15_000 },
      );
      await laptop.context.close();
    }

    // Their texts do not come (offline): the screen says so, and Try again brings it. Without
    // the service worker: once it has kept the app's files (it may, from the first page on) it
    // serves them itself, and a file the test stops at the network would come all the same.
    const offline = await device(browser, baseURL!, KEEPER, 'sv', 'block');
    const texts = /\/assets\/admin\.sv-[\w-]+\.js$/;
    const fetched: string[] = [];
    offline.page.on('requestfinished', (r) => {
      if (texts.test(r.url())) fetched.push(r.url());
    });
    await offline.page.route(texts, (route) => route.abort());
    await offline.page.goto('/admin/members');
    const failed = offline.page.getByRole('alert');
    await expect(failed).toContainText('Det gick inte att ladda');
    await offline.page.unroute(texts);
    expect(fetched).toEqual([]);
    await failed.getByRole('button', { name: 'Försök igen' }).click();
    // The browser fetches the file again (a failed import is not kept as failed), and the screen
    // comes; on a busy machine that takes as long as the first load may, not the 5 s of a click.
    await expect.poll(() => fetched.length, { timeout: 15_000 }).toBe(1);
    await expect(offline.page.getByRole('heading', { level: 1, name: 'Medlemmar' })).toBeVisible({
      timeout: 15_000,
    });
    await offline.context.close();
  } finally {
    await request.put('/api/profile/language', {
      data: { language: 'en' },
      headers: { authorization: `Bearer ${token}` },
    });
  }
});

test('every screen reached from a link says its refusal in Swedish', async ({
  browser,
  request,
  baseURL,
}) => {
  const token = await adminToken(request, KEEPER);
  const headers = { authorization: `Bearer ${token}` };
  const code = async () =>
    (
      await (
        await request.post('/api/generate-invite', { data: { code_type: 'verified' }, headers })
      ).json()
    ).invite_code as string;
  const used = await code();
  expect(
    (
      await request.post('/api/register', {
        data: { email: 'used.link@example.com', password: 'used-password', invite_code: used },
      })
    ).status(),
  ).toBe(201);
  const withdrawn = await code();
  const list = await (await request.get('/api/invites', { headers })).json();
  const withdrawnId = list.outstanding.find((item: { code: string }) => item.code === withdrawn).id;
  await request.post(`/api/invites/${withdrawnId}/withdraw`, { headers });

  // An old reset link: used once already.
  await request.post('/api/password-reset', { data: { email: 'used.link@example.com' } });
  const reset = await mailedLink(request, 'used.link@example.com', 'reset');
  expect(
    (
      await request.post('/api/reset-password', {
        data: { reset_token: reset.split('/').pop(), new_password: 'a new password' },
      })
    ).status(),
  ).toBe(200);

  const context = await browser.newContext({ baseURL, locale: 'sv-SE' });
  const page = await context.newPage();
  const screens: [string, string][] = [
    [`/invite/${used}`, 'Den här inbjudningskoden har redan använts'],
    [`/invite/${withdrawn}`, 'Ogiltig inbjudningskod'],
    ['/invite/NOSUCHCODE0000', 'Ogiltig inbjudningskod'],
    [new URL(reset).pathname, 'Länken för att återställa lösenordet är ogiltig'],
  ];
  for (const [path, said] of screens) {
    await page.goto(path);
    await expect(page.getByRole('alert')).toContainText(said);
    await expect(page.getByRole('alert')).not.toContainText(/invite code|reset token/i);
  }
  await context.close();
});
