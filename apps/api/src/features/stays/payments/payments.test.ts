import {
  DEFAULT_FEE,
  type AdminPayments,
  type BookingPayment,
  type DonationSwish,
  type Fees,
  type StayPlansResponse,
} from '@stuga/shared';
import jsQRModule from 'jsqr';
import { simpleParser } from 'mailparser';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/helpers.js';
import { startSmtpSink } from '../../../test/smtp-sink.js';
import { loginAs } from '../../../test/users.js';
import { swishPayload, swishText } from '../../../lib/swish.js';

/** jsQR is CommonJS: its decoder is the module itself or its `default`, by how it is loaded. */
type Decode = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
const jsQR = ((jsQRModule as unknown as { default?: Decode }).default ??
  jsQRModule) as unknown as Decode;

/** What a stay costs and paying it with Swish (DECISIONS §21), through the real calls. */
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
const FAMILY = { adults: 2, children: 2, guests: 1, pets: true };

/** The house on 12 September 2025, its admin, and the fees set as given. */
async function house(fees?: Partial<Fees>) {
  const t = await createTestApp({
    seed: false,
    env: { APP_NOW: '2025-09-12T09:17:00+02:00', SMTP_URL: sink.url },
  });
  apps.push(t);
  const admin = (await loginAs(t, 'admin')).headers;
  if (fees) {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/fees',
      headers: admin,
      payload: { fee: DEFAULT_FEE, beds: 8, swish: '070-123 45 67', ...fees },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return { t, admin };
}

const member = (t: TestApp, first: string, last = 'Holm') =>
  loginAs(t, 'trusted', { first_name: first, last_name: last, email: `${first}@example.com` });

/** A member submits a plan of one option with the party given; its option id, or the answer. */
async function request(
  t: TestApp,
  headers: Headers,
  from: string,
  to: string,
  party?: typeof FAMILY,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/stay-plans',
    headers,
    payload: {
      title: 'Summer',
      expiry_date: '2025/10/01',
      options: [{ from, to, status: 'pending', ...(party ? { party } : {}) }],
    },
  });
}

async function bookedStay(
  t: TestApp,
  admin: Headers,
  headers: Headers,
  from: string,
  to: string,
  party?: typeof FAMILY,
) {
  const saved = await request(t, headers, from, to, party);
  expect(saved.statusCode, saved.body).toBe(201);
  const optionId = json<{ stay_plan: { options: { id: number }[] } }>(saved).stay_plan.options[0]!
    .id;
  const approved = await t.app.inject({
    method: 'POST',
    url: `/api/admin/approve-option/${optionId}`,
    headers: admin,
  });
  expect(approved.statusCode, approved.body).toBe(200);
  const booking = await t.app.db
    .selectFrom('booking')
    .selectAll()
    .where('option_id', '=', optionId)
    .executeTakeFirstOrThrow();
  return { optionId, booking };
}

/** The text a payment's QR code holds, read back from the SVG the server made. */
async function decodeQr(svg: string): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
    .resize(600, 600)
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe('fee settings', () => {
  it('start as SPEC says (2 500 kr a stay), and refuse what they cannot take with a code', async () => {
    const { t, admin } = await house();
    const stored = await t.app.inject({ method: 'GET', url: '/api/admin/fees', headers: admin });
    expect(json<Fees>(stored)).toEqual({ fee: DEFAULT_FEE, beds: 8, swish: null });
    const bad = [
      [{ fee: { ...DEFAULT_FEE, model: 'per_week' } }, 'api.fee.model'],
      [{ fee: { ...DEFAULT_FEE, night: 12.5 } }, 'api.fee.amount'],
      [{ fee: { ...DEFAULT_FEE, cleaning: -1 } }, 'api.fee.amount'],
      [{ beds: 0 }, 'api.fee.beds'],
      [{ swish: 'call me' }, 'api.fee.swish'],
    ] as const;
    for (const [change, code] of bad) {
      const answer = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/fees',
        headers: admin,
        payload: { fee: DEFAULT_FEE, beds: 8, swish: null, ...change },
      });
      expect(answer.statusCode, JSON.stringify(change)).toBe(400);
      expect(json(answer).code).toBe(code);
    }
  });
});

