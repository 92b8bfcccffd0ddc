import type { Page } from '@playwright/test';
import { ADMIN, adminToken, logIn } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { controlled, keptFiles } from '../support/worker';

// The app's files once it is installed (decision 0079): the browser reads them from the copy the
// worker keeps, by the worker's static route, without the worker answering each; a file not in
// the copy comes from the network by the same route.

/** How the page's files of the app came: the worker's static route, and where it found each. */
const assetSources = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'))
        .map((entry) => {
          const routed = entry as PerformanceResourceTiming & {
            workerMatchedSourceType?: string;
            workerFinalSourceType?: string;
          };
          return [
            new URL(entry.name).pathname,
            `${routed.workerMatchedSourceType}/${routed.workerFinalSourceType}`,
          ];
        }),
    ),
  );

test('once installed, a screen’s files are read from the kept copy without the worker, and a file not kept comes from the network', async ({
  page,
  request,
}) => {
  const screens = (await (await request.get('/screens.json')).json()) as Record<
    string,
    { js: string[] }
  >;
  await adminToken(request, ADMIN);
  await logIn(page, ADMIN.email, ADMIN.password);
  await controlled(page);
  // A member's screen: every file it needs, from the copy by the worker's static route.
  await page.goto('/guestbook');
  await expect(page.getByRole('heading', { level: 1, name: 'Guestbook' })).toBeVisible();
  const member = await assetSources(page);
  for (const file of screens['/guestbook']!.js) expect(member[file], file).toBe('cache/cache');
  // An admin screen's own file is not in the copy: the same route finds it on the network.
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const admin = await assetSources(page);
  expect(admin[screens['/admin/settings']!.js[0]!]).toBe('cache/network');
  // Whatever else it needs, from the copy when kept there.
  const kept = await keptFiles(request);
  for (const [file, source] of Object.entries(admin)) {
    expect(source, file).toBe(kept.has(file) ? 'cache/cache' : 'cache/network');
  }
});
