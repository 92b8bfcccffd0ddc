import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken, KEEPER, memberWith } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

/**
 * Every screen on a 375 px phone and a 1280 px laptop, in English and in Swedish, as each kind of
 * person sees it: on the phone every target a finger aims at is 44 × 44 px or more (WCAG 2.5.5;
 * links inside a sentence are exempt); on both no words are cut off, nothing sticks out sideways,
 * and axe finds nothing serious or critical; the dialogs, the date pickers and the menu too.
 */
test.describe.configure({ mode: 'serial' });
test.use({ hasTouch: true });

const tove = { email: 'tove.phone@example.com', password: 'tove-password' };

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
      for (const element of document.querySelectorAll<HTMLElement>(targets)) {
        if (element.closest('[aria-hidden="true"], .visually-hidden')) continue;
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
        // A field is aimed at by its box; a checkbox by its row with the label.
        const box =
          element.closest('.mantine-Input-input, .mantine-PasswordInput-input') ??
          element.closest('.mantine-Checkbox-body, .mantine-Radio-body, .mantine-Switch-body') ??
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
      const wide = document.documentElement.scrollWidth - document.documentElement.clientWidth;
      if (wide > 0) found.push(`${wide} px wider than the screen`);
      return found;
    },
    (page.viewportSize()?.width ?? 0) < 500,
  );

async function signIn(page: Page, request: APIRequestContext, who: typeof tove) {
  const answer = await (await request.post('/api/login', { data: who })).json();
  await page.goto('/about');
  await page.evaluate((session) => localStorage.setItem('stuga.session', JSON.stringify(session)), {
    jwt: answer.jwt,
    user: answer.user,
  });
  return answer.jwt as string;
}

async function inLanguage(request: APIRequestContext, jwt: string | null, language: string) {
  if (jwt) {
    await request.put('/api/profile/language', {
      data: { language },
      headers: { authorization: `Bearer ${jwt}` },
    });
  }
}

/** Opens each screen in turn and checks it; `ready` is text every screen shows once loaded. */
async function checkScreens(page: Page, screens: readonly string[]) {
  const found: Record<string, string[]> = {};
  for (const path of screens) {
    await page.goto(path);
    await expect(page.locator('main#main [data-screen-loading]')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: /^Loading|^Laddar/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const here = await problems(page);
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
      await checkScreens(page, [
        '/',
        '/about',
        '/guestbook',
        '/contact',
        '/login',
        '/unloggedInPageVue',
      ]);
      // The menu, opened (a wide screen shows its links in the header).
      if (width < 500) {
        await page.getByRole('button', { name: /Open menu|Öppna menyn/ }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        expect(await problems(page)).toEqual([]);
        await expectNoSeriousA11yViolations(page);
      }
    });

    test('a trusted member’s screens, and the date picker', async ({ page, request }) => {
      test.setTimeout(180_000);
      if ((await request.post('/api/login', { data: tove })).status() !== 200) {
        await memberWith(request, 'trusted', tove.email, tove.password, {
          first: 'Tove',
          last: 'Lind',
        });
      }
      const jwt = await signIn(page, request, tove);
      await inLanguage(request, jwt, language);
      await checkScreens(page, [
        '/book-stay',
        '/timeline',
        '/improvements',
        '/profile',
        '/guide/house',
        '/at-the-house',
      ]);
      await page.goto('/book-stay');
      // Both date pickers, open: a stay's dates, and until when the plan is valid.
      for (const picker of [
        /^(Dates of a stay|Datum för en vistelse)/,
        /^(Valid until|Gäller till)/,
      ]) {
        await page.getByRole('button', { name: picker }).first().click();
        const dialog = page.getByRole('dialog');
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
      await adminToken(request, KEEPER);
      const jwt = await signIn(page, request, { email: KEEPER.email, password: KEEPER.password });
      await inLanguage(request, jwt, language);
      try {
        await checkScreens(page, [
          '/admin',
          '/admin/approvals',
          '/admin/members',
          '/admin/photos',
          '/admin/invite-codes',
          '/admin/improvements',
          '/admin/donations',
          '/admin/decisions',
          '/admin/fair-share',
          '/admin/settings',
          '/admin/house',
          '/admin/payments',
        ]);
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
