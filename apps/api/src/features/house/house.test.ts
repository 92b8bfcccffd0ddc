import type { ChecklistRuns, Checklists, HouseLog, RunItem, StayChecklists } from '@stuga/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/helpers.js';
import { createPlan } from '../../test/stays.js';
import { multipart } from '../../test/uploads.js';
import { loginAs } from '../../test/users.js';
import sharp from 'sharp';

/** At the house (DECISIONS §20): checklists, each stay's runs, the next arrival's view, the log. */
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  admin = (await loginAs(t, 'admin')).headers;
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (headers: Headers, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, payload });
const refusal = (answer: { statusCode: number; body: string }) => ({
  status: answer.statusCode,
  ...(JSON.parse(answer.body) as { message: string; code?: string }),
});

/** A member with a booked stay; answers them and the booking's id. */
async function memberWithStay(first: string, from: string, to: string) {
  const member = await loginAs(t, 'trusted', { first_name: first, last_name: 'Holm' });
  const plan = await createPlan(t, member.user.id, {
    expiry: '2025-10-01',
    options: [{ from, to, status: 'approved' }],
  });
  const booking = await t.app.db
    .selectFrom('booking')
    .select('id')
    .where('option_id', '=', plan.optionIds[0]!)
    .executeTakeFirstOrThrow();
  return { ...member, bookingId: booking.id };
}

async function keepLists() {
  const arrival = await call(admin, 'PUT', '/api/admin/checklists/arrival', {
    items: [
      { text: 'Turn on the water' },
      { text: 'Electricity meter', asks_number: true, unit: 'kWh' },
      { text: 'Open the shutters' },
    ],
  });
  expect(arrival.statusCode, arrival.body).toBe(200);
  const departure = await call(admin, 'PUT', '/api/admin/checklists/departure', {
    items: [{ text: 'Empty the fridge' }, { text: 'Water meter', asks_number: true, unit: 'm³' }],
  });
  expect(departure.statusCode, departure.body).toBe(200);
  return json<Checklists>(departure);
}

const runOf = async (headers: Headers, bookingId: number) => {
  const answer = await call(headers, 'GET', `/api/bookings/${bookingId}/checklists`);
  expect(answer.statusCode, answer.body).toBe(200);
  return json<StayChecklists>(answer);
};
const tickIt = (headers: Headers, bookingId: number, list: string, item: number, body: object) =>
  call(headers, 'PUT', `/api/bookings/${bookingId}/checklists/${list}/${item}`, body);

