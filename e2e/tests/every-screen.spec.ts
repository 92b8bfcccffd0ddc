import type { APIRequestContext, Page } from '@playwright/test';
import { paths } from '@stuga/shared';
import { KEEPER } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { fullHouse, SCREENS, screensOf, signIn, tove } from '../support/screens';

/**
 * Every screen on a 375 px phone and a 1280 px laptop, in English and in Swedish, as each kind of
 * person sees it: on the phone every target a finger aims at is 44 × 44 px or more (WCAG 2.5.5;
 * links inside a sentence are exempt); on both no words are cut off, nothing sticks out sideways,
 * and axe finds nothing serious or critical; the dialogs, the date pickers and the menu too.
 */
test.describe.configure({ mode: 'serial' });
test.use({ hasTouch: true });

/** What on the page is too small to aim at (on a phone), cut off or too wide, described. */
const problems = (page: Page) =>
  page.evaluate(
    (phone) => {
      const found: string[] = [];
      const describe = (element: Element) =>
        (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName)
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 50);
      const targets =
        'button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=checkbox], [role=radio], [role=tab], [role=switch]';
      const [startX, startY] = [window.scrollX, window.scrollY];
      // With a dialog open, what is behind it cannot be reached: only the dialog's targets count.
      const dialogs = [...document.querySelectorAll('[role="dialog"]')];
      for (const element of document.querySelectorAll<HTMLElement>(targets)) {
        if (element.closest('[aria-hidden="true"], .visually-hidden')) continue;
        if (dialogs.length && !dialogs.some((dialog) => dialog.contains(element))) continue;
        // Google draws its own sign-in button (40 px tall at its largest), in a 44 px row.
        if (element.closest('[data-testid="google-button"]')) continue;
        // A link inside running text is exempt: in a sentence, or written in a paragraph of a
        // message or guide (markdown).
        const parent = element.parentElement;
        if (
          element.tagName === 'A' &&
          parent &&
          ([...parent.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim()) ||
            (getComputedStyle(element).display === 'inline' && parent.closest('p, li')))
        ) {
          continue;
        }
        // A field is aimed at by its box; a checkbox by its row with the label, when a tap
        // anywhere in the row reaches it (its corners are tried), else by its own box.
        const row = element.closest(
          '.mantine-Checkbox-body, .mantine-Radio-body, .mantine-Switch-body',
        );
        const reaches = (area: Element) => {
          // Tapped where it is on screen: brought into view first (elementFromPoint sees only that).
          area.scrollIntoView({ block: 'center' });
          const r = area.getBoundingClientRect();
          const label = area.querySelector('label');
          return [
            [r.left + 3, r.top + 3],
            [r.left + 3, r.bottom - 3],
            [r.right - 3, r.bottom - 3],
          ].every(([x, y]) => {
            const hit = document.elementFromPoint(x!, y!);
            return hit !== null && (hit === element || (label !== null && label.contains(hit)));
          });
        };
        const box =
          element.closest('.mantine-Input-input, .mantine-PasswordInput-input') ??
          (row && reaches(row) ? row : null) ??
          element;
        const rect = box.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0 || rect.right < 0) continue;
        if (phone && (rect.width < 43.5 || rect.height < 43.5)) {
          found.push(
            `small: ${describe(element)} ${Math.round(rect.width)}×${Math.round(rect.height)}`,
          );
        }
      }
      for (const label of document.querySelectorAll(
        '.mantine-Button-label, .mantine-Badge-label, .mantine-Tabs-tabLabel',
      )) {
        if (label.scrollWidth > label.clientWidth + 1) found.push(`cut off: ${describe(label)}`);
      }
      // Back where the page was (the rows were brought into view one by one).
      window.scrollTo(startX, startY);
      const wide = document.documentElement.scrollWidth - document.documentElement.clientWidth;
      if (wide > 0) found.push(`${wide} px wider than the screen`);
      return found;
    },
    (page.viewportSize()?.width ?? 0) < 500,
  );

async function inLanguage(request: APIRequestContext, jwt: string | null, language: string) {
  if (jwt) {
    await request.put('/api/profile/language', {
      data: { language },
      headers: { authorization: `Bearer ${jwt}` },
    });
  }
}

/**
 * How far the page moved while it loaded, untouched (the layout shifts a browser counts, as
 * Lighthouse sums them): a screen drawn in parts that push what is below them down moves.
 */
