import type { CalendarFeed, InviteCode, StayPlansResponse } from '@stuga/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLink } from './features/auth/mailed-links.repository.js';
import { createTestApp, json, testDatabaseUrl, type TestApp } from './test/helpers.js';
import { createPlan, optionRow } from './test/stays.js';
import { createUser, loginAs } from './test/users.js';

/**
 * What an account made is checked against what the account is now, when it is used
 * (ARCHITECTURE convention 13, DECISIONS §14a, §16): sessions, calendar feed addresses, invite
 * codes and waiting requests follow a suspension, a level taken away, a proof of the address by
 * its owner, and admin rights removed from the configuration; and a member's own write racing a
 * suspension lands before it or is refused. Runs on SQLite and again on PostgreSQL.
 */
let t: TestApp;
/** The same database under a configuration that no longer names former@example.com an admin. */
let later: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    env: { ADMIN_EMAILS: 'admin@example.com,former@example.com' },
  });
  later = await createTestApp({ seed: false, shareWith: t });
  admin = await loginAs(t, 'admin', { first_name: 'Ada', last_name: 'Admin' });
});
afterAll(async () => {
  await later.close();
  await t.close();
});

type Headers = Record<string, string>;
let client = 0;
const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Headers = {},
  payload?: object,
  on: TestApp = t,
) =>
  on.app.inject({
    method,
    url,
    headers,
    ...(payload ? { payload } : {}),
    remoteAddress: `10.28.${(client >> 8) & 255}.${++client & 255}`,
  });

const feedOf = async (headers: Headers) =>
  new URL(json<CalendarFeed>(await call('GET', '/api/calendar-feed', headers)).url).pathname;
const codeOf = async (headers: Headers, level: 'verified' | 'trusted' = 'trusted') => {
  const made = await call('POST', '/api/generate-invite', headers, { code_type: level });
  expect(made.statusCode).toBe(201);
  return json<InviteCode>(made).invite_code;
};
const verify = async (code: string, on: TestApp = t) =>
  json<{ valid: boolean; error?: string; code_type?: string }>(
    await call('POST', '/api/auth/verify-invite', {}, { invite_code: code }, on),
  );
let registered = 0;
const register = (code: string) =>
  call(
    'POST',
    '/api/register',
    {},
    {
      email: `newcomer${++registered}@example.com`,
      password: 'a long enough password',
      first_name: 'New',
      last_name: 'Comer',
      invite_code: code,
    },
  );
const memberAction = (action: 'suspend' | 'restore', id: number) =>
  call('POST', `/api/admin/members/${id}/${action}`, admin.headers);
const setLevel = (id: number, level: 'verified' | 'trusted') =>
  call('POST', `/api/admin/members/${id}/level`, admin.headers, { access_level: level });
/** A new session for an account as it is now (as a login would give it). */
const sessionOf = async (id: number): Promise<Headers> => {
  const row = await t.app.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { authorization: `Bearer ${await t.app.tokens.issue(row)}` };
};
const approve = (id: number, on: TestApp = t, headers: Headers = admin.headers) =>
  call('POST', `/api/admin/approve-option/${id}`, headers, undefined, on);

describe('a suspended member', () => {
  it('loses the calendar feed, and a restore does not bring the old address back', async () => {
    const bo = await loginAs(t, 'trusted');
    const feed = await feedOf(bo.headers);
    expect((await call('GET', feed)).statusCode).toBe(200);

    expect((await memberAction('suspend', bo.user.id)).statusCode).toBe(200);
    const closed = await call('GET', feed);
    expect(closed.statusCode).toBe(404);
    expect(json(closed).message).toBe('No such calendar.');

    expect((await memberAction('restore', bo.user.id)).statusCode).toBe(200);
    expect((await call('GET', feed)).statusCode).toBe(404);
    // Signed in again, the member is given a new address, which works.
    const fresh = await feedOf(await sessionOf(bo.user.id));
    expect(fresh).not.toBe(feed);
    expect((await call('GET', fresh)).statusCode).toBe(200);
  });

  it('leaves no invite code working, before or after a restore', async () => {
    const cara = await loginAs(t, 'trusted');
    const code = await codeOf(cara.headers, 'trusted');
    expect((await verify(code)).valid).toBe(true);

    await memberAction('suspend', cara.user.id);
    expect(await verify(code)).toEqual({
      valid: false,
      error: 'Invalid invite code',
      code: 'api.invite.invalid',
    });
    const refused = await register(code);
    expect(refused.statusCode).toBe(400);
    expect(json(refused).message).toBe('Invalid invite code');

    await memberAction('restore', cara.user.id);
    expect((await verify(code)).valid).toBe(false);
    expect((await register(code)).statusCode).toBe(400);
  });
});