describe('checklists', () => {
  it('are kept by admins in order; an item taken off stays in the runs that ticked it', async () => {
    const lists = await keepLists();
    expect(lists.arrival.map((item) => [item.text, item.asks_number, item.unit])).toEqual([
      ['Turn on the water', false, ''],
      ['Electricity meter', true, 'kWh'],
      ['Open the shutters', false, ''],
    ]);
    const vera = await memberWithStay('Vera', '2025-10-06', '2025-10-10');
    const shutters = lists.arrival[2]!;
    expect(
      (await tickIt(vera.headers, vera.bookingId, 'arrival', shutters.id, { done: true }))
        .statusCode,
    ).toBe(200);
    // Moved first, renamed; the shutters come off the list.
    const [water, meter] = lists.arrival;
    const changed = await call(admin, 'PUT', '/api/admin/checklists/arrival', {
      items: [
        { id: meter!.id, text: 'Electricity meter (hall)', asks_number: true, unit: 'kWh' },
        { id: water!.id, text: 'Turn on the water' },
      ],
    });
    expect(json<Checklists>(changed).arrival.map((item) => item.text)).toEqual([
      'Electricity meter (hall)',
      'Turn on the water',
    ]);
    const run = await runOf(vera.headers, vera.bookingId);
    expect(run.arrival.map((item) => [item.text, item.done])).toEqual([
      ['Electricity meter (hall)', false],
      ['Turn on the water', false],
      ['Open the shutters', true],
    ]);
    // The run says which may still be ticked: not what came off the list.
    expect(run.arrival.map((item) => item.can.tick)).toEqual([true, true, false]);
    // A tick of an item no longer on the list is refused.
    expect(
      refusal(await tickIt(vera.headers, vera.bookingId, 'arrival', shutters.id, { done: true })),
    ).toMatchObject({ status: 409, code: 'api.checklist.unknownItem' });
    // An id that is not the list's.
    expect(
      refusal(
        await call(admin, 'PUT', '/api/admin/checklists/departure', {
          items: [{ id: water!.id, text: 'Water' }],
        }),
      ),
    ).toMatchObject({ status: 409, code: 'api.checklist.unknownItem' });
    expect(
      refusal(await call(admin, 'PUT', '/api/admin/checklists/garden', { items: [] })),
    ).toMatchObject({ status: 400, code: 'api.checklist.noList' });
  });

  it('ticks once however often a tick is sent, asks for the number, and only for those on the stay', async () => {
    const lists = await keepLists();
    const anna = await memberWithStay('Anna', '2025-11-03', '2025-11-07');
    const [water, meter] = lists.arrival;
    // The same tick sent twice at once (a phone back online, sending what it kept) is one tick.
    const sent = await Promise.all(
      [1, 2].map(() =>
        tickIt(anna.headers, anna.bookingId, 'arrival', meter!.id, { done: true, value: 4711.5 }),
      ),
    );
    expect(sent.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(json<{ item: RunItem }>(sent[0]!).item).toMatchObject({
      done: true,
      value: 4711.5,
      by: 'Anna Holm',
    });
    const rows = await t.app.db
      .selectFrom('checklist_tick')
      .select(['item_id', 'value'])
      .where('booking_id', '=', anna.bookingId)
      .execute();
    expect(rows).toEqual([{ item_id: meter!.id, value: 4711.5 }]);
    // A reading is asked for.
    expect(
      refusal(await tickIt(anna.headers, anna.bookingId, 'arrival', meter!.id, { done: true })),
    ).toMatchObject({ status: 400, code: 'api.checklist.number' });
    // Unticked.
    await tickIt(anna.headers, anna.bookingId, 'arrival', water!.id, { done: true });
    await tickIt(anna.headers, anna.bookingId, 'arrival', water!.id, { done: false });
    expect((await runOf(anna.headers, anna.bookingId)).arrival.map((item) => item.done)).toEqual([
      false,
      true,
      false,
    ]);
    // Nobody else ticks it or reads it; an admin does.
    const bo = await loginAs(t, 'trusted');
    expect(
      refusal(await tickIt(bo.headers, anna.bookingId, 'arrival', water!.id, { done: true })),
    ).toMatchObject({ status: 404, code: 'api.checklist.noStay' });
    expect(
      (await call(bo.headers, 'GET', `/api/bookings/${anna.bookingId}/checklists`)).statusCode,
    ).toBe(404);
    expect((await runOf(admin, anna.bookingId)).stay.owner).toBe('Anna Holm');
  });

  it('keeps the time a tick was made offline, never after now, and never over a newer tick', async () => {
    const lists = await keepLists();
    const anna = await memberWithStay('Anna', '2025-12-01', '2025-12-05');
    const [water, meter] = lists.arrival;
    const at = async () =>
      t.app.db
        .selectFrom('checklist_tick')
        .select(['item_id', 'value', 'ticked_at'])
        .where('booking_id', '=', anna.bookingId)
        .orderBy('item_id')
        .execute();
    // Made an hour ago on a phone without a network, sent now: kept as made (DECISIONS §22).
    const made = '2025-09-12T06:17:00.000Z';
    const sent = await tickIt(anna.headers, anna.bookingId, 'arrival', water!.id, {
      done: true,
      made_at: '2025-09-12T08:17:00+02:00',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(json<{ item: RunItem }>(sent).item.at).toBe(made);
    // A time in the future is now (the server's clock is pinned at 07:17Z).
    await tickIt(anna.headers, anna.bookingId, 'arrival', meter!.id, {
      done: true,
      value: 100,
      made_at: '2030-01-01T00:00:00Z',
    });
    expect(await at()).toEqual([
      { item_id: water!.id, value: null, ticked_at: made },
      { item_id: meter!.id, value: 100, ticked_at: '2025-09-12T07:17:00.000Z' },
    ]);
    // A reading made earlier, arriving later, leaves the newer one; so does an older untick.
    await tickIt(anna.headers, anna.bookingId, 'arrival', meter!.id, {
      done: true,
      value: 90,
      made_at: '2025-09-12T05:00:00Z',
    });
    await tickIt(anna.headers, anna.bookingId, 'arrival', water!.id, {
      done: false,
      made_at: '2025-09-12T05:00:00Z',
    });
    expect(await at()).toEqual([
      { item_id: water!.id, value: null, ticked_at: made },
      { item_id: meter!.id, value: 100, ticked_at: '2025-09-12T07:17:00.000Z' },
    ]);
    expect(
      refusal(
        await tickIt(anna.headers, anna.bookingId, 'arrival', water!.id, {
          done: true,
          made_at: 'yesterday',
        }),
      ),
    ).toMatchObject({ status: 400, code: 'api.house.madeAt' });
  });

  it('shows the next arrival what the last stay left: its note, readings, what it left unticked, the open log', async () => {
    const lists = await keepLists();
    const tom = await memberWithStay('Tom', '2026-01-05', '2026-01-09');
    const tina = await memberWithStay('Tina', '2026-01-20', '2026-01-24');
    const [fridge, waterMeter] = lists.departure;
    await tickIt(tom.headers, tom.bookingId, 'departure', waterMeter!.id, {
      done: true,
      value: 812,
    });
    const note = await call(tom.headers, 'PUT', `/api/bookings/${tom.bookingId}/departure-note`, {
      running_low: 'Coffee, dish soap',
      broken: 'The boat’s oarlock',
    });
    expect(note.statusCode, note.body).toBe(200);
    const logged = await call(tom.headers, 'POST', '/api/house-log', {
      kind: 'broken',
      text: 'The sauna door sticks',
    });
    expect(logged.statusCode, logged.body).toBe(201);

    const run = await runOf(tina.headers, tina.bookingId);
    expect(run.before).toMatchObject({
      stay: { owner: 'Tom Holm', from: '2026/01/05', to: '2026/01/09' },
      used: true,
      note: { running_low: 'Coffee, dish soap', broken: 'The boat’s oarlock', by: 'Tom Holm' },
      readings: [{ text: 'Water meter', value: 812, unit: 'm³' }],
    });
    expect(run.before!.unticked).toEqual(
      expect.arrayContaining([
        { list: 'departure', text: fridge!.text },
        { list: 'arrival', text: 'Turn on the water' },
      ]),
    );
    expect(run.house_log.map((entry) => entry.text)).toContain('The sauna door sticks');

    // An item added after Tom left was not his to tick.
    t.clock.advance(Date.parse('2026-01-12T08:00:00Z') - t.clock.now().getTime());
    const adminNow = {
      authorization: `Bearer ${await t.app.tokens.issue((await loginAs(t, 'admin')).user)}`,
    };
    const tinaNow = { authorization: `Bearer ${await t.app.tokens.issue(tina.user)}` };
    await call(adminNow, 'PUT', '/api/admin/checklists/departure', {
      items: [...lists.departure, { text: 'Test the smoke alarm' }],
    });
    const later = await runOf(tinaNow, tina.bookingId);
    expect(later.departure.map((item) => item.text)).toContain('Test the smoke alarm');
    expect(later.before!.unticked.map((item) => item.text)).not.toContain('Test the smoke alarm');
    expect(later.before!.unticked.map((item) => item.text)).toContain(fridge!.text);

    // A stay that never used the checklists (one from before them) is said to be just that,
    // never that it left nothing unticked.
    const tove = await memberWithStay('Tove', '2026-02-02', '2026-02-06');
    const toves = await runOf(
      { authorization: `Bearer ${await t.app.tokens.issue(tove.user)}` },
      tove.bookingId,
    );
    expect(toves.before).toMatchObject({ stay: { owner: 'Tina Holm' }, used: false, note: null });

    // The admins see how far each run got.
    const runs = json<ChecklistRuns>(await call(adminNow, 'GET', '/api/admin/checklist-runs'));
    expect(runs.runs.map((run) => [run.stay.owner, run.departure, run.noted])).toEqual([
      ['Tom Holm', { done: 1, total: 3 }, true],
      ['Tina Holm', { done: 0, total: 3 }, false],
      ['Tove Holm', { done: 0, total: 3 }, false],
    ]);
  });
});

describe('the house log', () => {
  it('takes notes from members; admins mark them done; done notes leave the next arrival’s view', async () => {
    const vera = await memberWithStay('Vera', '2026-03-02', '2026-03-06');
    // The clock moved on past the first admin's session.
    const admin = (await loginAs(t, 'admin')).headers;
    const made = await call(vera.headers, 'POST', '/api/house-log', {
      kind: 'low',
      text: 'Firewood',
    });
    const { note } = json<{ note: { id: number; by: string; done_at: string | null } }>(made);
    expect(note).toMatchObject({ by: 'Vera Holm', done_at: null });
    expect(
      refusal(await call(vera.headers, 'POST', '/api/house-log', { kind: 'low', text: '  ' })),
    ).toMatchObject({ status: 400, code: 'api.houseLog.text' });
    expect(
      refusal(await call(vera.headers, 'POST', '/api/house-log', { kind: 'gone', text: 'x' })),
    ).toMatchObject({ status: 400, code: 'api.houseLog.kind' });

    // A photo with it: decoded, kept, sent only resized at a signed address that runs out.
    const picture = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#9b2a1f' },
    })
      .withMetadata({ exif: { IFD0: { Copyright: 'Vera at the lake' } } })
      .jpeg()
      .toBuffer();
    const send = (headers: Headers, fileName: string, content: Buffer) => {
      const body = multipart(fileName, content);
      return t.app.inject({
        method: 'POST',
        url: `/api/house-log/${note.id}/photo`,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    };
    const bo = await loginAs(t, 'trusted');
    expect(refusal(await send(bo.headers, 'wood.jpg', picture))).toMatchObject({
      status: 404,
      code: 'api.houseLog.none',
    });
    expect((await send(vera.headers, 'wood.jpg', Buffer.from('not a picture'))).statusCode).toBe(
      400,
    );
    const withPhoto = await send(vera.headers, 'wood.jpg', picture);
    expect(withPhoto.statusCode, withPhoto.body).toBe(201);
    const address = json<{ note: { photo: string } }>(withPhoto).note.photo;
    expect(address).toMatch(/^\/api\/house-log\/photos\/wood-[0-9a-f]{8}\.jpg\?v=.+&exp=\d+&sig=/);
    const shown = await t.app.inject({ method: 'GET', url: `${address}&w=320` });
    expect(shown.statusCode).toBe(200);
    const meta = await sharp(shown.rawPayload).metadata();
    expect(meta.width).toBe(320);
    expect(meta.exif).toBeUndefined();
    expect(
      (await t.app.inject({ method: 'GET', url: address.replace(/&sig=[^&]+/, '&sig=forged') }))
        .statusCode,
    ).toBe(403);

    const done = await call(admin, 'POST', `/api/admin/house-log/${note.id}/done`);
    expect(done.statusCode).toBe(200);
    const log = json<HouseLog>(await call(vera.headers, 'GET', '/api/house-log'));
    expect(log.notes.find((n) => n.id === note.id)!.done_at).not.toBeNull();
    expect(
      (await runOf(vera.headers, vera.bookingId)).house_log.some((n) => n.id === note.id),
    ).toBe(false);
    expect(refusal(await send(vera.headers, 'wood.jpg', picture))).toMatchObject({
      status: 409,
      code: 'api.houseLog.done',
    });
    expect(refusal(await call(admin, 'POST', '/api/admin/house-log/99999/done'))).toMatchObject({
      status: 404,
      code: 'api.houseLog.none',
    });
  });

  it('keeps notes written offline once, with the time they were written, never over a newer one', async () => {
    const ulla = await memberWithStay('Ulla', '2026-04-06', '2026-04-10');
    // The same note sent twice (its answer lost on the way back) is one note, when it was made.
    const note = {
      kind: 'broken',
      text: 'The pump hums',
      client_key: '8c1c3f0e-4b7a-4a8e-9a51-2d5a3b6c7d8e',
      made_at: '2025-09-12T06:00:00Z',
    };
    const twice = await Promise.all(
      [1, 2].map(() => call(ulla.headers, 'POST', '/api/house-log', note)),
    );
    expect(twice.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const ids = twice.map((answer) => json<{ note: { id: number; at: string } }>(answer).note);
    expect(ids[0]!.id).toBe(ids[1]!.id);
    expect(ids[0]!.at).toBe('2025-09-12T06:00:00.000Z');
    const kept = await t.app.db
      .selectFrom('house_note')
      .select('id')
      .where('text', '=', 'The pump hums')
      .execute();
    expect(kept).toHaveLength(1);
    expect(
      refusal(await call(ulla.headers, 'POST', '/api/house-log', { ...note, client_key: 'x' })),
    ).toMatchObject({ status: 400, code: 'api.house.clientKey' });

    // A departure note written earlier offline, arriving after a newer one, leaves the newer.
    const put = (body: object) =>
      call(ulla.headers, 'PUT', `/api/bookings/${ulla.bookingId}/departure-note`, body);
    expect((await put({ running_low: 'Coffee', broken: '' })).statusCode).toBe(200);
    expect(
      (await put({ running_low: 'Milk', broken: '', made_at: '2025-09-12T05:00:00Z' })).statusCode,
    ).toBe(200);
    const [written] = await t.app.db
      .selectFrom('departure_note')
      .select(['running_low', 'updated_at'])
      .where('booking_id', '=', ulla.bookingId)
      .execute();
    expect(written).toEqual({ running_low: 'Coffee', updated_at: t.clock.now().toISOString() });
  });
});
