import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/helpers.js';
import { GOOGLE_TEST_CLIENT_ID, startGoogleKeys } from '../../test/google-keys.js';
import { createUser, loginAs } from '../../test/users.js';

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

  it('voids what a squatter made with a member’s address before Google proved it', async () => {
    // Someone with an invite registers an address that is not theirs, with their own password.
    const { headers } = await loginAs(t, 'trusted');
    const invite = json<{ invite_code: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/generate-invite',
        headers,
        payload: { code_type: 'verified' },
      }),
    );
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        email: 'victim@gmail.com',
        password: 'squatters password',
        invite_code: invite.invite_code,
      },
    });
    expect(registered.statusCode).toBe(201);
    const squatter = json<{ jwt: string; user: { id: number } }>(registered);

    // The address's owner signs in with Google, which has verified the address.
    const response = await signIn(
      await google.sign({ sub: 'g-victim', email: 'victim@gmail.com' }, { now: t.clock.now() }),
    );
    expect(response.statusCode).toBe(200);
    const owner = json<{ jwt: string; user: object }>(response);
    expect(owner.user).toMatchObject({ id: squatter.user.id, has_password: false });

    const squatterSession = await t.app.inject({
      method: 'GET',
      url: '/api/profile_data',
      headers: { authorization: `Bearer ${squatter.jwt}` },
    });
    expect(squatterSession.statusCode).toBe(401);
    const squatterLogin = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'victim@gmail.com', password: 'squatters password' },
    });
    expect(squatterLogin.statusCode).toBe(401);
    const ownerSession = await t.app.inject({
      method: 'GET',
      url: '/api/profile_data',
      headers: { authorization: `Bearer ${owner.jwt}` },
    });
    expect(ownerSession.statusCode).toBe(200);
  });

  it('voids what a squatter made with an admin address before Google proved it', async () => {
    const admins = await createTestApp({
      env: {
        GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT_ID,
        GOOGLE_JWKS_URL: google.url,
        ADMIN_EMAILS: 'owner@gmail.com',
      },
    });
    try {
      const registered = await admins.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { email: 'owner@gmail.com', password: 'squatters password' },
      });
      const squatter = json<{ jwt: string; user: object }>(registered);
      expect(squatter.user).toMatchObject({ is_admin: false, admin_confirmation_pending: true });

      const response = await admins.app.inject({
        method: 'POST',
        url: '/api/auth/google',
        payload: {
          credential: await google.sign(
            { sub: 'g-owner', email: 'owner@gmail.com' },
            { now: admins.clock.now() },
          ),
        },
      });
      expect(response.statusCode).toBe(200);
      const owner = json<{ jwt: string; user: object }>(response);
      expect(owner.user).toMatchObject({ is_admin: true, has_password: false });

      const asAdmin = (jwt: string) =>
        admins.app.inject({
          method: 'GET',
          url: '/api/admin/pending-approvals',
          headers: { authorization: `Bearer ${jwt}` },
        });
      expect((await asAdmin(owner.jwt)).statusCode).toBe(200);
      expect((await asAdmin(squatter.jwt)).statusCode).toBe(401);
      const squatterLogin = await admins.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'owner@gmail.com', password: 'squatters password' },
      });
      expect(squatterLogin.statusCode).toBe(401);
    } finally {
      await admins.close();
    }
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