const MOST_MOVED = 0.1;
const countShifts = () => {
  const counted = window as unknown as { moved: number; what: string[] };
  counted.moved = 0;
  counted.what = [];
  type Shift = {
    value: number;
    hadRecentInput: boolean;
    sources: { node?: Node; previousRect: DOMRect; currentRect: DOMRect }[];
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as Shift[]) {
      if (entry.hadRecentInput) continue;
      counted.moved += entry.value;
      // What moved, so a failure says where to look.
      for (const { node, previousRect, currentRect } of entry.sources) {
        const text = (node?.textContent ?? '').replace(/\s+/g, ' ').slice(0, 40);
        counted.what.push(`"${text}" ${Math.round(previousRect.y)}→${Math.round(currentRect.y)}`);
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

/** Opens each screen in turn and checks it; `ready` is text every screen shows once loaded. */
async function checkScreens(page: Page, screens: readonly string[]) {
  const found: Record<string, string[]> = {};
  await page.addInitScript(countShifts);
  for (const path of screens) {
    await page.goto(path);
    await expect(page.locator('main#main [data-screen-loading]')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: /^Loading|^Laddar/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { moved, what } = await page.evaluate(
      () => window as unknown as { moved: number; what: string[] },
    );
    const here = await problems(page);
    if (moved > MOST_MOVED)
      here.push(`moved ${moved.toFixed(2)} while it loaded: ${what.join('; ')}`);
    if (here.length) found[path] = here;
    await expectNoSeriousA11yViolations(page);
  }
  expect(found).toEqual({});
}

for (const [language, width] of [
  ['en', 375],
  ['sv', 375],
  ['en', 1280],
  ['sv', 1280],
] as const) {
  test.describe(`in ${language === 'en' ? 'English' : 'Swedish'} at ${width} px`, () => {
    test.use({
      locale: language === 'sv' ? 'sv-SE' : 'en-GB',
      viewport: { width, height: width < 500 ? 740 : 900 },
    });

    test('a visitor’s screens', async ({ page }) => {
      test.setTimeout(180_000);
      await page.goto('/about');
      await page.evaluate((chosen) => localStorage.setItem('stuga.language', chosen), language);
      await checkScreens(page, screensOf('visitor', { round: 0, booking: 0, meeting: 0 }));
      // The menu, opened (a wide screen shows its links in the header).
      if (width < 500) {
        await page.getByRole('button', { name: /Open menu|Öppna menyn/ }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        expect(await problems(page)).toEqual([]);
        await expectNoSeriousA11yViolations(page);
      }
    });

    test('a trusted member’s screens, full, and the date picker', async ({ page, request }) => {
      test.setTimeout(240_000);
      const made = await fullHouse(request);
      const jwt = await signIn(page, request, tove);
      await inLanguage(request, jwt, language);
      await checkScreens(page, screensOf('member', made));
      await page.goto('/book-stay');
      // Both date pickers, open: a stay's dates, and until when the plan is valid.
      for (const picker of [
        /^(Dates of a stay|Datum för en vistelse)/,
        /^(Valid until|Gäller till)/,
      ]) {
        await page.getByRole('button', { name: picker }).first().click();
        const dialog = page.getByRole('dialog', { name: picker });
        await expect(dialog).toBeVisible();
        expect(await problems(page)).toEqual([]);
        await expectNoSeriousA11yViolations(page);
        if (language === 'sv') {
          // Months as Swedish writes them: "september 2025", not capitalised.
          const month = dialog.getByRole('button', { name: 'Välj månad' });
          await expect(month).toHaveCSS('text-transform', 'none');
          await expect(month).toHaveText(/^[a-zåäö]+ \d{4}$/);
        }
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
    });

    test('an admin’s screens, the decline dialog and Set Horizon', async ({ page, request }) => {
      test.setTimeout(300_000);
      const made = await fullHouse(request);
      const jwt = await signIn(page, request, { email: KEEPER.email, password: KEEPER.password });
      await inLanguage(request, jwt, language);
      try {
        await checkScreens(page, screensOf('admin', made));
        await page.goto('/admin/approvals');
        await page
          .getByTestId('pending-option')
          .first()
          .getByRole('button', { name: /^(Decline|Avböj) / })
          .click();
        await expect(page.getByRole('dialog')).toBeVisible();
        expect(await problems(page)).toEqual([]);
        await expectNoSeriousA11yViolations(page);
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: /^(Set Horizon|Sätt horisont)$/ }).click();
        const horizon = page.getByRole('dialog');
        await expect(horizon).toBeVisible();
        // A day chosen: the field's × that empties it is named too.
        await horizon.getByRole('button', { name: /^(Horizon date|Horisontens datum)/ }).click();
        await page.getByRole('button', { name: /^(30 September 2025|30 september 2025)$/ }).click();
        await expect(
          horizon.getByRole('button', { name: /^(Clear the date|Töm datumet)$/ }),
        ).toBeVisible();
        expect(await problems(page)).toEqual([]);
        await expectNoSeriousA11yViolations(page);
      } finally {
        await inLanguage(request, jwt, 'en');
      }
    });
  });
}

test('the walk takes its screens from the router: every screen has a row, every row a screen', () => {
  expect(Object.keys(SCREENS).sort()).toEqual(Object.keys(paths).sort());
  for (const rows of Object.values(SCREENS)) expect(rows.length).toBeGreaterThan(0);
});