describe('a member moved down to verified', () => {
  it('keeps no code, no feed and no request that booking access made', async () => {
    const dag = await loginAs(t, 'trusted', { first_name: 'Dag', last_name: 'Dal' });
    const code = await codeOf(dag.headers, 'trusted');
    const feed = await feedOf(dag.headers);
    const { optionIds } = await createPlan(t, dag.user.id, {
      expiry: '2026-03-01',
      options: [
        { from: '2026-04-01', to: '2026-04-04', status: 'pending' },
        { from: '2026-04-10', to: '2026-04-14', status: 'pending' },
      ],
    });

    expect((await setLevel(dag.user.id, 'verified')).statusCode).toBe(200);
    expect(await verify(code)).toEqual({
      valid: false,
      error: 'Invalid invite code',
      code: 'api.invite.invalid',
    });
    expect((await register(code)).statusCode).toBe(400);
    expect((await call('GET', feed)).statusCode).toBe(404);
    for (const id of optionIds) {
      expect(await optionRow(t, id)).toMatchObject({
        status: 'declined',
        rejection_reason: 'Member no longer has booking access',
      });
      const refused = await approve(id);
      expect(refused.statusCode).toBe(409);
    }

    // Made trusted again, nothing of before comes back.
    await setLevel(dag.user.id, 'trusted');
    expect((await verify(code)).valid).toBe(false);
    expect((await call('GET', feed)).statusCode).toBe(404);
  });

  it('keeps a verified member’s requests and codes when promoted', async () => {
    const eva = await loginAs(t, 'trusted');
    const code = await codeOf(eva.headers, 'verified');
    // Trusted → trusted changes nothing; the code stays good.
    await setLevel(eva.user.id, 'trusted');
    expect((await verify(code)).valid).toBe(true);
  });
});

describe('an address proved by its owner', () => {
  it('voids the feed address and the invite codes whoever registered it first had made', async () => {
    // Someone registers a member's address before its owner does, with a trusted code.
    const squatter = await loginAs(t, 'trusted', { email_confirmed_at: null });
    const feed = await feedOf(squatter.headers);
    const code = await codeOf(squatter.headers, 'trusted');
    expect((await call('GET', feed)).statusCode).toBe(200);

    // The owner resets the password with the link mailed to the address.
    const token = await createLink(t.app.db, 'password_resets', {
      userId: squatter.user.id,
      minutes: 60,
      now: t.clock.now(),
    });
    const reset = await call(
      'POST',
      '/api/reset-password',
      {},
      {
        reset_token: token,
        new_password: 'the owners own password',
      },
    );
    expect(reset.statusCode).toBe(200);

    expect((await call('GET', feed)).statusCode).toBe(404);
    expect(await verify(code)).toEqual({
      valid: false,
      error: 'Invalid invite code',
      code: 'api.invite.invalid',
    });
    expect((await register(code)).statusCode).toBe(400);
    expect((await call('GET', '/api/profile_data', squatter.headers)).statusCode).toBe(401);
  });
});

