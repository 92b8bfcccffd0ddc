import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/helpers.js';
import { startSmtpSink } from '../../test/smtp-sink.js';
import { CONFIRM_LINK_INVALID, EMAIL_CONFIRMED, NOTHING_TO_CONFIRM } from './auth.messages.js';

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
const ADMINS = ['owner@example.com', 'second@example.com', 'third@example.com', 'late@example.com'];
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    env: {
      SMTP_URL: sink.url,
      PUBLIC_URL: 'https://stuga.example',
      ADMIN_EMAILS: ADMINS.join(','),
    },
  });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

let address = 0;
const call = (method: 'GET' | 'POST', url: string, payload?: object, token?: string) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress: `10.3.0.${++address % 250}`,
  });

async function register(email: string, password = 'first password') {
  const response = await call('POST', '/api/register', { email, password });
  expect(response.statusCode).toBe(201);
  await t.app.backgroundIdle();
  return json<{ jwt: string; user: Record<string, unknown> }>(response);
}

/** The token of the last confirmation link mailed to `email`. */
function mailedToken(email: string): string {
  const mail = sink.received.filter((m) => m.to.includes(email)).at(-1);
  expect(mail?.raw).toContain('Subject: Confirm your Stuga address');
  const match = /https:\/\/stuga\.example\/confirm\/([A-Za-z0-9_-]{43})/.exec(mail!.raw);
  expect(match).not.toBeNull();
  return match![1]!;
}

const profile = async (token: string) =>
  json<Record<string, unknown>>(await call('GET', '/api/profile_data', undefined, token));
/** An admin-only call: the stays waiting for a decision. */
const adminCall = (token: string) => call('GET', '/api/admin/pending-approvals', undefined, token);

