import type { APIRequestContext, Page } from '@playwright/test';
import { paths } from '@stuga/shared';
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

type Who = 'visitor' | 'member' | 'admin';
/** What the walk made to show every screen full: a stay, a round, a payment. */
interface Made {
  round: number;
  booking: number;
  meeting: number;
}

/**
 * Every screen of the router (`paths` in the shared package), with who opens it and where: a
 * screen added to the router without its row here fails the test below, so no screen is left
 * out of the walk. Screens with something to show are opened where they show it (a member's stay
 * with its checklists and payment, an open round).
 */
const SCREENS: Record<keyof typeof paths, { as: Who; at?: (made: Made) => string }[]> = {
  home: [{ as: 'visitor' }, { as: 'member' }, { as: 'admin' }],
  subPage: [{ as: 'visitor' }],
  signedOut: [{ as: 'visitor' }],
  about: [{ as: 'visitor' }],
  login: [{ as: 'visitor' }],
  signup: [{ as: 'visitor' }],
  guestbook: [{ as: 'visitor' }, { as: 'member' }],
  guide: [
    { as: 'member', at: () => '/guide/house' },
    { as: 'admin', at: () => '/guide/area' },
  ],
  contact: [{ as: 'visitor' }, { as: 'member' }],
  improvements: [{ as: 'visitor' }, { as: 'member' }],
  bookStay: [{ as: 'member' }],
  timeline: [{ as: 'member' }],
  round: [{ as: 'member', at: (made) => `/rounds/${made.round}` }],
  atTheHouse: [{ as: 'member' }],
  pay: [{ as: 'member', at: (made) => `/pay/${made.booking}` }],
  money: [{ as: 'member' }, { as: 'admin' }],
  moneyYear: [{ as: 'member', at: () => '/money/2025' }],
  admin: [{ as: 'admin' }],
  adminApprovals: [{ as: 'admin' }],
  adminInviteCodes: [{ as: 'admin' }, { as: 'member' }],
  adminDonations: [{ as: 'admin' }],
  adminImprovements: [{ as: 'admin' }],
  adminDecisions: [{ as: 'admin' }],
  adminFairShare: [{ as: 'admin' }],
  adminSettings: [{ as: 'admin' }],
  adminMembers: [{ as: 'admin' }],
  adminPhotos: [{ as: 'admin' }],
  adminRounds: [{ as: 'admin' }],
  adminRound: [{ as: 'admin', at: (made) => `/admin/rounds/${made.round}` }],
  adminHouse: [{ as: 'admin' }],
  adminPayments: [{ as: 'admin' }],
  adminCosts: [{ as: 'admin' }],
  documents: [{ as: 'member' }, { as: 'admin' }],
  workDays: [{ as: 'member' }, { as: 'admin' }],
  meetings: [{ as: 'member' }, { as: 'admin' }],
  meeting: [{ as: 'member', at: (made) => `/meetings/${made.meeting}` }],
  seasons: [{ as: 'member' }, { as: 'admin' }],
  chores: [{ as: 'member' }, { as: 'admin' }],
  invite: [{ as: 'visitor', at: () => '/invite/NOT-A-CODE' }],
  reset: [{ as: 'visitor', at: () => '/reset/not-a-token' }],
  confirmEmail: [{ as: 'visitor', at: () => '/confirm/not-a-link' }],
  profile: [{ as: 'member' }, { as: 'admin' }],
  // Without a pass: it asks for the link (guest-pass.spec opens one).
  guest: [{ as: 'visitor' }],
};

/** The addresses one kind of person opens, in the router's order. */
const screensOf = (who: Who, made: Made) =>
  (Object.keys(paths) as (keyof typeof paths)[]).flatMap((key) =>
    SCREENS[key].filter((row) => row.as === who).map((row) => (row.at ? row.at(made) : paths[key])),
  );

const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });

/**
 * The house as a member finds it full (made once, whichever run comes first): Tove's stay in
 * October with its checklists and a fee to pay, her wish on the waitlist, a round open for her
 * ballot, a gift offered to her.
 */
