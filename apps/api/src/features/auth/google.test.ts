import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/helpers.js';
import { GOOGLE_TEST_CLIENT_ID, startGoogleKeys } from '../../test/google-keys.js';
import { createUser } from '../../test/users.js';

let t: TestApp;
let google: Awaited<ReturnType<typeof startGoogleKeys>>;
beforeAll(async () => {
  google = await startGoogleKeys();
  t = await createTestApp({
    env: { GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT_ID, GOOGLE_JWKS_URL: google.url },
  });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

const signIn = (credential: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/google', payload: { credential } });

describe('POST /api/auth/google', () => {
  it('creates an unverified account that must complete signup, then finds it by subject', async () => {
    const credential = await google.sign(
      { sub: 'g-1', email: 'New.Person@gmail.com', given_name: 'New', family_name: 'Person' },
      { now: t.clock.now() },
    );
    const response = await signIn(credential);
    expect(response.statusCode).toBe(200);
    const body = json<{ jwt: string; user: { id: number } }>(response);
    expect(body.user).toMatchObject({
      email: 'new.person@gmail.com',
      name: 'New Person',
      is_verified: false,
      requires_signup: true,
    });
    const again = await signIn(
      await google.sign({ sub: 'g-1', email: 'changed@gmail.com' }, { now: t.clock.now() }),
    );
    expect(json<{ user: { id: number } }>(again).user.id).toBe(body.user.id);
  });

  it('links an existing account by verified email', async () => {
    const user = await createUser(t, 'trusted');
    const response = await signIn(
      await google.sign({ sub: 'g-2', email: user.email }, { now: t.clock.now() }),
    );
    expect(response.statusCode).toBe(200);
    expect(json<{ user: object }>(response).user).toMatchObject({
      id: user.id,
      access_level: 'trusted',
    });
    const row = await t.app.db
      .selectFrom('users')
      .select('google_sub')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.google_sub).toBe('g-2');
  });

  it.each([
    ['signed by another key', { sub: 'x' }, { other: true }],
    ['for another audience', { sub: 'x', aud: 'someone-else' }, {}],
    ['from another issuer', { sub: 'x', iss: 'https://evil.example' }, {}],
    ['expired', { sub: 'x' }, { expired: true }],
    ['without a verified email', { sub: 'x', email_verified: false }, {}],
  ])(
    'refuses a token %s',
    async (_name, claims, options: { other?: boolean; expired?: boolean }) => {
      const credential = await google.sign(
        { email: 'x@gmail.com', ...claims },
        {
          now: t.clock.now(),
          ...(options.other ? { key: google.otherKey } : {}),
          ...(options.expired ? { expiresInSeconds: -60 } : {}),
        },
      );
      const response = await signIn(credential);
      expect(response.statusCode).toBe(401);
      expect(
        await t.app.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', 'x@gmail.com')
          .executeTakeFirst(),
      ).toBeUndefined();
    },
  );

  it('says whether Google sign-in is on', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(json(response)).toEqual({ google_client_id: GOOGLE_TEST_CLIENT_ID });
  });
});

describe('Google sign-in switched off', () => {
  it('answers 503 and tells the client to hide the button', async () => {
    const off = await createTestApp();
    try {
      const response = await off.app.inject({
        method: 'POST',
        url: '/api/auth/google',
        payload: { credential: 'x' },
      });
      expect(response.statusCode).toBe(503);
      expect(json(response).error).toBe('Google sign-in is not configured on this server.');
      expect(json(await off.app.inject({ method: 'GET', url: '/api/auth/config' }))).toEqual({
        google_client_id: null,
      });
    } finally {
      await off.close();
    }
  });
});
