import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken, KEEPER, logIn, memberWith } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { expectNoPayloadRan, watchForScripts } from '../support/xss-payloads';

/**
 * Stored XSS in every text field the newer features keep (DECISIONS §22): a member's names, a
 * plan's title and note, a round's and its block's names, a swap's note, checklist items and
 * units, the departure note, the house log, the house codes, the house's name in the Swish line.
 * Each is shown as text on every screen that shows it, in English and in Swedish; nothing runs.
 */
test.describe.configure({ mode: 'serial' });

const P = {
  script: '<script>alert(1)</script>',
  img: '<img src=x onerror=alert(1)>',
  svg: '<svg onload=alert(1)>',
  link: '[x](javascript:alert(1))',
  quote: '"><img src=x onerror=alert(2)>',
  short: '<b onclick=alert(1)>',
  house: '<img src=x onerror=alert(3)>',
};
const mallory = { email: 'mallory.xss@example.com', password: 'mallory-password' };
const sam = { email: 'sam.xss@example.com', password: 'sam-xss-password' };

const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });
const jwtOf = async (request: APIRequestContext, who: { email: string; password: string }) =>
  (await (await request.post('/api/login', { data: who })).json()).jwt as string;

/** A call's answer, once its status is the one expected: its JSON, of the shape given. */
async function ok<T = unknown>(
  answer: Awaited<ReturnType<APIRequestContext['post']>>,
  status = 200,
): Promise<T> {
  expect(answer.status(), await answer.text()).toBe(status);
  return (await answer.json()) as T;
}

/** A plan of one option, submitted; approved when asked. Answers the option and its booking. */
async function plan(
  request: APIRequestContext,
  who: string,
  admin: string,
  stay: { from: string; to: string; title: string; note: string; approve: boolean },
) {
  const made = await ok<{ stay_plan: { options: { id: number }[] } }>(
    await request.post('/api/stay-plans', {
      headers: bearer(who),
      data: {
        title: stay.title,
        expiry_date: '2025/11/01',
        options: [{ from: stay.from, to: stay.to, status: 'pending', note: stay.note }],
      },
    }),
    201,
  );
  const option = made.stay_plan.options[0]!.id as number;
  if (!stay.approve) return { option, booking: 0 };
  await ok(await request.post(`/api/admin/approve-option/${option}`, { headers: bearer(admin) }));
  const plans = await (await request.get('/api/stay-plans', { headers: bearer(admin) })).json();
  const seen = plans.stay_plans
    .flatMap((p: { options: { id: number; booking_id?: number }[] }) => p.options)
    .find((o: { id: number }) => o.id === option);
  return { option, booking: seen.booking_id as number };
}

/**
 * Ends the page's session and forgets the device's language, so the next member signs in on the
 * login page as the browser's language shows it (the header's Logout may sit in the menu).
 */
const signOut = (page: Page) => page.evaluate(() => window.localStorage.clear());

/** Whether the page shows `text` as text: in what it reads, or in a field's value. */
const shown = (page: Page, text: string) =>
  expect
    .poll(() =>
      page.evaluate(
        (wanted) =>
          document.body.innerText.includes(wanted) ||
          [...document.querySelectorAll('input, textarea')].some((field) =>
            (field as HTMLInputElement).value.includes(wanted),
          ),
        text,
      ),
    )
    .toBe(true);

/** Opens `path` and checks the page once it has settled: the payloads are text, nothing ran. */
async function visit(page: Page, path: string, ...texts: string[]) {
  await page.goto(path);
  for (const text of texts) await shown(page, text);
  await page.waitForLoadState('networkidle');
  await expectNoPayloadRan(page);
}

