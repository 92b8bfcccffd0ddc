import type { CalendarFeed } from '@stuga/shared';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSettings } from '../../db/settings.repository.js';
import { createTestApp, json, type TestApp } from '../../test/helpers.js';
import { createPlan } from '../../test/stays.js';
import { loginAs } from '../../test/users.js';

/** The calendar feed (DECISIONS §16), read by a real iCalendar parser. */
let t: TestApp;
let anna: Awaited<ReturnType<typeof loginAs>>;
let olle: Awaited<ReturnType<typeof loginAs>>;
let ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  anna = await loginAs(t, 'trusted', { first_name: 'Anna', last_name: 'Berg' });
  olle = await loginAs(t, 'trusted', { first_name: 'Olle', last_name: 'Ek' });
  const own = await createPlan(t, anna.user.id, {
    options: [
      // Across the night the clocks go back (26 October).
      { from: '2025-10-24', to: '2025-10-28', status: 'approved', note: 'Anna’s secret note' },
      { from: '2025-11-20', to: '2025-11-22', status: 'pending' },
    ],
  });
  const others = await createPlan(t, olle.user.id, {
    options: [
      { from: '2025-12-01', to: '2025-12-04', status: 'approved', note: 'Olle’s secret note' },
      { from: '2026-03-01', to: '2026-03-05', status: 'approved' },
      { from: '2025-12-20', to: '2025-12-22', status: 'declined' },
    ],
  });
  ids = {
    annaApproved: own.optionIds[0]!,
    annaPending: own.optionIds[1]!,
    olleDecember: others.optionIds[0]!,
    olleMarch: others.optionIds[1]!,
  };
  await writeSettings(t.app.db, { planning_horizon: '2026-01-31' });
});
afterAll(() => t.close());

const get = (url: string, headers: object = {}) =>
  t.app.inject({ method: 'GET', url, headers: headers as Record<string, string> });
const address = async (who = anna) =>
  json<CalendarFeed>(await get('/api/calendar-feed', who.headers));
const pathOf = (feed: CalendarFeed) => new URL(feed.url).pathname;

/** The feed's events, as a calendar app reads them. */
async function events(path: string) {
  const response = await get(path);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
  // RFC 5545 §3.1 as written: CRLF after every line, none longer than 75 octets.
  const lines = response.body.split('\r\n');
  expect(lines.pop()).toBe('');
  expect(lines.every((line) => !line.includes('\n') && Buffer.byteLength(line) <= 75)).toBe(true);
  expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
  const calendar = new ICAL.Component(ICAL.parse(response.body));
  return {
    body: response.body,
    events: calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        summary: event.summary,
        start: event.startDate.toString(),
        end: event.endDate.toString(),
        allDay: event.startDate.isDate && event.endDate.isDate,
        modified: vevent.getFirstPropertyValue('last-modified') !== null,
      };
    }),
  };
}

