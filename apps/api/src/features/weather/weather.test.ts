import type { HousePosition, IceNotes, Weather } from '@stuga/shared';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/helpers.js';
import { bothLook, moveTo } from '../../test/processes.js';
import { startSmhiService, type SmhiService } from '../../test/smhi-service.js';
import { startSmtpSink } from '../../test/smtp-sink.js';
import { createPlan } from '../../test/stays.js';
import { loginAs } from '../../test/users.js';

/**
 * The weather at the house (DECISIONS §25): SMHI asked at most once an hour whatever the visitors
 * and the processes, the last forecast shown with its time when SMHI does not answer, warnings
 * told once per warning and member, and the ice notes — against a stand-in serving SMHI's formats.
 */
const NOW = '2025-09-12T09:17:00+02:00';
/** A house by a lake in Småland. */
const HOUSE = { latitude: 57.1834, longitude: 14.0412 };

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let smhi: SmhiService;
const apps: TestApp[] = [];
beforeAll(async () => {
  sink = await startSmtpSink();
  smhi = await startSmhiService({ now: Date.parse(NOW) });
});
afterEach(async () => {
  for (const app of apps.splice(0).reverse()) await app.close();
  smhi.mode = 'ok';
  smhi.warnedAt = null;
  smhi.level = 'YELLOW';
  smhi.now = Date.parse(NOW);
  smhi.asked = { forecast: 0, fire: 0, warnings: 0 };
});
afterAll(async () => {
  await sink.close();
  await smhi.close();
});

type Headers = Record<string, string>;

/** The house at NOW with a second process on its database, its position not yet set. */
async function house() {
  const env = {
    APP_NOW: NOW,
    SMTP_URL: sink.url,
    SMHI_FORECAST_URL: smhi.origin,
    SMHI_WARNINGS_URL: `${smhi.origin}/`,
  };
  const t = await createTestApp({ seed: false, env });
  apps.push(t);
  const other = await createTestApp({ seed: false, env, shareWith: t });
  apps.push(other);
  const admin = await loginAs(t, 'admin');
  const anna = await loginAs(t, 'trusted', {
    first_name: 'Anna',
    last_name: 'Berg',
    email: 'anna@example.com',
  });
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const place = async (position: HousePosition['position'] = HOUSE) => {
    const answer = await call('PUT', '/api/admin/house-position', admin.headers, { position });
    expect(answer.statusCode, answer.body).toBe(200);
    await t.app.backgroundIdle();
  };
  const weather = async () => json<Weather>(await call('GET', '/api/weather', anna.headers));
  const clock = async (instant: string) => {
    moveTo(instant, t, other);
    smhi.now = Date.parse(instant);
    await bothLook(t, other);
  };
  return { t, other, admin, anna, call, place, weather, clock };
}

const refusal = (answer: { statusCode: number; json(): unknown }) => ({
  status: answer.statusCode,
  code: (answer.json() as { code?: string }).code,
});

