import type { APIRequestContext, Page, Response } from '@playwright/test';
import { ADMIN, adminToken, logIn, memberWith } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { expectDrawn } from '../support/images';
import { controlled, keptFiles } from '../support/worker';

/**
 * At the house without a network (DECISIONS §20): the app installs, keeps the guides with their
 * pictures and the member's checklists, reads them offline, keeps ticks made offline and sends
 * them once the network returns; the codes show only in the stay's window and never offline.
 * The house's clock is pinned at 12 September 2025, 09:17.
 */
test.describe.configure({ mode: 'serial' });

const olle = { email: 'olle.offline@example.com', password: 'olle-offline-password' };
const nora = { email: 'nora.offline@example.com', password: 'nora-offline-password' };

const jwtOf = async (request: APIRequestContext, who: { email: string; password: string }) =>
  (await (await request.post('/api/login', { data: who })).json()).jwt as string;
const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });

/** An approved stay of a member, through the real calls; answers its booking's id. */
async function approvedStay(
  request: APIRequestContext,
  who: { email: string; password: string },
  from: string,
  to: string,
) {
  const jwt = await jwtOf(request, who);
  const planned = await request.post('/api/stay-plans', {
    headers: bearer(jwt),
    data: {
      title: 'At the lake',
      expiry_date: '2025/11/01',
      options: [{ from, to, status: 'pending' }],
    },
  });
  expect(planned.status(), await planned.text()).toBe(201);
  const option = (await planned.json()).stay_plan.options[0].id as number;
  const approved = await request.post(`/api/admin/approve-option/${option}`, {
    headers: bearer(await adminToken(request, ADMIN)),
  });
  expect(approved.status()).toBe(200);
  const stays = await (await request.get('/api/at-the-house', { headers: bearer(jwt) })).json();
  return stays.stays.find((stay: { from: string }) => stay.from === from).id as number;
}

/**
 * The members whose writes this phone keeps to send (the app's IndexedDB database, one entry a
 * member), read without making the database if the app has not.
 */
const keptWrites = (page: Page) =>
  page.evaluate(async () => {
    const known = await indexedDB.databases();
    if (!known.some((db) => db.name === 'stuga-writes')) return [];
    return new Promise<string[]>((done) => {
      const open = indexedDB.open('stuga-writes');
      open.onerror = () => done([]);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('writes')) {
          db.close();
          done([]);
          return;
        }
        const keys = db.transaction('writes', 'readonly').objectStore('writes').getAllKeys();
        keys.onsuccess = () => {
          db.close();
          done(keys.result.map(String));
        };
      };
    });
  });

test('the copy kept on install holds every member screen and no admin screen', async ({
  request,
}) => {
  const kept = await keptFiles(request);
  const screens = (await (await request.get('/screens.json')).json()) as Record<
    string,
    { js: string[]; css: string[] }
  >;
  // Each screen's own file comes first in its list, then what it imports.
  for (const [path, files] of Object.entries(screens)) {
    if (path.startsWith('language:')) continue;
    const own = files.js[0]!;
    if (/^\/admin\/(?!approvals$|invite-codes$)/.test(path) || path === '/admin') {
      expect(kept.has(own), `${path} (${own}) is not kept`).toBe(false);
    } else {
      for (const file of [...files.js, ...files.css]) {
        expect(kept.has(file), `${path} needs ${file} offline`).toBe(true);
      }
    }
  }
  expect(kept.has(screens['language:admin.en']!.js[0]!)).toBe(false);
});

