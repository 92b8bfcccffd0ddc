import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/helpers.js';
import { createUser, loginAs, TEST_PASSWORD } from '../../test/users.js';

/** The one-time code (DECISIONS §26), on a pinned clock the test moves. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    env: { ADMIN_EMAILS: 'admin@example.com,second@example.com' },
  });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers: Headers = {},
  from = '10.3.0.1',
) => t.app.inject({ method, url, ...(payload ? { payload } : {}), headers, remoteAddress: from });

/** The app's code for a secret at the app's time moved by `seconds`. */
const codeOf = (secret: string, seconds = 0) =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  }).generate({
    timestamp: t.clock.now().getTime() + seconds * 1000,
  });
const step = () => t.clock.advance(30_000);

/** Turns the code on for a signed-in account; answers its secret and recovery codes. */
async function turnOn(headers: Headers) {
  const setup = json<{ secret: string; uri: string; qr: string }>(
    await call('POST', '/api/profile/second-factor/setup', {}, headers),
  );
  const confirmed = await call(
    'POST',
    '/api/profile/second-factor/confirm',
    { code: codeOf(setup.secret) },
    headers,
  );
  expect(confirmed.statusCode).toBe(200);
  return { ...setup, recovery: json<{ recovery_codes: string[] }>(confirmed).recovery_codes };
}

const passwordStep = async (email: string, from?: string) =>
  json<{ second_factor?: true; ticket?: string; jwt?: string }>(
    await call('POST', '/api/login', { email, password: TEST_PASSWORD }, {}, from),
  );

