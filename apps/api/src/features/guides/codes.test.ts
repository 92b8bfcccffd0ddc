import type { AdminHouseCodes, HouseCodesView } from '@stuga/shared';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/helpers.js';
import { startSmtpSink } from '../../test/smtp-sink.js';
import { createPlan } from '../../test/stays.js';
import { loginAs } from '../../test/users.js';

/** The house codes (DECISIONS §20): their window in house time, views kept, changes mailed. */
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
const apps: TestApp[] = [];
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});
afterAll(() => sink.close());

type Headers = Record<string, string>;
const CODES = [
  { kind: 'door', label: 'Front door', value: '4711', note: 'Turn the key twice' },
  { kind: 'wifi', label: 'Wi-Fi', value: 'lakeside-2025' },
];

/** The app with its clock at `now`, an admin, and the codes kept. */
async function houseAt(now: string) {
  const t = await createTestApp({ seed: false, env: { APP_NOW: now, SMTP_URL: sink.url } });
  apps.push(t);
  const admin = (await loginAs(t, 'admin')).headers;
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/house-codes',
    headers: admin,
    payload: { codes: CODES },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { t, admin };
}

/** A member with a booked stay (YYYY-MM-DD). */
async function memberWithStay(t: TestApp, first: string, from: string, to: string) {
  const member = await loginAs(t, 'trusted', {
    first_name: first,
    last_name: 'Holm',
    email: `${first.toLowerCase()}@example.com`,
  });
  await createPlan(t, member.user.id, {
    expiry: from,
    options: [{ from, to, status: 'approved' }],
  });
  return member;
}

const codesOf = async (t: TestApp, headers: Headers) => {
  const answer = await t.app.inject({ method: 'GET', url: '/api/house-codes', headers });
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['cache-control']).toBe('no-store');
  return json<HouseCodesView>(answer);
};

/** Moves the clock to an instant (forward only). */
const moveTo = (t: TestApp, instant: string) =>
  t.clock.advance(Date.parse(instant) - t.clock.now().getTime());

