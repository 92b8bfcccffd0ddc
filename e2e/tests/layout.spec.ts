import { adminToken, KEEPER, logIn, memberWith } from '../support/accounts';
import { expect, test } from '../support/fixtures';

test('the navigation works on every width', async ({ page }, testInfo) => {
  await page.goto('/');
  if (testInfo.project.name === 'phone') {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'About' }).click();
  } else {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' })
      .click();
  }
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stuga' })).toBeVisible();
  // Nothing sticks out sideways.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the header shows who is signed in, and fits the longest menus on every width', async ({
  page,
  request,
}, testInfo) => {
  // An admin, and a trusted member (the longest menu) with a long first name.
  const admin = await adminToken(request, KEEPER);
  const trusted = await memberWith(
    request,
    'trusted',
    `long-name-${testInfo.project.name}@example.com`,
  );
  const login = await request.post('/api/login', { data: trusted });
  const trustedToken = (await login.json()).jwt as string;
  const renamed = await request.put('/api/profile', {
    data: { first_name: 'Maximiliana-Alexandra', last_name: 'Member', phone: '' },
    headers: { authorization: `Bearer ${trustedToken}` },
  });
  expect(renamed.status()).toBe(200);
  // English from 1280 px, Swedish (longer words) from 1366 px: the links in the header's line.
  const widths = {
    en: { inline: [1280, 1366, 1440], menu: [1200] },
    sv: { inline: [1366, 1408, 1440], menu: [1200, 1280] },
  };
  // English last: the admin keeps English for the tests after this one, as it read before.
  for (const language of ['sv', 'en'] as const) {
    for (const [token, first] of [
      [admin, KEEPER.first],
      [trustedToken, 'Maximiliana'],
    ] as const) {
      const authorization = `Bearer ${token}`;
      // The member's choice, as the switch keeps it: a session starts in it.
      const chosen = await request.put('/api/profile/language', {
        data: { language },
        headers: { authorization },
      });
      expect(chosen.status()).toBe(200);
      const profile = await (
        await request.get('/api/profile_data', { headers: { authorization } })
      ).json();
      await page.goto('/about');
      await page.evaluate(
        ([session, chosen]) => {
          window.localStorage.setItem('stuga.session', session);
          window.localStorage.setItem('stuga.language', chosen);
        },
        [JSON.stringify({ jwt: token, user: profile }), language] as const,
      );
      const { inline, menu } = widths[language];
      const phone = testInfo.project.name === 'phone';
      for (const width of phone ? [375] : [...inline, ...menu]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/about');
        const banner = page.getByRole('banner');
        const account = banner.getByRole('link', {
          name: language === 'sv' ? /^Din profil: / : /^Your profile: /,
        });
        await expect(account).toBeVisible();
        await expect(account).toContainText(first);
        const nav = banner.getByRole('navigation');
        const menuButton = banner.getByRole('button', {
          name: language === 'sv' ? 'Öppna menyn' : 'Open menu',
        });
        if (!phone && inline.includes(width)) {
          await expect(nav, `${language} at ${width} px`).toBeVisible();
          await expect(menuButton).toBeHidden();
        } else {
          await expect(nav, `${language} at ${width} px`).toBeHidden();
          await expect(menuButton).toBeVisible();
        }
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${language} at ${width} px`).toBeLessThanOrEqual(0);
        // Every part of the header stays inside it, and on its one line.
        const header = await banner.boundingBox();
        for (const box of await banner
          .locator('a, button')
          .evaluateAll((all) =>
            all
              .filter((el) => (el as HTMLElement).offsetParent !== null)
              .map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
          )) {
          expect(box.right, `${language} at ${width} px`).toBeLessThanOrEqual(header!.width + 1);
          expect(box.bottom, `${language} at ${width} px`).toBeLessThanOrEqual(header!.height + 1);
        }
      }
    }
  }
});

test('a sign-out in one tab is seen in the other at once, and a sign-in too', async ({
  page,
  context,
  request,
}, testInfo) => {
  // Storage events are the same at every width; on a phone Logout sits in the menu, not the header.
  test.skip(
    testInfo.project.name === 'phone',
    'on a phone Logout is in the menu; the tabs behave the same',
  );
  const { email, password } = await memberWith(request, 'verified', 'two-tabs@example.com');
  await logIn(page, email, password);
  const other = await context.newPage();
  await other.goto('/about');
  const header = (tab: typeof page) => tab.getByRole('banner');
  await expect(header(other).getByRole('button', { name: 'Logout' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(header(other).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(header(other).getByRole('button', { name: 'Logout' })).toHaveCount(0);

  await logIn(page, email, password);
  await expect(header(other).getByRole('button', { name: 'Logout' })).toBeVisible();
});