test('Olle keeps the guide and his checklists, reads them offline, ticks offline, and the ticks arrive once', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await memberWith(request, 'trusted', olle.email, olle.password, { first: 'Olle', last: 'Sjö' });
  const stay = await approvedStay(request, olle, '2025/09/13', '2025/09/17');
  const admin = bearer(await adminToken(request, ADMIN));
  const lists = await request.put('/api/admin/checklists/arrival', {
    headers: admin,
    data: {
      items: [
        { text: 'Turn on the water' },
        { text: 'Open the shutters' },
        { text: 'Electricity meter', asks_number: true, unit: 'kWh' },
      ],
    },
  });
  expect(lists.status()).toBe(200);
  const codes = await request.put('/api/admin/house-codes', {
    headers: admin,
    data: { codes: [{ kind: 'door', label: 'Front door', value: '4711' }] },
  });
  expect(codes.status()).toBe(200);

  // Online: the app is installable, the worker takes the page, the copy is kept.
  await logIn(page, olle.email, olle.password);
  await page.goto('/guide/house');
  await controlled(page);
  const cdp = await page.context().newCDPSession(page);
  // What Chromium checks before it offers to install (as Lighthouse's installability audit did):
  // nothing but that a test's browser window is a private one.
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  expect(JSON.parse(manifest.data!)).toMatchObject({ name: 'Stuga', display: 'standalone' });
  // Inside his window (from 00:00 the day before arrival), the codes show.
  const codesCard = page.getByRole('region', { name: 'House codes' });
  await expect(codesCard.getByText('4711')).toBeVisible();
  const copy = page.getByRole('region', { name: 'Offline at the house' });
  await copy.getByRole('button', { name: 'Keep for offline' }).click();
  await expect(copy.getByText(/^Kept for offline on 12 Sept 2025/)).toBeVisible();
  await expect(
    copy.getByText(/both guides with \d+ pictures, your stays and their checklists/),
  ).toBeVisible();
  // The checklists' page, once online.
  await page.goto('/at-the-house');
  await expect(page.getByRole('region', { name: 'Arrival checklist' })).toBeVisible();
  // The page renews a stale copy as it opens (the test's clock makes every copy stale): the
  // network goes once that is done, as a member walks away from a page that has settled.
  await page.waitForLoadState('networkidle');

  // Offline: the guide with its pictures, from what was kept; the codes are not there.
  await page.context().setOffline(true);
  await page.goto('/guide/house');
  await expect(page.getByTestId('offline-banner')).toHaveText(
    /^Offline — showing what was saved on 12 Sept 2025/,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'House guide' })).toBeVisible();
  const picture = page.getByTestId('guide-section').first().locator('img').first();
  await expectDrawn(picture);
  await expect(page.getByText('4711')).toHaveCount(0);
  await expect(
    page
      .getByRole('region', { name: 'House codes' })
      .getByText(/^The codes show only with a network, from the day before you arrive/),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  // And in Swedish, still offline: the texts were kept with the app.
  await page.getByRole('banner').getByRole('button', { name: 'Svenska' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(page.getByRole('heading', { level: 2, name: 'Husets koder' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Two items and the meter's reading, ticked offline.
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/checklists/')) sent.push(r.url());
  });
  await page.goto('/at-the-house');
  const arrival = page.getByRole('region', { name: 'Arrival checklist' });
  await arrival.getByRole('checkbox', { name: 'Turn on the water' }).check();
  await arrival.getByRole('checkbox', { name: 'Open the shutters' }).check();
  await arrival.getByLabel('Reading (kWh)').fill('4711.5');
  await arrival.getByRole('checkbox', { name: 'Electricity meter' }).check();
  await expect(
    arrival.getByText('Saved on this phone: sent when the network returns.'),
  ).toHaveCount(3);
  await expect(arrival.getByText('3 of 3 done')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // And on a phone's width, offline.
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  const before = await (
    await request.get(`/api/bookings/${stay}/checklists`, {
      headers: bearer(await jwtOf(request, olle)),
    })
  ).json();
  expect(before.arrival.filter((item: { done: boolean }) => item.done)).toEqual([]);

  // Back online: each tick arrives, once.
  await page.context().setOffline(false);
  // The app asks the server now and then whether it answers again (every 4 s).
  await expect(
    arrival.getByText('Saved on this phone: sent when the network returns.'),
  ).toHaveCount(0, { timeout: 15_000 });
  const after = await (
    await request.get(`/api/bookings/${stay}/checklists`, {
      headers: bearer(await jwtOf(request, olle)),
    })
  ).json();
  expect(
    after.arrival.map((item: { text: string; done: boolean; value: number | null; by: string }) => [
      item.text,
      item.done,
      item.value,
      item.by,
    ]),
  ).toEqual([
    ['Turn on the water', true, null, 'Olle Sjö'],
    ['Open the shutters', true, null, 'Olle Sjö'],
    ['Electricity meter', true, 4711.5, 'Olle Sjö'],
  ]);
  const online = sent.filter((url) => url.includes(`/bookings/${stay}/`));
  expect(online).toHaveLength(3);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
});

test('the codes are absent outside the window: Nora, who comes in February, is told when they show', async ({
  page,
  request,
}) => {
  await memberWith(request, 'trusted', nora.email, nora.password, { first: 'Nora', last: 'Ek' });
  await approvedStay(request, nora, '2026/02/09', '2026/02/13');
  await logIn(page, nora.email, nora.password);
  await page.goto('/guide/house');
  const codesCard = page.getByRole('region', { name: 'House codes' });
  await expect(
    codesCard.getByText('The codes show from 8 Feb 2026 00:00 until you leave.'),
  ).toBeVisible();
  await expect(page.getByText('4711')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test("ticks made offline stay their member's: kept through a logout, never sent or seen by another, sent with their own session", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // Nora (her stay in February) and Olle (his this week), from the tests above, share a phone.
  const ines = nora;
  const bo = olle;
  const inesStay = (
    await (
      await request.get('/api/at-the-house', { headers: bearer(await jwtOf(request, nora)) })
    ).json()
  ).stays[0].id as number;
  const ticksOf = async (stay: number, who: { email: string; password: string }) =>
    (
      await (
        await request.get(`/api/bookings/${stay}/checklists`, {
          headers: bearer(await jwtOf(request, who)),
        })
      ).json()
    ).arrival.filter((item: { done: boolean }) => item.done);
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/checklists/')) {
      sent.push(`${r.url()} ${r.headers().authorization ?? ''}`);
    }
  });

  // Ines ticks an item with no network, then logs out, still offline.
  await logIn(page, ines.email, ines.password);
  await page.goto('/at-the-house');
  const arrival = page.getByRole('region', { name: 'Arrival checklist' });
  await expect(arrival.getByRole('checkbox', { name: 'Turn on the water' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.context().setOffline(true);
  await arrival.getByRole('checkbox', { name: 'Turn on the water' }).check();
  await expect(
    arrival.getByText('Saved on this phone: sent when the network returns.'),
  ).toHaveCount(1);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/unloggedInPageVue$/);
  // Kept on the phone for her alone.
  await expect.poll(() => keptWrites(page)).toHaveLength(1);

  // Bo signs in on the same phone, online: her tick is neither sent nor shown.
  await page.context().setOffline(false);
  await logIn(page, bo.email, bo.password);
  await page.goto('/at-the-house');
  await expect(page.getByRole('region', { name: 'Arrival checklist' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Saved on this phone: sent when the network returns.')).toHaveCount(
    0,
  );
  await page.goto(`/at-the-house?stay=${inesStay}`);
  await expect(page.getByText('Turn on the water')).toHaveCount(0);
  expect(sent).toEqual([]);
  expect(await ticksOf(inesStay, ines)).toEqual([]);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/unloggedInPageVue$/);

  // Ines is back: her tick goes with her own session, by her.
  await logIn(page, ines.email, ines.password);
  await expect
    .poll(async () => (await ticksOf(inesStay, ines)).length, { timeout: 15_000 })
    .toBe(1);
  expect((await ticksOf(inesStay, ines))[0]).toMatchObject({
    text: 'Turn on the water',
    by: 'Nora Ek',
  });
  const inesJwt = await page.evaluate(
    () => JSON.parse(localStorage.getItem('stuga.session') ?? '{}').jwt as string,
  );
  expect(sent).toEqual([
    expect.stringMatching(
      new RegExp(`/api/bookings/${inesStay}/checklists/arrival/\\d+ Bearer ${inesJwt}$`),
    ),
  ]);
  await expect.poll(() => keptWrites(page)).toEqual([]);
});

test('back online, what was ticked offline goes with the member’s session before they log out', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const ulla = nora;
  const stay = (
    await (
      await request.get('/api/at-the-house', { headers: bearer(await jwtOf(request, nora)) })
    ).json()
  ).stays[0].id as number;
  await logIn(page, ulla.email, ulla.password);
  await page.goto(`/at-the-house?stay=${stay}`);
  const arrival = page.getByRole('region', { name: 'Arrival checklist' });
  await expect(arrival.getByRole('checkbox', { name: 'Open the shutters' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.context().setOffline(true);
  await arrival.getByRole('checkbox', { name: 'Open the shutters' }).check();
  await expect(
    arrival.getByText('Saved on this phone: sent when the network returns.'),
  ).toHaveCount(1);
  // The network is back: by the time she logs out, it has gone (sent then, at the latest).
  await page.context().setOffline(false);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/unloggedInPageVue$/);
  const done = (
    await (
      await request.get(`/api/bookings/${stay}/checklists`, {
        headers: bearer(await jwtOf(request, ulla)),
      })
    ).json()
  ).arrival.filter((item: { done: boolean }) => item.done);
  expect(done.map((item: { text: string; by: string }) => [item.text, item.by])).toEqual([
    ['Turn on the water', 'Nora Ek'],
    ['Open the shutters', 'Nora Ek'],
  ]);
  await expect.poll(() => keptWrites(page)).toEqual([]);
});

test('a departure note and a house-log note written offline are kept through a reload, and arrive once', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stay = (
    await (
      await request.get('/api/at-the-house', { headers: bearer(await jwtOf(request, olle)) })
    ).json()
  ).stays[0].id as number;
  await logIn(page, olle.email, olle.password);
  // His stay this week is the first the page shows; opened once with the worker in charge, so
  // that it reads without a network.
  await page.goto('/at-the-house');
  await controlled(page);
  await page.reload();
  const departure = page.getByRole('region', { name: 'Departure checklist' });
  await expect(departure.getByLabel('What is running low?')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.context().setOffline(true);
  // While offline, no write of the page is answered.
  const answered: string[] = [];
  const onAnswer = (response: Response) => {
    if (response.request().method() !== 'GET') answered.push(response.url());
  };
  page.on('response', onAnswer);

  await departure.getByLabel('What is running low?').fill('Coffee and matches');
  const save = departure.getByRole('button', { name: 'Save the note' });
  await save.click();
  await expect(
    departure.getByText('Saved on this phone: sent when the network returns.'),
  ).toBeVisible();
  // Focus stays where the action began.
  await expect(save).toBeFocused();
  const log = page.getByRole('region', { name: 'House log' });
  await log.getByLabel('What is broken or running low?').fill('The pump hums');
  await log.getByRole('button', { name: 'Add to the house log' }).click();
  await expect(log.getByTestId('kept-note')).toContainText('The pump hums');
  await expect(log.getByLabel('What is broken or running low?')).toHaveValue('');

  // The page opened again without a network: both are still there, as written.
  await page.goto('/at-the-house');
  await expect(departure.getByLabel('What is running low?')).toHaveValue('Coffee and matches');
  await expect(log.getByTestId('kept-note')).toContainText('The pump hums');
  // A page opened offline tries its kept writes at once: Chromium's emulation tells it that it is
  // online, and may even let such a first call reach the server while the page sees it fail — as a
  // call at the lake whose answer is lost. Either way the page keeps them, and sends them again.
  expect(answered).toEqual([]);
  page.off('response', onAnswer);

  // The network returns: each arrives, once.
  await page.context().setOffline(false);
  await expect(log.getByTestId('kept-note')).toHaveCount(0, { timeout: 15_000 });
  const run = await (
    await request.get(`/api/bookings/${stay}/checklists`, {
      headers: bearer(await jwtOf(request, olle)),
    })
  ).json();
  expect(run.note).toMatchObject({ running_low: 'Coffee and matches', by: 'Olle Sjö' });
  const notes = (
    await (
      await request.get('/api/house-log', { headers: bearer(await jwtOf(request, olle)) })
    ).json()
  ).notes.filter((note: { text: string }) => note.text === 'The pump hums');
  expect(notes).toHaveLength(1);
  await expect.poll(() => keptWrites(page)).toEqual([]);
});
