import type { APIRequestContext } from '@playwright/test';
import { servicesUrl } from '../playwright.config';
import { ADMIN, adminToken, logIn, memberWith } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

/**
 * Notifications on the phone (DECISIONS §25), end to end in Chromium: a member turns them on
 * (the permission granted by the test; the browser's subscription is the test services' stand-in
 * push service, since Chromium's own cannot be reached from here); a waitlist offer is pushed by
 * the app, signed and encrypted, to the stand-in, which decrypts it; delivered to the page's
 * service worker, it is shown as a notification, and a tap opens the booking page.
 */
const nora = { email: 'nora.push@example.com', password: 'nora-push-password' };
const olof = { email: 'olof.push@example.com', password: 'olof-push-password' };

const bearer = async (request: APIRequestContext, who: { email: string; password: string }) => ({
  authorization: `Bearer ${(await (await request.post('/api/login', { data: who })).json()).jwt}`,
});

test('a member turns notifications on; a waitlist offer arrives as a notification the service worker shows; a tap opens the offer', async ({
  browser,
  request,
}) => {
  await memberWith(request, 'trusted', nora.email, nora.password, { first: 'Nora', last: 'Lind' });
  await memberWith(request, 'trusted', olof.email, olof.password, { first: 'Olof', last: 'Lind' });
  const device = await (await request.post(`${servicesUrl}/push-devices`)).json();

  const context = await browser.newContext({ permissions: ['notifications'] });
  // The browser's push subscription: the stand-in's device.
  await context.addInitScript((subscription) => {
    const made = {
      endpoint: subscription.endpoint,
      expirationTime: null,
      toJSON: () => ({ endpoint: subscription.endpoint, keys: subscription.keys }),
      unsubscribe: async () => true,
    };
    let subscribed = false;
    PushManager.prototype.subscribe = async () => ((subscribed = true), made as never);
    PushManager.prototype.getSubscription = async () => (subscribed ? (made as never) : null);
  }, device);
  const page = await context.newPage();
  await logIn(page, nora.email, nora.password);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Notifications on this phone or computer' });
  await expect(card.getByText('Notifications are off for this device.')).toBeVisible();
  await expect(
    card.getByText(/^On an iPhone or iPad, notifications need the app on the home screen/),
  ).toBeVisible();
  await card.getByRole('button', { name: 'Turn on notifications on this device' }).click();
  await expect(card.getByText('Notifications are on for this device.')).toBeVisible();
  await expect(card.getByText(/^Chrome · /)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Olof's stay, which Nora waits for; Olof cancels: the days are offered to Nora.
  const planned = await request.post('/api/stay-plans', {
    headers: await bearer(request, olof),
    data: {
      title: 'August',
      expiry_date: '2025/11/01',
      options: [{ from: '2026/08/10', to: '2026/08/14', status: 'pending' }],
    },
  });
  expect(planned.status(), await planned.text()).toBe(201);
  const option = (await planned.json()).stay_plan.options[0].id as number;
  const admin = { authorization: `Bearer ${await adminToken(request, ADMIN)}` };
  expect(
    (await request.post(`/api/admin/approve-option/${option}`, { headers: admin })).status(),
  ).toBe(200);
  const waiting = await request.post('/api/waitlist', {
    headers: await bearer(request, nora),
    data: { from: '2026/08/09', to: '2026/08/16', min_nights: 3 },
  });
  expect(waiting.status(), await waiting.text()).toBe(201);
  expect(
    (
      await request.post(`/api/stay-options/${option}/cancel`, {
        headers: await bearer(request, olof),
      })
    ).status(),
  ).toBe(200);

  // The app pushed it to the stand-in, which checked its signature and decrypted it.
  let notice: { title: string; body: string; url: string; tag: string } | undefined;
  await expect
    .poll(async () => {
      const pushes: { device: string; notice: typeof notice }[] = await (
        await request.get(`${servicesUrl}/pushes`)
      ).json();
      notice = pushes.find((push) => push.device === device.id)?.notice;
      return notice?.body;
    })
    .toBe(
      '10 Aug 2026 – 14 Aug 2026 is free and held for you until 13 Sept 2025, 09:17: claim it or pass.',
    );
  expect(notice!.url).toBe('/book-stay');

  // The push service hands it to the browser: the page's service worker shows it. The worker
  // must be active first (on a busy machine it may still be keeping the app's files); handed
  // again until shown, which its tag makes one notification.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((r) => !r.isDeleted);
      if (found) resolve(found.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registration;
  const shown = async () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
      })),
    );
  await expect
    .poll(
      async () => {
        await cdp.send('ServiceWorker.deliverPushMessage', {
          origin: new URL(page.url()).origin,
          registrationId,
          data: JSON.stringify(notice),
        });
        return shown();
      },
      { timeout: 30_000 },
    )
    .toEqual([{ title: 'Stuga', body: notice!.body, tag: notice!.tag }]);

  // A tap on it opens the offer.
  const [worker] = context.serviceWorkers();
  await worker!.evaluate(async () => {
    // The worker's own globals, which the page's types do not know.
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [shownNotice] = await scope.registration.getNotifications();
    scope.dispatchEvent(
      new scope.NotificationEvent('notificationclick', { notification: shownNotice! }),
    );
  });
  await expect(page).toHaveURL(/\/book-stay$/);
  await expect(page.getByText('10 Aug 2026 – 14 Aug 2026 are free for you')).toBeVisible();
  await context.close();
});