describe('the weather at the house', () => {
  it('keeps the position an admin gives, within Sweden, and refuses any other', async () => {
    const h = await house();
    const put = (position: unknown) =>
      h.call('PUT', '/api/admin/house-position', h.admin.headers, { position });
    expect(refusal(await put({ latitude: 48.85, longitude: 2.35 }))).toEqual({
      status: 400,
      code: 'api.weather.sweden',
    });
    expect(refusal(await put({ latitude: 120, longitude: 14 }))).toEqual({
      status: 400,
      code: 'api.weather.latitude',
    });
    expect(refusal(await put({ latitude: 57, longitude: '14' }))).toEqual({
      status: 400,
      code: 'api.weather.longitude',
    });
    expect(refusal(await put({ latitude: 57 }))).toEqual({
      status: 400,
      code: 'api.weather.longitude',
    });
    expect(
      (await h.call('PUT', '/api/admin/house-position', h.anna.headers, { position: HOUSE }))
        .statusCode,
    ).toBe(403);
    // No position: no forecast, and SMHI is never asked.
    await bothLook(h.t, h.other);
    expect(await h.weather()).toMatchObject({ placed: false, fetched_at: null, days: [] });
    expect(smhi.asked.forecast).toBe(0);
    await h.place();
    expect(
      json<HousePosition>(await h.call('GET', '/api/admin/house-position', h.admin.headers)),
    ).toEqual({ position: HOUSE });
  });

  it('asks SMHI once an hour whatever the visitors and the processes, and shows its days', async () => {
    const h = await house();
    await h.place();
    expect(smhi.asked).toEqual({ forecast: 1, fire: 1, warnings: 1 });
    const readers = await Promise.all(Array.from({ length: 20 }, () => h.weather()));
    await bothLook(h.t, h.other);
    await h.clock('2025-09-12T10:16:00+02:00');
    expect(smhi.asked).toEqual({ forecast: 1, fire: 1, warnings: 1 });
    const weather = readers[19]!;
    expect(weather).toMatchObject({
      placed: true,
      fetched_at: '2025-09-12T07:17:00.000Z',
      stale: false,
      warnings: [],
      fire_risk: { day: '2025-09-12', risk: 3 },
    });
    // From today on, five days, each with its sky around midday and its extremes.
    expect(weather.days.map((day) => day.day)).toEqual([
      '2025-09-12',
      '2025-09-13',
      '2025-09-14',
      '2025-09-15',
      '2025-09-16',
    ]);
    expect(weather.days.map((day) => day.kind)).toEqual([
      'partly',
      'rain',
      'clear',
      'cloudy',
      'snow',
    ]);
    expect(weather.days[1]).toMatchObject({ high: 12.1, low: 0.1, wind: 5.5, gust: 10 });
    expect(weather.days[1]!.rain_mm).toBeGreaterThan(0);
    // An hour after the last ask: asked once more, by one of the two processes.
    await h.clock('2025-09-12T10:17:00+02:00');
    await h.clock('2025-09-12T10:30:00+02:00');
    expect(smhi.asked).toEqual({ forecast: 2, fire: 2, warnings: 2 });
    expect((await h.weather()).fetched_at).toBe('2025-09-12T08:17:00.000Z');
  });

  it('shows the last forecast with its time when SMHI fails, answers garbage or not at all', async () => {
    const h = await house();
    await h.place();
    const kept = await h.weather();
    let hour = 10;
    for (const mode of ['error', 'garbage', 'slow', 'silent'] as const) {
      smhi.mode = mode;
      const asking = h.clock(`2025-09-12T${hour++}:17:00+02:00`);
      // The reader never waits for SMHI: what the house kept, at once.
      expect((await h.weather()).days).toEqual(kept.days);
      await asking;
      expect(await h.weather(), mode).toEqual({ ...kept, stale: true });
    }
    smhi.mode = 'ok';
    await h.clock(`2025-09-12T${hour}:17:00+02:00`);
    expect(await h.weather()).toMatchObject({
      stale: false,
      fetched_at: `2025-09-12T${String(hour - 2).padStart(2, '0')}:17:00.000Z`,
    });
  }, 30_000);

  it('tells members at the house or arriving within three days of a warning, once each', async () => {
    const h = await house();
    smhi.warnedAt = HOUSE;
    const stay = async (first: string, from: string, to: string, language = 'en') => {
      const member = await loginAs(h.t, 'trusted', {
        first_name: first,
        email: `${first.toLowerCase()}@example.com`,
        language,
      });
      await createPlan(h.t, member.user.id, {
        expiry: from,
        options: [{ from, to, status: 'approved' }],
      });
    };
    await stay('Dan', '2025-09-01', '2025-09-08');
    await stay('Bo', '2025-09-15', '2025-09-17', 'sv');
    await stay('Cai', '2025-09-22', '2025-09-25');
    const from = sink.received.length;
    const subjects = async () =>
      (await Promise.all(sink.received.slice(from).map((mail) => simpleParser(mail.source))))
        .map((mail) => `${mail.to && 'text' in mail.to ? mail.to.text : ''}: ${mail.subject}`)
        // The stays' own reminders come too.
        .filter((line) => /warning|varning/.test(line))
        .sort();
    // Bo arrives in three days: told, in Swedish; Cai comes in ten, Dan has left.
    await h.place();
    await h.clock('2025-09-12T10:20:00+02:00');
    expect(await subjects()).toEqual(['bo@example.com: Gul varning vid huset: Kraftiga vindbyar']);
    // Only the warning over the house, yellow or worse: not the orange one far north, not a message.
    expect((await h.weather()).warnings).toEqual([
      expect.objectContaining({
        id: '8002',
        level: 'yellow',
        event: { sv: 'Kraftiga vindbyar', en: 'Strong gusts' },
      }),
    ]);
    // Bo at the house: not told again. Cai within three days: told, in English.
    await h.clock('2025-09-16T10:20:00+02:00');
    await h.clock('2025-09-19T10:20:00+02:00');
    await h.clock('2025-09-19T11:20:00+02:00');
    expect(await subjects()).toEqual([
      'bo@example.com: Gul varning vid huset: Kraftiga vindbyar',
      'cai@example.com: Yellow warning at the house: Strong gusts',
    ]);
    const cais = (await Promise.all(sink.received.map((mail) => simpleParser(mail.source)))).find(
      (mail) => mail.subject === 'Yellow warning at the house: Strong gusts',
    )!;
    expect(cais.text).toContain('Strong gusts, 21–25 m/s. Risk of falling trees.');
    expect(cais.text).toContain('Source: SMHI');
    // Raised to orange: told again, once; Bo has gone home.
    smhi.level = 'ORANGE';
    await h.clock('2025-09-19T12:20:00+02:00');
    await h.clock('2025-09-19T13:20:00+02:00');
    expect(await subjects()).toEqual([
      'bo@example.com: Gul varning vid huset: Kraftiga vindbyar',
      'cai@example.com: Orange warning at the house: Strong gusts',
      'cai@example.com: Yellow warning at the house: Strong gusts',
    ]);
  });

  it('keeps the ice notes members write, the latest first, and refuses bad ones', async () => {
    const h = await house();
    const add = (note: object) => h.call('POST', '/api/ice', h.anna.headers, note);
    const good = { cm: 12, place: 'Off the jetty', measured_on: '2025/09/12' };
    for (const [bad, code] of [
      [{ cm: -1 }, 'api.ice.cm'],
      [{ cm: 12.5 }, 'api.ice.cm'],
      [{ cm: 400 }, 'api.ice.cm'],
      [{ place: ' ' }, 'api.ice.place'],
      [{ place: 'x'.repeat(81) }, 'api.ice.place'],
      [{ measured_on: '2025/09/13' }, 'api.ice.day'],
      [{ measured_on: '12/09/2025' }, 'api.stay.date'],
    ] as const) {
      expect(refusal(await add({ ...good, ...bad })), code).toEqual({ status: 400, code });
    }
    expect((await add(good)).statusCode).toBe(201);
    const answer = await add({ cm: 9, place: 'By the reeds', measured_on: '2025/09/11' });
    expect(json<IceNotes>(answer)).toEqual({
      season: false,
      notes: [
        expect.objectContaining({ cm: 12, place: 'Off the jetty', by: 'Anna Berg' }),
        expect.objectContaining({ cm: 9, place: 'By the reeds', measured_on: '2025/09/11' }),
      ],
    });
    // In winter the house asks for the ice (a new sign-in: the clock moved past the session).
    moveTo('2026-01-20T09:00:00+01:00', h.t);
    const later = await loginAs(h.t, 'trusted');
    expect(json<IceNotes>(await h.call('GET', '/api/ice', later.headers)).season).toBe(true);
  });
});
