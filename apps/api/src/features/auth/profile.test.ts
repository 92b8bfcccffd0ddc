import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/helpers.js';
import { createUser, loginAs, TEST_PASSWORD } from '../../test/users.js';
import { PASSWORD_CHANGED, WRONG_CURRENT_PASSWORD } from './auth.messages.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

describe('PUT /api/profile/language', () => {
  it('keeps the language the member reads the app in, in their profile and at the next login', async () => {
    const { token, user } = await loginAs(t, 'verified');
    expect(json(await call('GET', '/api/profile_data', token))).toMatchObject({ language: null });
    const chosen = await call('PUT', '/api/profile/language', token, { language: 'sv' });
    expect(chosen.statusCode).toBe(200);
    expect(json(chosen)).toMatchObject({ language: 'sv' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(json(login)).toMatchObject({ user: { language: 'sv' } });
  });

  it.each([{ language: 'de' }, { language: '' }, {}])(
    'refuses %j with a clear 400',
    async (body) => {
      const { token } = await loginAs(t, 'verified');
      const response = await call('PUT', '/api/profile/language', token, body);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ message: 'Choose English (en) or Swedish (sv).' });
    },
  );
});

describe('PUT /api/profile', () => {
  it('changes the names and phone, trimmed; an empty phone is none', async () => {
    const { token } = await loginAs(t, 'verified', { phone: '070-123 45 67' });
    const response = await call('PUT', '/api/profile', token, {
      first_name: ' Greta ',
      last_name: 'Lind',
      phone: '',
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      first_name: 'Greta',
      last_name: 'Lind',
      name: 'Greta Lind',
      phone: null,
    });
    expect(json(await call('GET', '/api/profile_data', token))).toMatchObject({
      name: 'Greta Lind',
    });
  });

  it.each([
    [{ first_name: ' ', last_name: 'Lind' }, 'First name is required'],
    [{ first_name: 'Greta', last_name: '' }, 'Last name is required'],
    [
      { first_name: 'Greta', last_name: 'x'.repeat(101) },
      'A last name can be at most 100 characters',
    ],
  ])('refuses %o', async (payload, message) => {
    const { token } = await loginAs(t, 'verified');
    const response = await call('PUT', '/api/profile', token, payload);
    expect(response.statusCode).toBe(400);
    expect(json(response).error).toBe(message);
  });
});

describe('POST /api/profile/password', () => {
  it('needs the current password, and a wrong one leaves the session alone', async () => {
    const { token } = await loginAs(t, 'trusted');
    const wrong = await call('POST', '/api/profile/password', token, {
      current_password: 'not it',
      new_password: 'brand new',
    });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).error).toBe(WRONG_CURRENT_PASSWORD);
    const missing = await call('POST', '/api/profile/password', token, {
      new_password: 'brand new',
    });
    expect(json(missing).error).toBe(WRONG_CURRENT_PASSWORD);
    expect((await call('GET', '/api/profile_data', token)).statusCode).toBe(200);
  });

  it('changes the password, ends every other session, and gives this one a new token', async () => {
    const user = await createUser(t, 'verified');
    const here = await t.app.tokens.issue(user);
    const elsewhere = await t.app.tokens.issue(user);
    const response = await call('POST', '/api/profile/password', here, {
      current_password: TEST_PASSWORD,
      new_password: 'brand new',
    });
    expect(response.statusCode).toBe(200);
    const body = json<{ message: string; jwt: string; user: { id: number } }>(response);
    expect(body.message).toBe(PASSWORD_CHANGED);
    expect(body.user.id).toBe(user.id);

    expect((await call('GET', '/api/profile_data', elsewhere)).statusCode).toBe(401);
    expect((await call('GET', '/api/profile_data', here)).statusCode).toBe(401);
    expect((await call('GET', '/api/profile_data', body.jwt)).statusCode).toBe(200);

    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password } });
    expect((await login('brand new')).statusCode).toBe(200);
    expect((await login(TEST_PASSWORD)).statusCode).toBe(401);
  });

  it('lets an account made with Google set its first password without a current one', async () => {
    const { token } = await loginAs(t, 'verified', { password_hash: null, google_sub: 'g-123' });
    expect(json(await call('GET', '/api/profile_data', token)).has_password).toBe(false);
    const response = await call('POST', '/api/profile/password', token, {
      new_password: 'first one',
    });
    expect(response.statusCode).toBe(200);
    expect(json<{ user: { has_password: boolean } }>(response).user.has_password).toBe(true);
  });

  it('checks the new password as the reset form does', async () => {
    const { token } = await loginAs(t, 'verified');
    const response = await call('POST', '/api/profile/password', token, {
      current_password: TEST_PASSWORD,
      new_password: '12345',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).error).toBe('Password must be at least 6 characters long');
  });
});