describe('who comes', () => {
  it('is kept per option, shown to the owner and admins, and refused over the beds on save', async () => {
    const { t, admin } = await house({ beds: 5 });
    const vera = await member(t, 'vera');
    const tom = await member(t, 'tom');
    const over = await request(t, vera.headers, '2025/10/10', '2025/10/13', {
      ...FAMILY,
      guests: 2,
    });
    expect(over.statusCode).toBe(409);
    expect(json(over)).toMatchObject({
      message: 'The house sleeps 5.',
      code: 'api.party.beds',
      params: { n: 5 },
    });
    expect(await t.app.db.selectFrom('stay_option').selectAll().execute()).toEqual([]);
    // No adult is refused by the schema.
    const none = await request(t, vera.headers, '2025/10/10', '2025/10/13', {
      ...FAMILY,
      adults: 0,
    });
    expect(json(none)).toMatchObject({ code: 'api.party.adults' });

    expect((await request(t, vera.headers, '2025/10/10', '2025/10/13', FAMILY)).statusCode).toBe(
      201,
    );
    const view = async (headers: Headers) =>
      json<StayPlansResponse>(
        await t.app.inject({ method: 'GET', url: '/api/stay-plans', headers }),
      );
    const own = await view(vera.headers);
    expect(own.stay_plans[0]!.options[0]!.party).toEqual(FAMILY);
    expect(own.beds).toBe(5);
    expect((await view(admin)).stay_plans[0]!.options[0]!.party).toEqual(FAMILY);
    expect((await view(tom.headers)).stay_plans[0]!.options[0]!.party).toBeUndefined();
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/admin/pending-approvals',
      headers: admin,
    });
    expect(
      json<{ non_conflicted_options: { party: unknown }[] }>(pending).non_conflicted_options[0]!
        .party,
    ).toEqual(FAMILY);
  });

  it('is refused on approval when the beds were made fewer after the request', async () => {
    const { t, admin } = await house({ beds: 8 });
    const vera = await member(t, 'vera');
    const saved = await request(t, vera.headers, '2025/10/10', '2025/10/13', FAMILY);
    const optionId = json<{ stay_plan: { options: { id: number }[] } }>(saved).stay_plan.options[0]!
      .id;
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/fees',
      headers: admin,
      payload: { fee: DEFAULT_FEE, beds: 4, swish: null },
    });
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/approve-option/${optionId}`,
      headers: admin,
    });
    expect(approved.statusCode).toBe(409);
    expect(json(approved)).toMatchObject({
      message: 'The house sleeps 4.',
      code: 'api.party.beds',
    });
    expect(await t.app.db.selectFrom('booking').selectAll().execute()).toEqual([]);
  });
});

describe('the fee of a booking', () => {
  it('is counted when it is approved, and a later change of the settings leaves it alone', async () => {
    const fee = {
      model: 'person_night' as const,
      stay: 0,
      night: 0,
      adult: 15_050,
      child: 7_525,
      cleaning: 80_001,
    };
    const { t, admin } = await house({ fee });
    const vera = await member(t, 'vera');
    const { booking } = await bookedStay(
      t,
      admin,
      vera.headers,
      '2025/10/10',
      '2025/10/13',
      FAMILY,
    );
    // Three nights of three adults (a guest pays as one) and two children, and the cleaning.
    const expected = 3 * (3 * 15_050 + 2 * 7_525) + 80_001;
    expect(booking).toMatchObject({ fee: expected, adults: 2, children: 2, guests: 1, pets: 1 });
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/fees',
      headers: admin,
      payload: { fee: { ...fee, adult: 99_900 }, beds: 8, swish: '070-123 45 67' },
    });
    const payment = json<BookingPayment>(
      await t.app.inject({
        method: 'GET',
        url: `/api/bookings/${booking.id}/payment`,
        headers: vera.headers,
      }),
    );
    expect(payment).toMatchObject({ fee: expected, state: 'due', party: FAMILY });
    const plans = json<StayPlansResponse>(
      await t.app.inject({ method: 'GET', url: '/api/stay-plans', headers: vera.headers }),
    );
    expect(plans.stay_plans[0]!.options[0]!.payment).toEqual({ fee: expected, state: 'due' });
    expect(plans.fee.adult).toBe(99_900);
  });

  it('is said in the approval mail, with the way to pay it', async () => {
    const { t, admin } = await house();
    const vera = await member(t, 'vera');
    const start = sink.received.length;
    const { booking } = await bookedStay(t, admin, vera.headers, '2025/10/10', '2025/10/13');
    await t.app.backgroundIdle();
    const mails = await Promise.all(
      sink.received
        .slice(start)
        .filter((m) => m.to.includes('vera@example.com'))
        .map((m) => simpleParser(m.source)),
    );
    const approved = mails.find((m) => m.subject?.startsWith('Stay approved'));
    expect(approved!.text).toMatch(/The stay costs 2\s500\skr\./);
    expect(approved!.text).toMatch(new RegExp(`here: http://localhost:\\d+/pay/${booking.id}`));
  });
});