describe('an administrator address', () => {
  it('gives no admin rights to whoever registers it without the mailed link', async () => {
    const squatter = await register('owner@example.com');
    expect(squatter.user).toMatchObject({
      email: 'owner@example.com',
      is_admin: false,
      is_verified: false,
      admin_confirmation_pending: true,
      requires_signup: true,
    });
    expect((await adminCall(squatter.jwt)).statusCode).toBe(403);
    // Completing signup without an invite is not a way around it either.
    const signup = await call(
      'POST',
      '/api/auth/signup',
      { first_name: 'Sly', last_name: 'Squatter', invite_code: null },
      squatter.jwt,
    );
    expect(signup.statusCode).toBe(400);
    expect(json(signup).error).toBe('Invite code is required');
    expect(await profile(squatter.jwt)).toMatchObject({ is_admin: false });
  });

  it('is proved by the mailed link, whose holder chooses the password: the squatter keeps nothing', async () => {
    // Someone registers an administrator's address before its owner does.
    const squatter = await register('second@example.com', 'squatters password');
    const token = mailedToken('second@example.com');

    // Opening the link checks it and uses nothing: however often (mail scanners open links).
    for (let look = 0; look < 2; look += 1) {
      const checked = await call('POST', '/api/auth/confirm-email/check', { token });
      expect(checked.statusCode).toBe(200);
      expect(json(checked)).toEqual({ valid: true, email: 'second@example.com' });
    }
    // The owner opens the link from the mailbox and chooses a password.
    const confirmed = await call('POST', '/api/auth/confirm-email', {
      token,
      new_password: 'owners password',
    });
    expect(confirmed.statusCode).toBe(200);
    const owner = json<{ message: string; jwt: string; user: Record<string, unknown> }>(confirmed);
    expect(owner.message).toBe(EMAIL_CONFIRMED);
    expect(owner.user).toMatchObject({
      email: 'second@example.com',
      is_admin: true,
      is_verified: true,
      admin_confirmation_pending: false,
      requires_signup: false,
    });
    expect((await adminCall(owner.jwt)).statusCode).toBe(200);

    // Every credential from before the proof is void: the squatter's session and password.
    expect((await call('GET', '/api/profile_data', undefined, squatter.jwt)).statusCode).toBe(401);
    expect((await adminCall(squatter.jwt)).statusCode).toBe(401);
    const oldPassword = await call('POST', '/api/login', {
      email: 'second@example.com',
      password: 'squatters password',
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await call('POST', '/api/login', {
      email: 'second@example.com',
      password: 'owners password',
    });
    expect(newPassword.statusCode).toBe(200);
    expect(json<{ user: object }>(newPassword).user).toMatchObject({ is_admin: true });

    const again = await call('POST', '/api/auth/confirm-email', {
      token,
      new_password: 'another password',
    });
    expect(again.statusCode).toBe(400);
    expect(json(again).error).toBe(CONFIRM_LINK_INVALID);
    // A used link says so when opened, before any password is asked for.
    const used = await call('POST', '/api/auth/confirm-email/check', { token });
    expect(json(used)).toEqual({
      valid: false,
      error: CONFIRM_LINK_INVALID,
      code: 'api.auth.confirmInvalid',
    });
    const unknown = await call('POST', '/api/auth/confirm-email/check', { token: 'made-up' });
    expect(json(unknown)).toMatchObject({ valid: false, code: 'api.auth.confirmInvalid' });
    const empty = await call('POST', '/api/auth/confirm-email/check', { token: '' });
    expect(empty.statusCode).toBe(400);
  });

  it('needs the link within an hour; a new link voids the older one', async () => {
    const { jwt } = await register('third@example.com');
    const first = mailedToken('third@example.com');
    const resent = await call('POST', '/api/auth/confirm-email/resend', {}, jwt);
    expect(resent.statusCode).toBe(200);
    expect(json(resent).message).toBe(
      'A new confirmation link is on its way to third@example.com.',
    );
    await t.app.backgroundIdle();
    const second = mailedToken('third@example.com');
    expect(second).not.toBe(first);
    const withFirst = { token: first, new_password: 'owners password' };
    expect((await call('POST', '/api/auth/confirm-email', withFirst)).statusCode).toBe(400);

    t.clock.advance(61 * 60 * 1000);
    const late = await call('POST', '/api/auth/confirm-email', {
      token: second,
      new_password: 'owners password',
    });
    expect(late.statusCode).toBe(400);
    expect(json(late).error).toBe(CONFIRM_LINK_INVALID);
    expect(await profile(jwt)).toMatchObject({ is_admin: false });
  });

  it('is proved by a completed password reset, which also ends the squatter’s sessions', async () => {
    const squatter = await register('late@example.com', 'squatters password');
    const before = sink.received.length;
    await call('POST', '/api/password-reset', { email: 'late@example.com' });
    await t.app.backgroundIdle();
    const mail = sink.received
      .slice(before)
      .find((m) => m.raw.includes('Reset your Stuga password'));
    const token = /\/reset\/([A-Za-z0-9_-]{43})/.exec(mail!.raw)![1]!;
    const reset = await call('POST', '/api/reset-password', {
      reset_token: token,
      new_password: 'owners password',
    });
    expect(reset.statusCode).toBe(200);

    expect((await call('GET', '/api/profile_data', undefined, squatter.jwt)).statusCode).toBe(401);
    const login = await call('POST', '/api/login', {
      email: 'late@example.com',
      password: 'owners password',
    });
    const owner = json<{ jwt: string; user: Record<string, unknown> }>(login);
    expect(owner.user).toMatchObject({ is_admin: true, admin_confirmation_pending: false });
  });

  it('refuses a made-up link, and a resend for an address with nothing to confirm', async () => {
    const bogus = await call('POST', '/api/auth/confirm-email', {
      token: 'A'.repeat(43),
      new_password: 'a password',
    });
    expect(bogus.statusCode).toBe(400);
    expect(json(bogus).error).toBe(CONFIRM_LINK_INVALID);
    const empty = await call('POST', '/api/auth/confirm-email', {
      token: '',
      new_password: 'a password',
    });
    expect(empty.statusCode).toBe(400);
    expect(json(empty).error).toBe('This confirmation link is not valid.');
    const short = await call('POST', '/api/auth/confirm-email', {
      token: 'A'.repeat(43),
      new_password: 'abc',
    });
    expect(json(short).error).toBe('Password must be at least 6 characters long');

    const admin = await call('POST', '/api/login', {
      email: 'second@example.com',
      password: 'owners password',
    });
    const resend = await call(
      'POST',
      '/api/auth/confirm-email/resend',
      {},
      json<{ jwt: string }>(admin).jwt,
    );
    expect(resend.statusCode).toBe(409);
    expect(json(resend).error).toBe(NOTHING_TO_CONFIRM);
  });
});
