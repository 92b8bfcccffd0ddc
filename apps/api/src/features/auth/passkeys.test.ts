import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoftAuthenticator } from '../../test/authenticator.js';
import { createTestApp, json, type TestApp } from '../../test/helpers.js';
import { startSmtpSink } from '../../test/smtp-sink.js';
import { loginAs } from '../../test/users.js';

/** Passkeys (DECISIONS §26): real signatures from a software authenticator, counters, challenges. */
const ORIGIN = 'https://stuga.example';
let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    seed: false,
    env: { SMTP_URL: sink.url, PUBLIC_URL: ORIGIN },
  });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

let address = 0;
type Headers = Record<string, string>;
const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  headers: Headers = {},
  from?: string,
) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers,
    remoteAddress: from ?? `10.2.0.${(++address % 250) + 1}`,
  });

/** Adds a passkey to a member's account through the API, as the profile does. */
async function addPasskey(key: SoftAuthenticator, headers: Headers, name = 'Anna’s phone') {
  const options = json<{ challenge: string; rp: { id: string }; user: { id: string } }>(
    await call('POST', '/api/profile/passkeys/options', {}, headers),
  );
  expect(options.rp.id).toBe('stuga.example');
  return call(
    'POST',
    '/api/profile/passkeys',
    { name, response: key.create(options, ORIGIN) },
    headers,
  );
}

const signInOptions = async (from?: string) =>
  json<{ challenge: string }>(await call('POST', '/api/auth/passkey/options', {}, {}, from));