describe('admin rights removed from the configuration', () => {
  it('take the former admin’s codes, feed and waiting requests with them', async () => {
    const former = await loginAs(t, 'verified', { email: 'former@example.com' });
    expect((await call('GET', '/api/profile_data', former.headers)).json()).toMatchObject({
      is_admin: true,
    });
    const code = await codeOf(former.headers, 'trusted');
    const feed = await feedOf(former.headers);
    const saved = await call('POST', '/api/stay-plans', former.headers, {
      title: 'Spring',
      expiry_date: '2026/01/01',
      options: [{ id: 'a', from: '2026/05/01', to: '2026/05/04', status: 'pending', priority: 1 }],
    });
    expect(saved.statusCode).toBe(201);
    const optionId = json<{ stay_plan: { options: { id: number }[] } }>(saved).stay_plan.options[0]!
      .id;

    // The same database, read by a server whose ADMIN_EMAILS no longer names the address.
    expect((await verify(code, later)).valid).toBe(false);
    expect((await call('GET', feed, {}, undefined, later)).statusCode).toBe(404);
    const laterAdmin = { authorization: admin.headers.authorization! };
    const refused = await approve(optionId, later, laterAdmin);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe(
      'This member can no longer book, so their request cannot be approved.',
    );
    expect((await optionRow(t, optionId)).status).toBe('pending');
  });
});

describe('a member’s own writes racing a suspension', () => {
  const ROUNDS = 40;
  const SUBMISSIONS = 20;

  it(`land before it and are declined with it, or are refused (${ROUNDS} rounds of ${SUBMISSIONS})`, async () => {
    const answers = new Map<number, number>();
    for (let round = 0; round < ROUNDS; round += 1) {
      const member = await loginAs(t, 'trusted');
      const submit = () =>
        call('POST', '/api/stay-plans', member.headers, {
          title: `Round ${round}`,
          expiry_date: '2026/06/01',
          options: [
            { id: 'a', from: '2026/07/01', to: '2026/07/05', status: 'pending', priority: 1 },
          ],
        });
      const submissions = Array.from({ length: SUBMISSIONS }, submit);
      // The suspension goes out among the submissions, not before or after all of them: every
      // other round once the first submission has been answered (so some land before it however
      // busy the machine is: a timer alone let it go first in every round of a loaded run), the
      // others after a few milliseconds.
      const start =
        round % 2 === 0
          ? submissions[0]!.then(() => undefined)
          : new Promise((resolve) => setTimeout(resolve, round % 5));
      const suspended = start.then(() => memberAction('suspend', member.user.id));
      const results = await Promise.all([...submissions, suspended]);
      expect(results.at(-1)!.statusCode).toBe(200);
      for (const result of results.slice(0, -1)) {
        answers.set(result.statusCode, (answers.get(result.statusCode) ?? 0) + 1);
      }

      const left = await t.app.db
        .selectFrom('stay_option')
        .innerJoin('stay_plan', 'stay_plan.id', 'stay_option.plan_id')
        .select(['stay_option.id', 'stay_option.status', 'stay_option.rejection_reason'])
        .where('stay_plan.user_id', '=', member.user.id)
        .execute();
      for (const option of left) {
        expect(option).toMatchObject({ status: 'declined', rejection_reason: 'Member suspended' });
        expect((await approve(option.id)).statusCode).toBe(409);
      }
    }
    // Every answer was a saved plan (then declined) or a refusal; nothing failed.
    expect([...answers.keys()].filter((status) => ![201, 401].includes(status))).toEqual([]);
    expect(answers.get(201)).toBeGreaterThan(0);
    if (testDatabaseUrl) expect(answers.get(401)).toBeGreaterThan(0);
  }, 120_000);
});

describe('what the member sees of it', () => {
  it('gives a restored member plans as before, and no request that the suspension declined', async () => {
    const fay = await createUser(t, 'trusted');
    const { optionIds } = await createPlan(t, fay.id, {
      expiry: '2026-03-01',
      options: [{ from: '2026-08-01', to: '2026-08-04', status: 'pending' }],
    });
    await memberAction('suspend', fay.id);
    await memberAction('restore', fay.id);
    const plans = json<StayPlansResponse>(
      await call('GET', '/api/stay-plans', await sessionOf(fay.id)),
    );
    const own = plans.stay_plans.find((plan) => plan.own)!;
    expect(own.options.map((option) => [option.id, option.status])).toEqual([
      [optionIds[0], 'declined'],
    ]);
  });
});
