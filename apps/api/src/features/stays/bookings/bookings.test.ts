import type { OwnFairShare, UpcomingStays } from '@stuga/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/helpers.js';
import { clearStays, createPlan } from '../../../test/stays.js';
import { createUser, loginAs } from '../../../test/users.js';

/** An approved stay is a booking of its own, and what the house holds is read there (§17). */
let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
let anna: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  admin = await loginAs(t, 'admin');
  anna = await loginAs(t, 'trusted', { first_name: 'Anna', last_name: 'Berg' });
});
afterAll(() => t.close());
beforeEach(() => clearStays(t));

const call = (method: 'GET' | 'POST', url: string, headers: object, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: headers as Record<string, string>,
    ...(payload ? { payload } : {}),
  });

const bookings = () =>
  t.app.db
    .selectFrom('booking')
    .select(['id', 'option_id', 'user_id', 'from_date', 'to_date', 'source', 'status', 'ended_at'])
    .orderBy('id')
    .execute();

const historyOf = (optionId: number) =>
  t.app.db
    .selectFrom('option_history')
    .select(['to_status', 'booking_id'])
    .where('option_id', '=', optionId)
    .orderBy('id')
    .execute();

/** A booking the house holds that no plan asked for (as a round or a swap will make them). */
const heldApart = (userId: number, from: string, to: string) =>
  t.app.db
    .insertInto('booking')
    .values({
      user_id: userId,
      from_date: from,
      to_date: to,
      party: null,
      source: 'round',
      option_id: null,
      status: 'held',
      booked_at: '2025-09-01T00:00:00.000Z',
      ended_at: null,
      created_at: '2025-09-01T00:00:00.000Z',
      updated_at: '2025-09-01T00:00:00.000Z',
    })
    .execute();

describe('an approval', () => {
  it('makes the option a held booking, named by its history; a cancel ends it on record', async () => {
    const { optionIds } = await createPlan(t, anna.user.id, {
      options: [{ from: '2025-10-01', to: '2025-10-05' }],
    });
    const id = optionIds[0]!;
    expect((await call('POST', `/api/admin/approve-option/${id}`, admin.headers)).statusCode).toBe(
      200,
    );
    const [booking] = await bookings();
    expect(booking).toEqual({
      id: expect.any(Number),
      option_id: id,
      user_id: anna.user.id,
      from_date: '2025-10-01',
      to_date: '2025-10-05',
      source: 'option',
      status: 'held',
      ended_at: null,
    });
    expect(await historyOf(id)).toEqual([{ to_status: 'approved', booking_id: booking!.id }]);

    expect((await call('POST', `/api/stay-options/${id}/cancel`, anna.headers)).statusCode).toBe(
      200,
    );
    expect(await bookings()).toEqual([
      { ...booking, status: 'cancelled', ended_at: expect.any(String) },
    ]);
    expect((await historyOf(id)).at(-1)).toEqual({
      to_status: 'cancelled',
      booking_id: booking!.id,
    });
  });

  it('ends the booking as declined when an admin declines the approved stay', async () => {
    const { optionIds } = await createPlan(t, anna.user.id, {
      options: [{ from: '2025-10-01', to: '2025-10-05', status: 'approved' }],
    });
    const answer = await call('POST', `/api/admin/reject-option/${optionIds[0]}`, admin.headers, {
      reason: 'The roof is being mended.',
    });
    expect(answer.statusCode).toBe(200);
    expect((await bookings()).map((b) => b.status)).toEqual(['declined']);
  });

  it('declining a request makes no booking', async () => {
    const { optionIds } = await createPlan(t, anna.user.id, {
      options: [{ from: '2025-10-01', to: '2025-10-05' }],
    });
    await call('POST', `/api/admin/reject-option/${optionIds[0]}`, admin.headers, {
      reason: 'No.',
    });
    expect(await bookings()).toEqual([]);
  });

  it('holds exactly one booking among 10 concurrent approvals of overlapping options', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const member = await createUser(t, 'trusted');
      const plan = await createPlan(t, member.id, {
        options: [{ from: '2025-10-01', to: `2025-10-0${2 + (i % 5)}` }],
      });
      ids.push(plan.optionIds[0]!);
    }
    const answers = await Promise.all(
      ids.map((id) => call('POST', `/api/admin/approve-option/${id}`, admin.headers)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect((await bookings()).filter((b) => b.status === 'held')).toHaveLength(1);
  });
});

describe('what the house holds is read from its bookings', () => {
  it('a booking no plan asked for blocks plans and approvals, and shows where stays show', async () => {
    const bo = await createUser(t, 'trusted', { first_name: 'Bo', last_name: 'Ek' });
    await heldApart(bo.id, '2025-10-10', '2025-10-14');
    // Anna asks for days that crowd it: refused with the booking page's message.
    const saved = await call('POST', '/api/stay-plans', anna.headers, {
      title: 'Autumn',
      expiry_date: '2025/10/01',
      options: [{ from: '2025/10/15', to: '2025/10/17', status: 'pending', note: '' }],
    });
    expect(saved.statusCode).toBe(409);
    expect(json(saved).error).toMatch(/Bo Ek/);
    // A request made before it cannot be approved into it.
    const { optionIds } = await createPlan(t, anna.user.id, {
      options: [{ from: '2025-10-12', to: '2025-10-13' }],
    });
    expect(
      (await call('POST', `/api/admin/approve-option/${optionIds[0]}`, admin.headers)).statusCode,
    ).toBe(409);
    const upcoming = json<UpcomingStays>(await call('GET', '/api/stays/upcoming', anna.headers));
    expect(upcoming.stays).toEqual([
      {
        id: expect.any(Number),
        from: '2025/10/10',
        to: '2025/10/14',
        name: 'Bo Ek',
        own: false,
        can: { checklists: false, pay: false },
      },
    ]);
    const boSession = await loginAs(t, 'trusted', { email: 'bo-session@example.com' });
    await heldApart(boSession.user.id, '2025-11-01', '2025-11-04');
    const share = json<OwnFairShare>(await call('GET', '/api/fair-share', boSession.headers));
    expect(share.share).toMatchObject({ nights: 3 });
  });
});