describe('the one-time code', () => {
  it('is set up from a QR code the server makes, then asked after the password, each code once', async () => {
    const admin = await loginAs(t, 'admin');
    const setup = json<{ secret: string; uri: string; qr: string }>(
      await call('POST', '/api/profile/second-factor/setup', {}, admin.headers),
    );
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/.*admin%40example\.com\?.*secret=/);
    expect(setup.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.qr.split(',')[1]!, 'base64').toString()).toContain('<svg');
    const wrong = await call(
      'POST',
      '/api/profile/second-factor/confirm',
      { code: '000000' },
      admin.headers,
    );
    expect(json(wrong).code).toBe('api.secondFactor.wrong');
    const bad = await call(
      'POST',
      '/api/profile/second-factor/confirm',
      { code: '12ab' },
      admin.headers,
    );
    expect(bad.statusCode).toBe(400);
    expect(json(bad).code).toBe('api.secondFactor.code');
    const on = await call(
      'POST',
      '/api/profile/second-factor/confirm',
      { code: codeOf(setup.secret) },
      admin.headers,
    );
    const recovery = json<{ recovery_codes: string[] }>(on).recovery_codes;
    expect(recovery).toHaveLength(10);
    for (const code of recovery) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(json(await call('GET', '/api/profile/second-factor', undefined, admin.headers))).toEqual(
      {
        enabled: true,
        enabled_at: t.clock.now().toISOString(),
        recovery_left: 10,
        required: false,
      },
    );

    // The password alone gives a ticket, never a session; the ticket is not a session either.
    const first = await passwordStep('admin@example.com');
    expect(first).toEqual({
      message: 'Login successful',
      second_factor: true,
      ticket: expect.any(String),
    });
    expect(first.jwt).toBeUndefined();
    const asSession = await call('GET', '/api/profile_data', undefined, {
      authorization: `Bearer ${first.ticket}`,
    });
    expect(asSession.statusCode).toBe(401);
    // The step its set-up took is taken.
    const reused = await call('POST', '/api/auth/second-factor', {
      ticket: first.ticket,
      code: codeOf(setup.secret),
    });
    expect(json(reused).code).toBe('api.secondFactor.wrong');
    step();
    const code = codeOf(setup.secret);
    const done = await call('POST', '/api/auth/second-factor', { ticket: first.ticket, code });
    expect(done.statusCode).toBe(200);
    expect(json<{ user: { second_factor: boolean } }>(done).user.second_factor).toBe(true);
    const again = await call('POST', '/api/auth/second-factor', { ticket: first.ticket, code });
    expect(json(again).code).toBe('api.secondFactor.wrong');

    // The window: a step either side of now, never two, and never a step before one taken.
    t.clock.advance(120_000);
    const ticket = (await passwordStep('admin@example.com')).ticket!;
    const twoBehind = await call('POST', '/api/auth/second-factor', {
      ticket,
      code: codeOf(setup.secret, -60),
    });
    expect(json(twoBehind).code).toBe('api.secondFactor.wrong');
    expect(
      (await call('POST', '/api/auth/second-factor', { ticket, code: codeOf(setup.secret, -30) }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('POST', '/api/auth/second-factor', { ticket, code: codeOf(setup.secret, 30) }))
        .statusCode,
    ).toBe(200);
    const before = await call('POST', '/api/auth/second-factor', {
      ticket,
      code: codeOf(setup.secret),
    });
    expect(json(before).code).toBe('api.secondFactor.wrong');

    // A recovery code, once.
    const withRecovery = await call('POST', '/api/auth/second-factor', {
      ticket,
      code: recovery[3]!.toUpperCase(),
    });
    expect(withRecovery.statusCode).toBe(200);
    const recoveryAgain = await call('POST', '/api/auth/second-factor', {
      ticket,
      code: recovery[3],
    });
    expect(json(recoveryAgain).code).toBe('api.secondFactor.wrong');
    const status = json<{ recovery_left: number }>(
      await call('GET', '/api/profile/second-factor', undefined, admin.headers),
    );
    expect(status.recovery_left).toBe(9);

    // A ticket runs out after five minutes, and a made-up one is refused.
    t.clock.advance(6 * 60_000);
    const late = await call('POST', '/api/auth/second-factor', {
      ticket,
      code: codeOf(setup.secret),
    });
    expect(json(late).code).toBe('api.secondFactor.ticket');
    const madeUp = await call('POST', '/api/auth/second-factor', {
      ticket: 'a.b.c',
      code: '123456',
    });
    expect(json(madeUp).code).toBe('api.secondFactor.ticket');
    for (const payload of [
      {},
      { ticket },
      { ticket, code: 42 },
      { ticket, code: 'x'.repeat(5000) },
    ]) {
      const refused = await call('POST', '/api/auth/second-factor', payload);
      expect(refused.statusCode).toBe(400);
    }
  });

  it('counts wrong codes in the login limits', async () => {
    const member = await createUser(t, 'trusted', { email: 'guesser@example.com' });
    const signedIn = { authorization: `Bearer ${await t.app.tokens.issue(member)}` };
    await turnOn(signedIn);
    step();
    const from = '10.3.7.7';
    const ticket = (await passwordStep('guesser@example.com', from)).ticket!;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const code = String(100000 + i);
      statuses.push(
        (await call('POST', '/api/auth/second-factor', { ticket, code }, {}, from)).statusCode,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('may be required of every admin: an admin without it is refused admin calls until it is on', async () => {
    const admin = await loginAs(t, 'admin');
    const second = await createUser(t, 'unverified', { email: 'second@example.com' });
    const secondHeaders = { authorization: `Bearer ${await t.app.tokens.issue(second)}` };
    expect((await call('GET', '/api/admin/members', undefined, secondHeaders)).statusCode).toBe(
      200,
    );

    // Only an admin whose own code is on may require it (the first test turned the admin's on).
    const own = await call(
      'PUT',
      '/api/admin/second-factor-rule',
      { required: true },
      secondHeaders,
    );
    expect(json(own).code).toBe('api.secondFactor.ownFirst');
    const rule = await call(
      'PUT',
      '/api/admin/second-factor-rule',
      { required: true },
      admin.headers,
    );
    expect(json(rule)).toEqual({ required: true });
    const bad = await call(
      'PUT',
      '/api/admin/second-factor-rule',
      { required: 'yes' },
      admin.headers,
    );
    expect(json(bad).code).toBe('api.secondFactor.rule');

    const refused = await call('GET', '/api/admin/members', undefined, secondHeaders);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).code).toBe('api.secondFactor.needed');
    expect(
      json<{ required: boolean }>(
        await call('GET', '/api/profile/second-factor', undefined, secondHeaders),
      ).required,
    ).toBe(true);
    // Their own pages still answer: the profile is where they turn it on.
    expect((await call('GET', '/api/profile_data', undefined, secondHeaders)).statusCode).toBe(200);
    const { secret } = await turnOn(secondHeaders);
    expect((await call('GET', '/api/admin/members', undefined, secondHeaders)).statusCode).toBe(
      200,
    );

    // While required, an admin cannot turn theirs off; once not, with a code.
    step();
    const off = await call(
      'POST',
      '/api/profile/second-factor/off',
      { code: codeOf(secret) },
      secondHeaders,
    );
    expect(json(off).code).toBe('api.secondFactor.required');
    await call('PUT', '/api/admin/second-factor-rule', { required: false }, admin.headers);
    const wrongOff = await call(
      'POST',
      '/api/profile/second-factor/off',
      { code: '000000' },
      secondHeaders,
    );
    expect(json(wrongOff).code).toBe('api.secondFactor.wrong');
    step();
    const turnedOff = await call(
      'POST',
      '/api/profile/second-factor/off',
      { code: codeOf(secret) },
      secondHeaders,
    );
    expect(json(turnedOff)).toEqual({ enabled: false });
    const plain = await passwordStep('second@example.com');
    expect(plain.jwt).toEqual(expect.any(String));
  });

  it('ends with a suspension, its recovery codes with it', async () => {
    const admin = await loginAs(t, 'admin');
    const member = await createUser(t, 'trusted', { email: 'leaving@example.com' });
    await turnOn({ authorization: `Bearer ${await t.app.tokens.issue(member)}` });
    await call('POST', `/api/admin/members/${member.id}/suspend`, {}, admin.headers);
    const row = await t.app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.totp_secret).toBeNull();
    const codes = await t.app.db
      .selectFrom('recovery_code')
      .selectAll()
      .where('user_id', '=', member.id)
      .execute();
    expect(codes).toEqual([]);
  });
});