test('every text field of the stays, the round, the swaps and the house is shown as text, in both languages', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = await adminToken(request, KEEPER);
  const before = {
    house: (await (await request.get('/api/admin/house-name', { headers: bearer(admin) })).json())
      .name as string,
    lists: await (await request.get('/api/admin/checklists', { headers: bearer(admin) })).json(),
    codes: await (await request.get('/api/admin/house-codes', { headers: bearer(admin) })).json(),
    fees: await (await request.get('/api/admin/fees', { headers: bearer(admin) })).json(),
  };
  let roundId = 0;
  /** What the test booked, ended afterwards so its dates are free for the specs after it. */
  const booked: number[] = [];
  await memberWith(request, 'trusted', mallory.email, mallory.password, {
    first: P.img,
    last: P.script,
  });
  await memberWith(request, 'trusted', sam.email, sam.password, { first: 'Sam', last: 'Ek' });
  const m = await jwtOf(request, mallory);
  const s = await jwtOf(request, sam);
  try {
    await ok(
      await request.put('/api/admin/house-name', {
        headers: bearer(admin),
        data: { name: P.house },
      }),
    );
    await ok(
      await request.put('/api/admin/fees', {
        headers: bearer(admin),
        data: {
          fee: { model: 'stay', stay: 250_000, night: 0, adult: 0, child: 0, cleaning: 0 },
          beds: 8,
          swish: '070-123 45 67',
        },
      }),
    );
    const stay = await plan(request, m, admin, {
      from: '2026/03/16',
      to: '2026/03/20',
      title: P.svg,
      note: P.quote,
      approve: true,
    });
    await plan(request, m, admin, {
      from: '2027/05/03',
      to: '2027/05/07',
      title: P.script,
      note: P.link,
      approve: false,
    });
    booked.push(stay.booking);
    const samStay = await plan(request, s, admin, {
      from: '2026/03/25',
      to: '2026/03/29',
      title: 'Spring',
      note: '',
      approve: true,
    });
    booked.push(samStay.booking);
    await ok(
      await request.post(`/api/bookings/${stay.booking}/offer`, {
        headers: bearer(m),
        data: {
          to_user_id: (
            await (await request.get('/api/profile_data', { headers: bearer(s) })).json()
          ).id,
          their_booking_id: samStay.booking,
          note: P.link,
        },
      }),
      201,
    );
    const round = await ok<{ round: { id: number; blocks: { id: number }[] } }>(
      await request.post('/api/admin/rounds', {
        headers: bearer(admin),
        data: {
          name: P.script,
          opens: '2025-09-12',
          closes: '2025-09-30',
          first_pass_cap: 1,
          total_cap: 1,
          blocks: [{ name: P.img, from: '2027/08/02', to: '2027/08/08' }],
        },
      }),
      201,
    );
    roundId = round.round.id;
    await ok(
      await request.put(`/api/rounds/${round.round.id}/ballot`, {
        headers: bearer(m),
        data: { ranking: [round.round.blocks[0]!.id] },
      }),
    );
    await ok(
      await request.put('/api/admin/checklists/arrival', {
        headers: bearer(admin),
        data: { items: [{ text: P.quote, asks_number: true, unit: P.short }, { text: P.svg }] },
      }),
    );
    const items = (
      await (await request.get('/api/admin/checklists', { headers: bearer(admin) })).json()
    ).arrival as { id: number }[];
    await ok(
      await request.put(`/api/bookings/${stay.booking}/checklists/arrival/${items[1]!.id}`, {
        headers: bearer(m),
        data: { done: true },
      }),
    );
    await ok(
      await request.put(`/api/bookings/${stay.booking}/departure-note`, {
        headers: bearer(m),
        data: { running_low: P.img, broken: P.svg },
      }),
    );
    await ok(
      await request.post('/api/house-log', {
        headers: bearer(m),
        data: { kind: 'broken', text: `${P.script} ${P.link}` },
      }),
      201,
    );
    await ok(
      await request.put('/api/admin/house-codes', {
        headers: bearer(admin),
        data: { codes: [{ kind: 'door', label: P.svg, value: '4711', note: P.img }] },
      }),
    );

    await watchForScripts(page);
    for (const language of ['en', 'sv'] as const) {
      for (const jwt of [m, s, admin]) {
        await ok(
          await request.put('/api/profile/language', { headers: bearer(jwt), data: { language } }),
        );
      }
      // Mallory, whose names are payloads, on her own screens.
      await logIn(page, mallory.email, mallory.password);
      await visit(page, '/book-stay', P.script, P.svg, P.quote, P.link);
      await visit(page, '/timeline', P.house);
      await visit(page, `/rounds/${round.round.id}`, P.script, P.img);
      await visit(page, `/at-the-house?stay=${stay.booking}`, P.quote, P.short, P.svg, P.img);
      await visit(page, `/pay/${stay.booking}`, P.house);
      await signOut(page);
      // Sam, offered her stay with a note.
      await logIn(page, sam.email, sam.password);
      await visit(page, '/book-stay', P.link, P.img);
      await visit(page, '/timeline', P.house);
      await signOut(page);
      // The admins' screens.
      await logIn(page, KEEPER.email, KEEPER.password);
      await visit(page, '/admin/approvals', P.script, P.link);
      await visit(page, `/admin/rounds/${round.round.id}`, P.script, P.img);
      await visit(page, '/admin/house', P.quote, `${P.script} ${P.link}`);
      await visit(page, '/admin/payments');
      await page
        .getByLabel(language === 'en' ? 'Year' : 'År', { exact: true })
        .selectOption('2026');
      await shown(page, P.img);
      await expectNoPayloadRan(page);
      await visit(page, '/guide/house', P.svg, P.img);
      await visit(page, '/admin/members', P.img);
      await signOut(page);
    }
  } finally {
    for (const jwt of [m, s, admin]) {
      await request.put('/api/profile/language', {
        headers: bearer(jwt),
        data: { language: 'en' },
      });
    }
    await request.put('/api/admin/house-name', {
      headers: bearer(admin),
      data: { name: before.house },
    });
    for (const list of ['arrival', 'departure'] as const) {
      await request.put(`/api/admin/checklists/${list}`, {
        headers: bearer(admin),
        data: { items: before.lists[list] },
      });
    }
    await request.put('/api/admin/house-codes', {
      headers: bearer(admin),
      data: { codes: before.codes.codes },
    });
    await request.put('/api/admin/fees', { headers: bearer(admin), data: before.fees });
    if (roundId)
      await request.post(`/api/admin/rounds/${roundId}/cancel`, { headers: bearer(admin) });
  }
});