describe('passkeys', () => {
  it('are added, listed and signed in with; a replayed answer and a counter gone back are refused', async () => {
    const anna = await loginAs(t, 'trusted', { first_name: 'Anna', email: 'anna@example.com' });
    const key = new SoftAuthenticator();
    const added = await addPasskey(key, anna.headers);
    expect(added.statusCode).toBe(201);
    expect(json(added)).toMatchObject({ name: 'Anna’s phone', last_used_at: null });

    const options = await signInOptions();
    const answer = key.get(options, ORIGIN);
    const signedIn = await call('POST', '/api/auth/passkey', { response: answer });
    expect(signedIn.statusCode).toBe(200);
    const session = json<{ jwt: string; user: { email: string } }>(signedIn);
    expect(session.user.email).toBe('anna@example.com');
    const profile = await call('GET', '/api/profile_data', undefined, {
      authorization: `Bearer ${session.jwt}`,
    });
    expect(profile.statusCode).toBe(200);
    const listed = json<{ passkeys: { name: string; last_used_at: string | null }[] }>(
      await call('GET', '/api/profile/passkeys', undefined, anna.headers),
    );
    expect(listed.passkeys).toEqual([
      expect.objectContaining({ name: 'Anna’s phone', last_used_at: t.clock.now().toISOString() }),
    ]);

    // The same signed answer again: its challenge was taken.
    const replay = await call('POST', '/api/auth/passkey', { response: answer });
    expect(replay.statusCode).toBe(400);
    expect(json(replay).code).toBe('api.passkey.challenge');

    // A cloned key whose counter is behind the one seen.
    const behind = key.get(await signInOptions(), ORIGIN, key.credentials[0], 1);
    const cloned = await call('POST', '/api/auth/passkey', { response: behind });
    expect(cloned.statusCode).toBe(400);
    expect(json(cloned).code).toBe('api.passkey.failed');
    // The next real signature still works.
    const next = key.get(await signInOptions(), ORIGIN, key.credentials[0], 5);
    expect((await call('POST', '/api/auth/passkey', { response: next })).statusCode).toBe(200);
  });

  it('refuses other origins, unknown keys, others’ challenges and malformed answers with clear 4xx', async () => {
    const bo = await loginAs(t, 'verified', { first_name: 'Bo', email: 'bo@example.com' });
    const key = new SoftAuthenticator();
    expect((await addPasskey(key, bo.headers, 'Bo’s laptop')).statusCode).toBe(201);

    const elsewhere = key.get(await signInOptions(), 'https://stuga.example.evil.test');
    const wrongOrigin = await call('POST', '/api/auth/passkey', { response: elsewhere });
    expect(wrongOrigin.statusCode).toBe(400);
    expect(json(wrongOrigin).code).toBe('api.passkey.failed');

    const stranger = new SoftAuthenticator();
    stranger.create({ challenge: 'x', rp: { id: 'stuga.example' }, user: { id: 'eA' } }, ORIGIN);
    const unknown = await call('POST', '/api/auth/passkey', {
      response: stranger.get(await signInOptions(), ORIGIN),
    });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).code).toBe('api.passkey.unknown');

    // A challenge nobody gave, and a registration challenge used to sign in.
    const made = key.get({ challenge: 'bm90LWdpdmVu' }, ORIGIN);
    expect(json(await call('POST', '/api/auth/passkey', { response: made })).code).toBe(
      'api.passkey.challenge',
    );
    const registration = json<{ challenge: string }>(
      await call('POST', '/api/profile/passkeys/options', {}, bo.headers),
    );
    const crossed = await call('POST', '/api/auth/passkey', {
      response: key.get(registration, ORIGIN),
    });
    expect(json(crossed).code).toBe('api.passkey.challenge');

    const good = key.get(await signInOptions(), ORIGIN);
    for (const response of [
      undefined,
      'text',
      { ...good, type: 'password' },
      { ...good, id: 'not base64url!' },
      { ...good, response: { ...good.response, clientDataJSON: 'bm90IGpzb24' } },
      { ...good, response: { ...good.response, signature: undefined } },
      { ...good, response: { ...good.response, authenticatorData: 'A'.repeat(5000) } },
    ]) {
      const refused = await call('POST', '/api/auth/passkey', { response });
      expect(refused.statusCode).toBe(400);
      expect(json(refused).code).toMatch(/^api\.passkey\./);
    }
    // A registration answer for another account's challenge is refused, and a name is needed.
    const other = await loginAs(t, 'verified', { email: 'other@example.com' });
    const forBo = json<{ challenge: string; rp: { id: string }; user: { id: string } }>(
      await call('POST', '/api/profile/passkeys/options', {}, bo.headers),
    );
    const stolen = await call(
      'POST',
      '/api/profile/passkeys',
      { name: 'Mine', response: key.create(forBo, ORIGIN) },
      other.headers,
    );
    expect(json(stolen).code).toBe('api.passkey.challenge');
    const unnamed = await call(
      'POST',
      '/api/profile/passkeys',
      { name: ' ', response: key.create(forBo, ORIGIN) },
      bo.headers,
    );
    expect(json(unnamed).code).toBe('api.passkey.name');
  });

  it('counts bad answers in the login limits', async () => {
    const from = '10.9.9.9';
    const key = new SoftAuthenticator();
    key.create({ challenge: 'x', rp: { id: 'stuga.example' }, user: { id: 'eA' } }, ORIGIN);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const answer = key.get(await signInOptions(from), ORIGIN);
      statuses.push(
        (await call('POST', '/api/auth/passkey', { response: answer }, {}, from)).statusCode,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('are removed by their member, and ended by a suspension and by a proof of the address', async () => {
    const admin = await loginAs(t, 'admin');
    const cai = await loginAs(t, 'trusted', { first_name: 'Cai', email: 'cai@example.com' });
    const key = new SoftAuthenticator();
    const first = json<{ id: number }>(await addPasskey(key, cai.headers, 'One'));
    await addPasskey(key, cai.headers, 'Two');
    const removed = await call(
      'DELETE',
      `/api/profile/passkeys/${first.id}`,
      undefined,
      cai.headers,
    );
    expect(removed.statusCode).toBe(200);
    expect(
      (await call('DELETE', `/api/profile/passkeys/${first.id}`, undefined, cai.headers))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/profile/passkeys/${first.id}`, undefined, admin.headers))
        .statusCode,
    ).toBe(404);
    const one = key.get(await signInOptions(), ORIGIN, key.credentials[0]);
    expect(json(await call('POST', '/api/auth/passkey', { response: one })).code).toBe(
      'api.passkey.unknown',
    );

    // A proof of the address (a completed password reset) ends every passkey made before.
    await call('POST', '/api/password-reset', { email: 'cai@example.com' });
    await t.app.backgroundIdle();
    const token = /https:\/\/stuga\.example\/reset\/([A-Za-z0-9_-]{43})/.exec(
      sink.received.at(-1)!.raw,
    )![1];
    expect(
      (
        await call('POST', '/api/reset-password', {
          reset_token: token,
          new_password: 'new secret pw',
        })
      ).statusCode,
    ).toBe(200);
    const two = key.get(await signInOptions(), ORIGIN, key.credentials[1]);
    expect(json(await call('POST', '/api/auth/passkey', { response: two })).code).toBe(
      'api.passkey.unknown',
    );

    // A suspension ends the passkeys added after.
    const login = json<{ jwt: string }>(
      await call('POST', '/api/login', { email: 'cai@example.com', password: 'new secret pw' }),
    );
    const headers = { authorization: `Bearer ${login.jwt}` };
    expect((await addPasskey(key, headers, 'Three')).statusCode).toBe(201);
    const suspended = await call(
      'POST',
      `/api/admin/members/${cai.user.id}/suspend`,
      {},
      admin.headers,
    );
    expect(suspended.statusCode).toBe(200);
    const rows = await t.app.db
      .selectFrom('passkey')
      .selectAll()
      .where('user_id', '=', cai.user.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