describe('the codes window, in house time', () => {
  it.each([
    // Autumn: the clocks go back at 03:00 on 26 October; the window opens before, closes after.
    {
      season: 'autumn',
      arrival: '2025-10-27',
      departure: '2025-10-30',
      opens: '2025-10-25T22:00:00.000Z',
      closes: '2025-10-30T11:00:00.000Z',
    },
    // Spring: the clocks go forward at 02:00 on 29 March, the day the window opens.
    {
      season: 'spring',
      arrival: '2026-03-30',
      departure: '2026-04-02',
      opens: '2026-03-28T23:00:00.000Z',
      closes: '2026-04-02T10:00:00.000Z',
    },
  ])(
    'shows them from 00:00 the day before arrival to 12:00 on departure day ($season)',
    async ({ arrival, departure, opens, closes }) => {
      const { t } = await houseAt(new Date(Date.parse(opens) - 7 * 86_400_000).toISOString());
      const vera = await memberWithStay(t, 'Vera', arrival, departure);
      const window = {
        from: arrival.replaceAll('-', '/'),
        to: departure.replaceAll('-', '/'),
        opens_at: opens,
        closes_at: closes,
      };
      // The week before: none, and when they show.
      expect(await codesOf(t, vera.headers)).toEqual({ shown: false, codes: [], window });
      moveTo(t, new Date(Date.parse(opens) - 1).toISOString());
      expect((await codesOf(t, vera.headers)).shown).toBe(false);
      moveTo(t, opens);
      const open = await codesOf(t, vera.headers);
      expect(open).toMatchObject({ shown: true, window });
      expect(open.codes.map(({ label, value, note }) => [label, value, note])).toEqual([
        ['Front door', '4711', 'Turn the key twice'],
        ['Wi-Fi', 'lakeside-2025', ''],
      ]);
      moveTo(t, new Date(Date.parse(closes) - 1).toISOString());
      expect((await codesOf(t, vera.headers)).shown).toBe(true);
      moveTo(t, closes);
      expect(await codesOf(t, vera.headers)).toEqual({ shown: false, codes: [], window: null });
    },
  );

  it('shows them to admins always, to nobody without a stay, and keeps who saw them when', async () => {
    const { t, admin } = await houseAt('2025-10-26T08:00:00.000Z');
    const vera = await memberWithStay(t, 'Vera', '2025-10-27', '2025-10-30');
    const bo = await loginAs(t, 'trusted', { first_name: 'Bo', last_name: 'Ek' });
    // Bo's stay was cancelled: it opens nothing.
    const { optionIds } = await createPlan(t, bo.user.id, {
      expiry: '2025-10-27',
      options: [{ from: '2025-11-10', to: '2025-11-12', status: 'approved' }],
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/stay-options/${optionIds[0]}/cancel`,
      headers: bo.headers,
    });
    expect(await codesOf(t, bo.headers)).toEqual({ shown: false, codes: [], window: null });
    expect((await codesOf(t, admin)).shown).toBe(true);
    t.clock.advance(60_000);
    expect((await codesOf(t, vera.headers)).shown).toBe(true);
    // A guest is not sent them at all.
    const guest = await loginAs(t, 'verified');
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/house-codes',
      headers: guest.headers,
    });
    expect(refused.statusCode).toBe(403);

    const seen = json<AdminHouseCodes>(
      await t.app.inject({ method: 'GET', url: '/api/admin/house-codes', headers: admin }),
    );
    expect(seen.views.map(({ name, seen_at }) => [name, seen_at])).toEqual([
      ['Vera Holm', '2025-10-26T08:01:00.000Z'],
      [expect.any(String), '2025-10-26T08:00:00.000Z'],
    ]);
  });
});

describe('changing a code', () => {
  it('mails the members whose window is open or opens within 14 days, and nobody else', async () => {
    // 1 October, 10:00 at the house.
    const { t, admin } = await houseAt('2025-10-01T08:00:00.000Z');
    await memberWithStay(t, 'Dan', '2025-09-20', '2025-09-23'); // gone
    await memberWithStay(t, 'Anna', '2025-09-27', '2025-10-01'); // leaves at 12:00 today
    await memberWithStay(t, 'Bert', '2025-10-06', '2025-10-09'); // opens 5 Oct 00:00: within 14 days
    await memberWithStay(t, 'Cissi', '2025-10-17', '2025-10-20'); // opens 16 Oct 00:00: after them
    const current = json<AdminHouseCodes>(
      await t.app.inject({ method: 'GET', url: '/api/admin/house-codes', headers: admin }),
    );
    const before = sink.received.length;
    // A note changed: nobody is told.
    const noteOnly = current.codes.map((code) => ({ ...code, note: 'New note' }));
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/house-codes',
      headers: admin,
      payload: { codes: noteOnly },
    });
    await t.app.backgroundIdle();
    expect(sink.received.length).toBe(before);

    // The door's code changed.
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/house-codes',
      headers: admin,
      payload: {
        codes: noteOnly.map((code) =>
          code.label === 'Front door' ? { ...code, value: '0815' } : code,
        ),
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(json<AdminHouseCodes>(changed).codes.map((code) => code.value)).toEqual([
      '0815',
      'lakeside-2025',
    ]);
    await t.app.backgroundIdle();
    const mails = await Promise.all(
      sink.received.slice(before).map((mail) => simpleParser(mail.source)),
    );
    const to = (mail: (typeof mails)[number]) =>
      (Array.isArray(mail.to) ? mail.to[0] : mail.to)!.text;
    expect(mails.map(to).sort()).toEqual(
      [expect.stringContaining('anna'), expect.stringContaining('bert')].sort(),
    );
    const bert = mails.find((mail) => to(mail).includes('bert'))!;
    expect(bert.subject).toBe('The house codes have changed');
    expect(bert.text).toContain('These house codes changed: Front door.');
    expect(bert.text).toMatch(
      /They show in the house guide from 5 Oct 2025 00:00 until you leave: http\S+\/guide\/house/,
    );
    // The codes themselves are never mailed.
    expect(mails.some((mail) => mail.text?.includes('0815'))).toBe(false);
    const anna = mails.find((mail) => to(mail).includes('anna'))!;
    expect(anna.text).toMatch(/Read them in the house guide: http\S+\/guide\/house/);
  });

  it('refuses what it cannot take, with its code', async () => {
    const { t, admin } = await houseAt('2025-10-01T10:00:00.000Z');
    const put = (codes: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/house-codes',
        headers: admin,
        payload: { codes },
      });
    const cases: [unknown, number, string][] = [
      [[{ kind: 'door', label: ' ', value: '1' }], 400, 'api.code.label'],
      [[{ kind: 'gate', label: 'Gate', value: '1' }], 400, 'api.code.kind'],
      [[{ kind: 'door', label: 'Door', value: '' }], 400, 'api.code.value'],
      [
        [
          { kind: 'door', label: 'Door', value: '1' },
          { kind: 'alarm', label: 'door', value: '2' },
        ],
        400,
        'api.code.sameName',
      ],
      [[{ id: 999, kind: 'door', label: 'Door', value: '1' }], 409, 'api.code.unknown'],
    ];
    for (const [codes, status, code] of cases) {
      const answer = await put(codes);
      expect(answer.statusCode, answer.body).toBe(status);
      expect(JSON.parse(answer.body)).toMatchObject({ code });
    }
    // The reader's app says it in their language by its code; the message is the English.
    const answer = await put([{ kind: 'door', label: ' ', value: '1' }]);
    expect(JSON.parse(answer.body).message).toBe('Give the code a name, such as "Front door".');
  });
});
