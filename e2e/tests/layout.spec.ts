import { adminToken, KEEPER, memberWith } from '../support/accounts';
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
  for (const [token, first] of [
    [admin, KEEPER.first],
    [trustedToken, 'Maximiliana'],
  ] as const) {
    const profile = await (
      await request.get('/api/profile_data', { headers: { authorization: `Bearer ${token}` } })
    ).json();
    await page.goto('/about');
    await page.evaluate(
      (session) => window.localStorage.setItem('stuga.session', session),
      JSON.stringify({ jwt: token, user: profile }),
    );
    for (const width of testInfo.project.name === 'phone' ? [375] : [1200, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/about');
      const account = page.getByRole('banner').getByRole('link', { name: /^Your profile: / });
      await expect(account).toBeVisible();
      await expect(account).toContainText(first);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `at ${width} px`).toBeLessThanOrEqual(0);
      // Every part of the header stays inside it.
      const header = await page.getByRole('banner').boundingBox();
      for (const box of await page
        .getByRole('banner')
        .locator('a, button')
        .evaluateAll((all) =>
          all
            .filter((el) => (el as HTMLElement).offsetParent !== null)
            .map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
        )) {
        expect(box.right, `at ${width} px`).toBeLessThanOrEqual(header!.width + 1);
        expect(box.bottom, `at ${width} px`).toBeLessThanOrEqual(header!.height + 1);
      }
    }
  }
});
