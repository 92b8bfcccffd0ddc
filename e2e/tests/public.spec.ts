import { expect, test } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/axe';

test.describe('public screens', () => {
  test('Home shows a loaded carousel image', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Photos of the house' });
    await expect(carousel).toBeVisible();
    const box = await carousel.boundingBox();
    expect(Math.round(box?.height ?? 0)).toBe(900);

    // The image the carousel starts on has arrived and decoded: it has real pixels.
    const loaded = async () =>
      page.locator('img').evaluateAll((images) =>
        images.some((img) => {
          const image = img as HTMLImageElement;
          const rect = image.getBoundingClientRect();
          return image.complete && image.naturalWidth > 0 && rect.left >= -1 && rect.left < 10;
        }),
      );
    await expect.poll(loaded, { timeout: 15_000 }).toBe(true);
    await expect(page.getByRole('button', { name: 'Next image' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous image' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the carousel moves on with the arrows and never runs out', async ({ page }) => {
    // A visitor who prefers less motion gets no autoplay: only the clicks move the photos.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Photos of the house' });
    const next = page.getByRole('button', { name: 'Next image' });
    await expect(next).toBeVisible();
    // The photo in view: the slide whose left edge is at the carousel's left edge.
    const shown = () =>
      carousel.evaluate((element) => {
        const left = element.getBoundingClientRect().left;
        const slides = [...element.querySelectorAll('[aria-roledescription="slide"]')];
        const current = slides.find(
          (slide) => Math.abs(slide.getBoundingClientRect().left - left) < 1,
        );
        return current?.querySelector('img')?.getAttribute('alt') ?? null;
      });
    // It starts still (its code comes when it is first asked to move); its slide says how many.
    await expect(carousel).toHaveAttribute('data-still');
    const label = await page.locator('[aria-roledescription="slide"]').getAttribute('aria-label');
    const count = Number(/ of (\d+)$/.exec(label ?? '')?.[1]);
    expect(count).toBeGreaterThan(1);

    // Each click shows another photo; as many clicks as there are photos come back to the first.
    await expect.poll(shown).not.toBeNull();
    const first = await shown();
    const seen = [first];
    for (let i = 0; i < count; i += 1) {
      await next.click();
      const before = seen[seen.length - 1];
      await expect.poll(async () => ((await shown()) ?? before) !== before).toBe(true);
      seen.push(await shown());
    }
    expect(new Set(seen.slice(0, count)).size).toBe(count);
    expect(seen[count]).toBe(first);
  });

  test('About shows its term and three cards', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'Stuga' })).toBeVisible();
    await expect(page.getByText(/A stuga \(plural stugor\)/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'About our stuga' })).toBeVisible();
    await expect(page.getByTestId('about-card')).toHaveCount(3);
    for (const title of ['The house', 'The setting', 'The technology']) {
      await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
  });

  test('the Sub page shows the message from the server', async ({ page }) => {
    await page.goto('/subPage');
    await expect(page.getByText(/Välkommen! The kettle is on/)).toBeVisible();
  });

  test('an unknown route shows the not-found screen', async ({ page }) => {
    const response = await page.goto('/no/such/place');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectNoSeriousA11yViolations(page);
  });

  test('the signed-out page explains what is open to visitors', async ({ page }) => {
    await page.goto('/unloggedInPageVue');
    await expect(page.getByRole('heading', { name: 'You are signed out' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the footer states the stay fee in Swedish format', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('contentinfo')).toHaveText(
      'A stay costs 2\u00a0500\u00a0kr (about 210 EUR) for cleaning and maintenance. ' +
        'Anything more is voluntary and goes to house improvements.',
    );
  });

  test('no inline script runs and the page loads under the strict policy', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'Stuga' })).toBeVisible();
    expect(violations).toEqual([]);
  });
});

test('a text area grows with what is written, and starts at its rows', async ({ page }) => {
  await page.goto('/contact');
  const message = page.getByLabel(/^Message/);
  await expect(message).toBeVisible();
  const before = (await message.boundingBox())!.height;
  // Five rows of text fit without growing; nine make it taller, with nothing hidden to scroll.
  await message.fill('one\ntwo\nthree\nfour\nfive');
  expect((await message.boundingBox())!.height).toBe(before);
  await message.fill('one\ntwo\nthree\nfour\nfive\nsix\nseven\neight\nnine');
  await expect
    .poll(async () => (await message.boundingBox())!.height)
    .toBeGreaterThan(before * 1.5);
  expect(
    await message.evaluate((area) => area.scrollHeight - area.clientHeight),
  ).toBeLessThanOrEqual(1);
});

test.describe('code that does not come', () => {
  // The page's own requests, not the offline worker's copy, so the test can refuse one.
  test.use({ serviceWorkers: 'block' });

  test('a screen whose code fails to arrive is shown after the page reloads itself once', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Photos of the house' })).toBeVisible();
    // The guestbook's own file fails the first time it is asked for (a bar of signal, or a new
    // version of the app that replaced it), then comes.
    let asked = 0;
    await page.route(/\/assets\/guestbook-[\w-]{8}\.js$/, (route) => {
      asked += 1;
      return asked === 1 ? route.fulfill({ status: 503, body: '' }) : route.continue();
    });
    await page.evaluate(() => ((window as { before?: boolean }).before = true));

    await page.getByRole('link', { name: 'Guestbook' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Guestbook' })).toBeVisible();
    expect(asked).toBe(2);
    // The page was loaded anew (the browser never asks again for a module that failed once).
    expect(await page.evaluate(() => (window as { before?: boolean }).before)).toBeUndefined();
    await expect(page.getByText('This screen could not be shown.')).toHaveCount(0);
    await expect(page).toHaveURL(/\/guestbook$/);
  });

  test('a screen whose code fails again just after that shows its error, not a loop', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Photos of the house' })).toBeVisible();
    let asked = 0;
    await page.route(/\/assets\/guestbook-[\w-]{8}\.js$/, (route) => {
      asked += 1;
      return route.fulfill({ status: 503, body: '' });
    });
    await page.getByRole('link', { name: 'Guestbook' }).first().click();
    await expect(page.getByText('This screen could not be shown.')).toBeVisible();
    expect(asked).toBe(2);
    await expect(page).toHaveURL(/\/guestbook$/);
    await expectNoSeriousA11yViolations(page);
  });
});