describe('the calendar feed', () => {
  it('holds the booked stays the member may see, all day, the departure day included', async () => {
    const feed = await address();
    expect(feed.url).toMatch(
      /^http:\/\/localhost:\d+\/api\/calendar\/\d+\.[A-Za-z0-9_-]{43}\.ics$/,
    );
    expect(feed.webcal_url).toBe(feed.url.replace(/^http:/, 'webcal:'));
    // The same address each time it is asked for.
    expect(await address()).toEqual(feed);

    const { body, events: list } = await events(pathOf(feed));
    expect(list).toEqual([
      {
        uid: expect.stringMatching(new RegExp(`^stay-${ids.annaApproved}@`)),
        summary: 'Your stay at the house',
        start: '2025-10-24',
        end: '2025-10-29',
        allDay: true,
        modified: true,
      },
      {
        uid: expect.stringMatching(new RegExp(`^stay-${ids.olleDecember}@`)),
        summary: 'Olle at the house',
        start: '2025-12-01',
        end: '2025-12-05',
        allDay: true,
        modified: true,
      },
    ]);
    // Past the horizon (March), pending and declined: not there. Nobody's notes either.
    expect(body).not.toContain('secret note');
    // Stable: the same UIDs on the next read.
    expect((await events(pathOf(feed))).events.map((e) => e.uid)).toEqual(list.map((e) => e.uid));
  });

  it('drops a cancelled stay', async () => {
    const feed = await address(olle);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/stay-options/${ids.olleDecember}/cancel`,
      headers: olle.headers,
    });
    expect(cancel.statusCode).toBe(200);
    const { events: list } = await events(pathOf(feed));
    expect(list.map((e) => e.summary)).toEqual(['Anna at the house', 'Your stay at the house']);
  });

  it('voids the old address at once when a new one is made', async () => {
    const old = await address();
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/calendar-feed',
      headers: anna.headers,
    });
    expect(made.statusCode).toBe(200);
    const fresh = json<CalendarFeed>(made);
    expect(fresh.message).toBe('A new address is made; the old one no longer works.');
    expect(fresh.url).not.toBe(old.url);
    const gone = await get(pathOf(old));
    expect(gone.statusCode).toBe(404);
    expect(json(gone)).toMatchObject({ message: 'No such calendar.' });
    expect((await events(pathOf(fresh))).events.length).toBeGreaterThan(0);
  });

  it.each([
    [
      'a wrong secret of the right length',
      (p: string) => p.replace(/\.[^.]{43}\.ics$/, `.${'A'.repeat(43)}.ics`),
    ],
    [
      'another member’s id',
      (p: string) => p.replace(/\/(\d+)\./, (_m, id) => `/${Number(id) + 100}.`),
    ],
    ['no .ics', (p: string) => p.replace(/\.ics$/, '')],
    ['a malformed address', () => '/api/calendar/nothing.ics'],
  ])('answers 404 to %s', async (_name, change) => {
    const response = await get(change(pathOf(await address())));
    expect(response.statusCode).toBe(404);
    expect(json(response)).toMatchObject({ message: 'No such calendar.' });
  });

  it('answers an unchanged feed with 304 to a calendar app that sends its ETag back', async () => {
    const path = pathOf(await address());
    const first = await get(path);
    expect(first.statusCode).toBe(200);
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^"[^"]+"$/);
    // Each event is stamped with its last change, not with the read: an hour later, the same text.
    const vevents = new ICAL.Component(ICAL.parse(first.body)).getAllSubcomponents('vevent');
    for (const vevent of vevents) {
      expect(vevent.getFirstPropertyValue('dtstamp')!.toString()).toBe(
        vevent.getFirstPropertyValue('last-modified')!.toString(),
      );
    }
    t.clock.advance(60 * 60 * 1000);
    const later = await get(path);
    expect(later.body).toBe(first.body);
    expect(later.headers.etag).toBe(tag);

    const again = await get(path, { 'if-none-match': tag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(tag);

    // What the feed shows changes (here the house's name): the whole feed again, a new tag.
    await writeSettings(t.app.db, { house_name: 'Stugan vid sjön' });
    try {
      const changed = await get(path, { 'if-none-match': tag });
      expect(changed.statusCode).toBe(200);
      expect(changed.body).toContain('Stugan vid sjön');
      expect(changed.headers.etag).not.toBe(tag);
    } finally {
      await writeSettings(t.app.db, { house_name: null });
    }
    // A wrong address is still 404, whatever tag comes with it.
    const wrong = await get(path.replace(/\.[^.]{43}\.ics$/, `.${'A'.repeat(43)}.ics`), {
      'if-none-match': tag,
    });
    expect(wrong.statusCode).toBe(404);
  });

  it("names the calendar after the house and titles its events in the member's language", async () => {
    const feed = await address(olle);
    const language = (value: string | null) =>
      t.app.db
        .updateTable('users')
        .set({ language: value })
        .where('id', '=', olle.user.id)
        .execute();
    await writeSettings(t.app.db, { house_name: 'Stugan vid sjön' });
    await language('sv');
    try {
      const response = await get(pathOf(feed));
      const calendar = new ICAL.Component(ICAL.parse(response.body));
      expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Stugan vid sjön');
      expect(calendar.getFirstPropertyValue('name')).toBe('Stugan vid sjön');
      expect((await events(pathOf(feed))).events.map((e) => e.summary)).toContain('Anna i huset');
      const file = await get(`/api/stay-options/${ids.olleMarch}/calendar`, olle.headers);
      const [event] = new ICAL.Component(ICAL.parse(file.body))
        .getAllSubcomponents('vevent')
        .map((v) => new ICAL.Event(v));
      expect(event!.summary).toBe('Din vistelse i huset');
    } finally {
      await language(null);
      await writeSettings(t.app.db, { house_name: null });
    }
  });

  it('closes the feed of a member who lost booking access', async () => {
    const feed = await address(olle);
    await t.app.db
      .updateTable('users')
      .set({ access_level: 'verified' })
      .where('id', '=', olle.user.id)
      .execute();
    try {
      expect((await get(pathOf(feed))).statusCode).toBe(404);
    } finally {
      await t.app.db
        .updateTable('users')
        .set({ access_level: 'trusted' })
        .where('id', '=', olle.user.id)
        .execute();
    }
  });
});

describe('one stay as a calendar file', () => {
  it('gives the owner an approved stay, and nothing else', async () => {
    const file = await get(`/api/stay-options/${ids.annaApproved}/calendar`, anna.headers);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="stuga-stay-${ids.annaApproved}.ics"`,
    );
    const calendar = new ICAL.Component(ICAL.parse(file.body));
    const [event] = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect([event!.summary, event!.startDate.toString(), event!.endDate.toString()]).toEqual([
      'Your stay at the house',
      '2025-10-24',
      '2025-10-29',
    ]);
    expect(
      (await get(`/api/stay-options/${ids.annaApproved}/calendar`, olle.headers)).statusCode,
    ).toBe(404);
    expect(
      (await get(`/api/stay-options/${ids.annaPending}/calendar`, anna.headers)).statusCode,
    ).toBe(409);
  });
});