async function fullHouse(request: APIRequestContext): Promise<Made> {
  const admin = await adminToken(request, KEEPER);
  if ((await request.post('/api/login', { data: tove })).status() !== 200) {
    await memberWith(request, 'trusted', tove.email, tove.password, {
      first: 'Tove',
      last: 'Lind',
    });
  }
  const member = (await (await request.post('/api/login', { data: tove })).json()).jwt as string;
  const plans = await (await request.get('/api/stay-plans', { headers: bearer(member) })).json();
  const own = plans.stay_plans
    .filter((plan: { own: boolean }) => plan.own)
    .flatMap((plan: { options: { from: string; booking_id?: number }[] }) => plan.options);
  let booking = own.find((o: { from: string }) => o.from === '2025/10/06')?.booking_id as
    number | undefined;
  if (booking === undefined) {
    await request.put('/api/admin/checklists/arrival', {
      headers: bearer(admin),
      data: {
        items: [
          { text: 'Turn on the water' },
          { text: 'Electricity meter', asks_number: true, unit: 'kWh' },
        ],
      },
    });
    await request.put('/api/admin/checklists/departure', {
      headers: bearer(admin),
      data: { items: [{ text: 'Empty the fridge' }] },
    });
    const saved = await request.post('/api/stay-plans', {
      headers: bearer(member),
      data: {
        title: 'Autumn',
        expiry_date: '2025/10/01',
        options: [{ from: '2025/10/06', to: '2025/10/10', status: 'pending' }],
      },
    });
    expect(saved.status(), await saved.text()).toBe(201);
    const option = (await saved.json()).stay_plan.options[0].id as number;
    expect(
      (
        await request.post(`/api/admin/approve-option/${option}`, { headers: bearer(admin) })
      ).status(),
    ).toBe(200);
    // A plan still being made, whose dates and validity have their pickers.
    const draft = await request.post('/api/stay-plans', {
      headers: bearer(member),
      data: {
        title: 'Winter',
        expiry_date: '2025/12/01',
        options: [{ from: '2026/01/19', to: '2026/01/22', status: 'planning' }],
      },
    });
    expect(draft.status(), await draft.text()).toBe(201);
    await request.post('/api/waitlist', {
      headers: bearer(member),
      data: { from: '2025/09/24', to: '2025/09/30', min_nights: 3 },
    });
    const again = await (await request.get('/api/stay-plans', { headers: bearer(member) })).json();
    booking = again.stay_plans
      .flatMap((plan: { options: { id: number; booking_id?: number }[] }) => plan.options)
      .find((o: { id: number }) => o.id === option).booking_id as number;
  }
  await request.put('/api/admin/house-codes', {
    headers: bearer(admin),
    data: {
      codes: [
        { kind: 'door', label: 'Front door', value: '4711', note: 'Turn twice' },
        { kind: 'wifi', label: 'Wi-Fi', value: 'lake-house' },
      ],
    },
  });
  const rounds = await (await request.get('/api/admin/rounds', { headers: bearer(admin) })).json();
  let round = rounds.rounds.find((r: { name: string }) => r.name === 'Every screen')?.id as
    number | undefined;
  if (round === undefined) {
    const made = await request.post('/api/admin/rounds', {
      headers: bearer(admin),
      data: {
        name: 'Every screen',
        opens: '2025-09-12',
        closes: '2025-09-19',
        first_pass_cap: 1,
        total_cap: 2,
        blocks: [
          { name: 'Week 27', from: '2027/07/01', to: '2027/07/07' },
          { name: 'Week 28', from: '2027/07/11', to: '2027/07/17' },
        ],
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const { round: opened } = await made.json();
    round = opened.id as number;
    await request.put(`/api/rounds/${round}/ballot`, {
      headers: bearer(member),
      data: { ranking: [opened.blocks[0].id] },
    });
  }
  const meetings = await (await request.get('/api/meetings', { headers: bearer(admin) })).json();
  let meeting = meetings.meetings[0]?.id as number | undefined;
  if (meeting === undefined) {
    const called = await request.post('/api/admin/meetings', {
      headers: bearer(admin),
      data: {
        day: '2025/10/25',
        time: '14:00',
        place: 'Stugan',
        motion_deadline: '2025/10/11',
      },
    });
    expect(called.status(), await called.text()).toBe(201);
    meeting = (await called.json()).meeting.id as number;
  }
  return { round, booking, meeting };
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