describe('paying with Swish', () => {
  it('gives a QR code whose text is the Swish payload: number, amount with a comma, message, mask', async () => {
    const { t, admin } = await house({});
    const vera = await member(t, 'vera');
    const { booking } = await bookedStay(t, admin, vera.headers, '2025/10/10', '2025/10/13');
    const payment = json<BookingPayment>(
      await t.app.inject({
        method: 'GET',
        url: `/api/bookings/${booking.id}/payment`,
        headers: vera.headers,
      }),
    );
    expect(payment.fee).toBe(250_000);
    const message = `Stuga ${booking.id} vera Holm`;
    expect(payment.swish).toMatchObject({ payee: '070-123 45 67', message });
    expect(await decodeQr(payment.swish!.qr)).toBe(
      `C0701234567;2500,00;${encodeURIComponent(message)};7`,
    );
    expect(payment.swish!.url).toMatch(/^swish:\/\/payment\?data=/);
    const data = JSON.parse(decodeURIComponent(payment.swish!.url.split('data=')[1]!));
    expect(data).toEqual({
      version: 1,
      payee: { value: '0701234567', editable: false },
      amount: { value: 2500, editable: false },
      message: { value: message, editable: false },
    });
  });

  it('cuts the message at 50 characters on a long name with å, ä and ö, and the QR code says so', async () => {
    const { t, admin } = await house({});
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/house-name',
      headers: admin,
      payload: { name: 'Sjöstugan' },
    });
    const long = await member(t, 'Åsa-Märta', 'Öberg-Sköldström af Hälsingeåkerö');
    const { booking } = await bookedStay(t, admin, long.headers, '2025/10/10', '2025/10/12');
    const payment = json<BookingPayment>(
      await t.app.inject({
        method: 'GET',
        url: `/api/bookings/${booking.id}/payment`,
        headers: long.headers,
      }),
    );
    const whole = `Sjöstugan ${booking.id} Åsa-Märta Öberg-Sköldström af Hälsingeåkerö`;
    const cut = [...whole].slice(0, 50).join('').trimEnd();
    expect([...payment.swish!.message]).toHaveLength(cut.length);
    expect(payment.swish!.message).toBe(cut);
    expect(payment.swish!.message.length).toBeLessThanOrEqual(50);
    expect(await decodeQr(payment.swish!.qr)).toBe(
      `C0701234567;${(payment.fee / 100).toFixed(2).replace('.', ',')};${encodeURIComponent(cut)};7`,
    );
  });

  it('writes a message in the characters Swish takes, öre and all in the amount', () => {
    expect(swishText('Café «Sjöstugan» 12 Zoë')).toBe('Cafe Sjöstugan 12 Zoe');
    expect(
      swishPayload({ payee: '123 456 78 90', amount: 123_405, message: 'Stuga 7 Vera', locked: 7 }),
    ).toBe('C1234567890;1234,05;Stuga%207%20Vera;7');
    expect(swishPayload({ payee: '1234567890', message: 'Stuga', locked: 1 })).toBe(
      'C1234567890;;Stuga;1',
    );
  });

  it('is marked paid only by the owner and confirmed only by admins; others see nothing', async () => {
    const { t, admin } = await house();
    const vera = await member(t, 'vera');
    const tom = await member(t, 'tom');
    const { booking } = await bookedStay(t, admin, vera.headers, '2025/10/10', '2025/10/13');
    const url = `/api/bookings/${booking.id}`;
    const tomSees = await t.app.inject({
      method: 'GET',
      url: `${url}/payment`,
      headers: tom.headers,
    });
    expect(tomSees.statusCode).toBe(404);
    expect(json(tomSees).code).toBe('api.pay.none');
    const tomPays = await t.app.inject({
      method: 'POST',
      url: `${url}/paid`,
      headers: tom.headers,
    });
    expect(tomPays.statusCode).toBe(404);
    // The view says who may mark it paid, by the rule the request is held to.
    const seen = async (headers: Record<string, string>) =>
      json<BookingPayment>(await t.app.inject({ method: 'GET', url: `${url}/payment`, headers }))
        .can;
    expect(await seen(vera.headers)).toEqual({ mark_paid: true });
    expect(await seen(admin)).toEqual({ mark_paid: false });
    const adminMarks = await t.app.inject({ method: 'POST', url: `${url}/paid`, headers: admin });
    expect(adminMarks.statusCode).toBe(403);
    expect(json(adminMarks).code).toBe('api.pay.notOwn');
    const tomConfirms = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${booking.id}/confirm`,
      headers: tom.headers,
    });
    expect(tomConfirms.statusCode).toBe(403);

    const marked = await t.app.inject({
      method: 'POST',
      url: `${url}/paid`,
      headers: vera.headers,
    });
    expect(json<BookingPayment>(marked)).toMatchObject({
      state: 'marked',
      paid_at: expect.any(String),
      can: { mark_paid: false },
    });
    // Twice is once.
    const again = await t.app.inject({ method: 'POST', url: `${url}/paid`, headers: vera.headers });
    expect(json<BookingPayment>(again).paid_at).toBe(json<BookingPayment>(marked).paid_at);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${booking.id}/confirm`,
      headers: admin,
    });
    expect(json<BookingPayment>(confirmed)).toMatchObject({ state: 'confirmed' });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/payments/999999/confirm',
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('lists the year for admins, per member, and exports it as CSV', async () => {
    const { t, admin } = await house();
    const vera = await member(t, 'vera');
    const tom = await member(t, 'tom');
    const a = await bookedStay(t, admin, vera.headers, '2025/10/10', '2025/10/13', FAMILY);
    const b = await bookedStay(t, admin, tom.headers, '2025/11/10', '2025/11/12');
    await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${a.booking.id}/paid`,
      headers: vera.headers,
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${b.booking.id}/confirm`,
      headers: admin,
    });
    const year = json<AdminPayments>(
      await t.app.inject({ method: 'GET', url: '/api/admin/payments?year=2025', headers: admin }),
    );
    expect(year.payments.map((p) => [p.member, p.state, p.fee])).toEqual([
      ['vera Holm', 'marked', 250_000],
      ['tom Holm', 'confirmed', 250_000],
    ]);
    expect(year.members).toEqual([
      {
        user_id: tom.user.id,
        member: 'tom Holm',
        due: 250_000,
        marked: 250_000,
        confirmed: 250_000,
      },
      { user_id: vera.user.id, member: 'vera Holm', due: 250_000, marked: 250_000, confirmed: 0 },
    ]);
    const none = json<AdminPayments>(
      await t.app.inject({ method: 'GET', url: '/api/admin/payments?year=2026', headers: admin }),
    );
    expect(none.payments).toEqual([]);
    const badYear = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payments?year=soon',
      headers: admin,
    });
    expect(badYear.statusCode).toBe(400);
    expect(json(badYear).code).toBe('api.pay.year');

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payments.csv?year=2025',
      headers: admin,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="payments-2025.csv"');
    // Times in house time (the clock's 07:17 UTC is 09:17 in Sweden).
    expect(csv.body.split('\r\n')).toEqual([
      'booking,member,email,arrival,departure,adults,children,guests,pets,fee_sek,status,marked_paid_at,confirmed_at',
      `${a.booking.id},vera Holm,vera@example.com,2025-10-10,2025-10-13,2,2,1,yes,2500.00,marked,2025-09-12 09:17,`,
      `${b.booking.id},tom Holm,tom@example.com,2025-11-10,2025-11-12,1,0,0,no,2500.00,confirmed,,2025-09-12 09:17`,
      '',
    ]);
    // From a Swedish screen: as a Swedish spreadsheet reads it.
    const sv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payments.csv?year=2025&language=sv',
      headers: admin,
    });
    expect(sv.statusCode).toBe(200);
    expect(sv.body.split('\r\n')).toEqual([
      'bokning;medlem;e-post;ankomst;avresa;vuxna;barn;gäster;husdjur;avgift_kr;status;markerad_betald;bekräftad',
      `${a.booking.id};vera Holm;vera@example.com;2025-10-10;2025-10-13;2;2;1;ja;2500,00;markerad som betald;2025-09-12 09:17;`,
      `${b.booking.id};tom Holm;tom@example.com;2025-11-10;2025-11-12;1;0;0;nej;2500,00;betald;;2025-09-12 09:17`,
      '',
    ]);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payments.csv?year=2025&language=de',
      headers: admin,
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('reminds the owner once, 14 days after departure, in their language, only while unpaid', async () => {
    const { t, admin } = await house();
    const vera = await member(t, 'vera');
    const tom = await member(t, 'tom');
    await t.app.inject({
      method: 'PUT',
      url: '/api/profile/language',
      headers: tom.headers,
      payload: { language: 'sv' },
    });
    const a = await bookedStay(t, admin, vera.headers, '2025/09/20', '2025/09/23');
    const b = await bookedStay(t, admin, tom.headers, '2025/09/28', '2025/09/30');
    const paid = await bookedStay(t, admin, vera.headers, '2025/09/13', '2025/09/15');
    await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${paid.booking.id}/paid`,
      headers: vera.headers,
    });
    await t.app.backgroundIdle();
    const start = sink.received.length;
    // The stays' own reminders go too (DECISIONS §20): only the payments' are read here.
    const unpaid = async () =>
      (await Promise.all(sink.received.slice(start).map((m) => simpleParser(m.source)))).filter(
        (m) => /^(Payment|Betalning)/.test(m.subject ?? ''),
      );
    const sweep = async () => {
      await t.app.jobs.runChores();
      await t.app.backgroundIdle();
    };
    const moveTo = (day: string) =>
      t.clock.advance(Date.parse(`${day}T08:00:00.000Z`) - t.clock.now().getTime());
    // 13 days after Vera's departure: nothing yet.
    moveTo('2025-10-06');
    await sweep();
    expect(await unpaid()).toHaveLength(0);
    moveTo('2025-10-07');
    await sweep();
    await sweep();
    moveTo('2025-10-14');
    await sweep();
    await sweep();
    const mails = await unpaid();
    expect(mails.map((m) => [m.to && 'text' in m.to ? m.to.text : '', m.subject])).toEqual([
      ['vera@example.com', 'Payment for your stay 20 Sept 2025 – 23 Sept 2025'],
      ['tom@example.com', 'Betalning för din vistelse 28 sep. 2025 – 30 sep. 2025'],
    ]);
    expect(mails[0]!.text).toContain(
      'Your stay 20 Sept 2025 – 23 Sept 2025 costs 2\u00a0500\u00a0kr.',
    );
    expect(mails[0]!.text).toContain(`/pay/${a.booking.id}`);
    expect(mails[1]!.text).toContain(`/pay/${b.booking.id}`);
  });
});

describe('giving with Swish', () => {
  it('shows members the house’s QR code with any amount, or none without a number', async () => {
    const { t, admin } = await house();
    const vera = await member(t, 'vera');
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/donations/swish',
      headers: vera.headers,
    });
    expect(json<DonationSwish>(none)).toEqual({ swish: null });
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/fees',
      headers: admin,
      payload: { fee: DEFAULT_FEE, beds: 8, swish: '123 456 78 90' },
    });
    const given = json<DonationSwish>(
      await t.app.inject({ method: 'GET', url: '/api/donations/swish', headers: vera.headers }),
    );
    expect(await decodeQr(given.swish!.qr)).toBe('C1234567890;;Stuga;1');
  });
});
