import type { Owners, OwnersChangeResponse } from '@stuga/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/helpers.js';
import { loginAs } from '../../test/users.js';

/** The house's owners and their shares, set by the admins from a day on (DECISIONS §23). */
let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
let anna: Awaited<ReturnType<typeof loginAs>>;
let bo: Awaited<ReturnType<typeof loginAs>>;
let cleo: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  admin = await loginAs(t, 'admin', { first_name: 'Ada', last_name: 'Admin' });
  anna = await loginAs(t, 'trusted', { first_name: 'Anna', last_name: 'Berg' });
  bo = await loginAs(t, 'trusted', { first_name: 'Bo', last_name: 'Berg' });
  cleo = await loginAs(t, 'verified', { first_name: 'Cleo', last_name: 'Berg' });
});
afterAll(() => t.close());

const read = async () => {
  const answer = await t.app.inject({
    method: 'GET',
    url: '/api/admin/owners',
    headers: admin.headers,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return json<Owners>(answer);
};
const set = (from: string, owners: { user_id: number; percent: number }[]) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/owners',
    headers: admin.headers,
    payload: { from, owners },
  });
const sets = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('share_set')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("the owners' shares", () => {
  it('are none until the admins set them', async () => {
    expect(await read()).toEqual({ current: null, history: [] });
  });

  it('are refused unless they make exactly 100 %, saying what they make, and nothing is kept', async () => {
    const short = await set('2025/01/01', [
      { user_id: anna.user.id, percent: 50 },
      { user_id: bo.user.id, percent: 49.5 },
    ]);
    expect(short.statusCode).toBe(400);
    expect(json(short)).toMatchObject({
      message: 'The shares add up to 99.5 %; together they must make 100 %.',
      code: 'api.owner.sum',
      params: { sum: 99.5 },
    });
    const over = await set('2025/01/01', [
      { user_id: anna.user.id, percent: 60 },
      { user_id: bo.user.id, percent: 60 },
    ]);
    expect(json(over)).toMatchObject({ code: 'api.owner.sum', params: { sum: 120 } });
    expect(await sets()).toBe(0);
  });

  it('refuse a share of nothing, more than all, a third decimal, an owner twice or one who is not a member', async () => {
    const refusals: [unknown, string][] = [
      [
        [
          { user_id: anna.user.id, percent: 0 },
          { user_id: bo.user.id, percent: 100 },
        ],
        'api.owner.percent',
      ],
      [[{ user_id: anna.user.id, percent: 100.01 }], 'api.owner.percent'],
      [
        [
          { user_id: anna.user.id, percent: 33.333 },
          { user_id: bo.user.id, percent: 66.667 },
        ],
        'api.owner.percent',
      ],
      [
        [
          { user_id: anna.user.id, percent: 50 },
          { user_id: anna.user.id, percent: 50 },
        ],
        'api.owner.twice',
      ],
      [
        [
          { user_id: anna.user.id, percent: 50 },
          { user_id: 999_999, percent: 50 },
        ],
        'api.owner.noMember',
      ],
      [[], 'api.owner.count'],
      ['everyone', 'api.owner.count'],
      [[{ user_id: 'anna', percent: 100 }], 'api.owner.member'],
      [[{ user_id: anna.user.id, percent: '100' }], 'api.owner.percent'],
    ];
    for (const [owners, code] of refusals) {
      const answer = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/owners',
        headers: admin.headers,
        payload: { from: '2025/01/01', owners },
      });
      expect(answer.statusCode, JSON.stringify(owners)).toBe(400);
      expect(json(answer), JSON.stringify(owners)).toMatchObject({ code });
    }
    const noDay = await set('2025-01-01', [{ user_id: anna.user.id, percent: 100 }]);
    expect(noDay.statusCode).toBe(400);
    expect(await sets()).toBe(0);
  });

  it('apply from their day, the latest first in the history, and a later set of the same day replaces it', async () => {
    // A third each, to the hundredth: 33.33 + 33.33 + 33.34.
    const first = await set('2025/01/01', [
      { user_id: anna.user.id, percent: 33.33 },
      { user_id: bo.user.id, percent: 33.34 },
      { user_id: cleo.user.id, percent: 33.33 },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    const answer = json<OwnersChangeResponse>(first);
    expect(answer.message).toBe('The shares are set.');
    expect(answer.current).toMatchObject({
      from: '2025/01/01',
      set_by: 'Ada Admin',
      owners: [
        { user_id: bo.user.id, name: 'Bo Berg', percent: 33.34 },
        { user_id: anna.user.id, name: 'Anna Berg', percent: 33.33 },
        { user_id: cleo.user.id, name: 'Cleo Berg', percent: 33.33 },
      ],
    });
    expect(answer.current!.set_at).toBe('2025-09-12T07:17:00.000Z');

    // From next year Anna holds half: today's shares are still the first.
    const next = await set('2026/01/01', [
      { user_id: anna.user.id, percent: 50 },
      { user_id: bo.user.id, percent: 50 },
    ]);
    expect(next.statusCode, next.body).toBe(200);
    let owners = await read();
    expect(owners.current!.id).toBe(answer.current!.id);
    expect(owners.history.map((each) => each.from)).toEqual(['2026/01/01', '2025/01/01']);

    // A correction of the first, from the same day: it applies, and both are kept.
    const corrected = await set('2025/01/01', [
      { user_id: anna.user.id, percent: 40 },
      { user_id: bo.user.id, percent: 30 },
      { user_id: cleo.user.id, percent: 30 },
    ]);
    expect(corrected.statusCode, corrected.body).toBe(200);
    owners = await read();
    expect(owners.current!.owners.map((owner) => owner.percent)).toEqual([40, 30, 30]);
    expect(owners.history.map((each) => each.from)).toEqual([
      '2026/01/01',
      '2025/01/01',
      '2025/01/01',
    ]);
    expect(owners.history[1]!.id).toBe(owners.current!.id);
    expect(owners.history[2]!.owners.map((owner) => owner.percent)).toEqual([33.34, 33.33, 33.33]);
  });

  it('are the admins’ alone to read and set', async () => {
    for (const who of [anna, cleo]) {
      const get = await t.app.inject({
        method: 'GET',
        url: '/api/admin/owners',
        headers: who.headers,
      });
      expect(get.statusCode).toBe(403);
      const put = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/owners',
        headers: who.headers,
        payload: { from: '2025/01/01', owners: [{ user_id: who.user.id, percent: 100 }] },
      });
      expect(put.statusCode).toBe(403);
    }
  });
});
