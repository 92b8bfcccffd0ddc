import type { Page } from '@playwright/test';
import { KEEPER } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { fullHouse, screensOf, signIn, tove, type Made, type Who } from '../support/screens';

/**
 * Every screen asks for what it shows in one round (decision 0080): no read of the API starts
 * after another read of the same page was answered, save the reads that need an earlier answer
 * (below, each with why). A part drawn only once a read is in, which then starts its own, costs
 * a phone on 4G one more round trip; on loopback it costs nothing to see, so every answer is held
 * back here, and a read of a second round starts after the first round's answers, far from the
 * others. The screens are the router's (`SCREENS`), so a new screen, or a new part of one, is
 * checked without anyone writing its case.
 */

/** How long every answer of the API is held: longer than a busy machine takes to start a round. */
const HOLD_MS = 1_000;

/**
 * The reads that cannot start before an earlier answer: what they ask for is named in it. `again`:
 * only when the same read was asked for before.
 */
const NEEDS_AN_ANSWER: readonly { read: RegExp; why: string; again?: true }[] = [
  { read: /^\/api\/images\//, why: 'a photo is asked for by the name the list of photos gives' },
  {
    read: /^\/api\/bookings\/\d+\/(checklists|guest-passes)$/,
    why: 'a stay’s checklists and passes are asked for by its id, from the list of stays',
  },
  {
    read: /^\/api\/admin\/(payments|costs)$/,
    why:
      'a year’s list is asked for at once by the phone’s year, and again by the house’s clock ' +
      'when the two differ (the house of these tests lives in 2025)',
    again: true,
  },
];

test.describe.configure({ mode: 'serial' });
// The service worker would answer some reads itself, out of the test's sight.
test.use({ serviceWorkers: 'block' });

interface Read {
  path: string;
  start: number;
  end: number;
}

/** The API reads of the page as it loaded: where, when asked for and when answered (ms). */
const readsOf = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/api/'))
      .map((entry) => ({
        path: new URL(entry.name).pathname,
        start: Math.round(entry.startTime),
        end: Math.round((entry as PerformanceResourceTiming).responseEnd),
      })),
  );

/** The reads that started after another read of the page was answered, described. */
const lateReads = (reads: readonly Read[]): string[] =>
  reads
    .filter(
      (read) =>
        !NEEDS_AN_ANSWER.some(
          (allowed) =>
            allowed.read.test(read.path) &&
            (!allowed.again ||
              reads.some((other) => other.path === read.path && other.start < read.start)),
        ),
    )
    .flatMap((read) => {
      const before = reads.find((other) => other !== read && other.end <= read.start);
      return before
        ? [`${read.path} asked for at ${read.start} ms, after ${before.path} came at ${before.end}`]
        : [];
    });

/** Opens each screen afresh with the API's answers held, and lists its late reads. */
async function checkRounds(page: Page, screens: readonly string[]) {
  // The offline copy, made again by itself when old, is work of its own, not a screen's reads.
  await page.evaluate(() =>
    localStorage.setItem(
      'stuga.offline',
      JSON.stringify({ at: new Date().toISOString(), pictures: 0 }),
    ),
  );
  // Writes the page makes by itself (the language the member chose, kept in the profile) are not
  // reads; their addresses are left out.
  const writes = new Set<string>();
  await page.route('**/api/**', async (route) => {
    const request = route.request();
    if (request.method() !== 'GET') writes.add(new URL(request.url()).pathname);
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    await route.continue().catch(() => undefined);
  });
  const found: Record<string, string[]> = {};
  for (const path of screens) {
    await page.goto('about:blank');
    await page.goto(path);
    await expect(page.locator('main#main [data-screen-loading]')).toHaveCount(0, {
      timeout: 15_000,
    });
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, {
      timeout: 15_000,
    });
    await page.waitForLoadState('networkidle');
    const reads = (await readsOf(page)).filter((read) => !writes.has(read.path));
    const late = lateReads(reads);
    if (late.length) found[path] = late;
    if (process.env.SHOW_READS) console.log(path, JSON.stringify(reads));
  }
  await page.unroute('**/api/**');
  expect(found).toEqual({});
}

const kinds: { who: Who; as?: typeof tove }[] = [
  { who: 'visitor' },
  { who: 'member', as: tove },
  { who: 'admin', as: { email: KEEPER.email, password: KEEPER.password } },
];

for (const { who, as } of kinds) {
  test(`${who === 'admin' ? 'an' : 'a'} ${who}’s screens read in one round`, async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const made: Made = as ? await fullHouse(request) : { round: 0, booking: 0, meeting: 0 };
    if (as) await signIn(page, request, as);
    else await page.goto('/about');
    await checkRounds(page, screensOf(who, made));
  });
}

test('a read after an answer is found; one that needs the answer is not', () => {
  expect(
    lateReads([
      { path: '/api/admin/members', start: 10, end: 1_010 },
      { path: '/api/admin/owners', start: 1_020, end: 2_020 },
      { path: '/api/images/public/lake.jpg', start: 1_020, end: 2_020 },
    ]),
  ).toEqual(['/api/admin/owners asked for at 1020 ms, after /api/admin/members came at 1010']);
  // A year's list again, for the house's year: allowed; asked for only after the clock: late.
  expect(
    lateReads([
      { path: '/api/clock', start: 5, end: 1_005 },
      { path: '/api/admin/payments', start: 10, end: 1_010 },
      { path: '/api/admin/payments', start: 1_015, end: 2_015 },
    ]),
  ).toEqual([]);
  expect(
    lateReads([
      { path: '/api/clock', start: 5, end: 1_005 },
      { path: '/api/admin/payments', start: 1_015, end: 2_015 },
    ]),
  ).toEqual(['/api/admin/payments asked for at 1015 ms, after /api/clock came at 1005']);
  expect(
    lateReads([
      { path: '/api/clock', start: 5, end: 1_005 },
      { path: '/api/stay-plans', start: 400, end: 1_400 },
    ]),
  ).toEqual([]);
});
