import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/helpers.js';
import { startSmtpSink } from '../../test/smtp-sink.js';
import { createUser, TEST_PASSWORD } from '../../test/users.js';
import { RESET_REQUESTED } from './auth.messages.js';

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: sink.url, PUBLIC_URL: 'https://stuga.example' } });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

let address = 0;
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers,
    remoteAddress: `10.1.0.${++address % 250}`,
  });

/** Asks for a reset and returns the token from the mail the sink received. */
async function requestReset(email: string): Promise<string> {
  const before = sink.received.length;
  const response = await post('/api/password-reset', { email });
  expect(response.statusCode).toBe(200);
  expect(json(response).message).toBe(RESET_REQUESTED);
  // The link is made and mailed after the answer.
  await t.app.backgroundIdle();
  expect(sink.received.length).toBe(before + 1);
  const mail = sink.received.at(-1)!;
  expect(mail.to).toEqual([email.toLowerCase()]);
  expect(mail.raw).toContain('Subject: Reset your Stuga password');
  const match = /https:\/\/stuga\.example\/reset\/([A-Za-z0-9_-]{43})/.exec(mail.raw);
  expect(match).not.toBeNull();
  return match![1]!;
}

describe('password reset', () => {
  it('mails a link that validates, sets a new password once, and ends older sessions', async () => {
    const user = await createUser(t, 'verified');
    const oldToken = await t.app.tokens.issue(user);
    const token = await requestReset(user.email);

    const check = await post('/api/validate-reset-token', { reset_token: token });
    expect(json(check)).toEqual({ valid: true, email: user.email });

    const reset = await post('/api/reset-password', {
      reset_token: token,
      new_password: 'brand new pw',
    });
    expect(reset.statusCode).toBe(200);

    const login = await post('/api/login', { email: user.email, password: 'brand new pw' });
    expect(login.statusCode).toBe(200);
    expect(
      (await post('/api/login', { email: user.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(401);

    const old = await t.app.inject({
      method: 'GET',
      url: '/api/profile_data',
      headers: { authorization: `Bearer ${oldToken}` },
    });
    expect(old.statusCode).toBe(401);
    const fresh = json<{ jwt: string }>(login).jwt;
    const now = await t.app.inject({
      method: 'GET',
      url: '/api/profile_data',
      headers: { authorization: `Bearer ${fresh}` },
    });
    expect(now.statusCode).toBe(200);

    const again = await post('/api/reset-password', {
      reset_token: token,
      new_password: 'another one',
    });
    expect(again.statusCode).toBe(400);
    expect(json(again).error).toBe('Invalid or expired reset token');
    expect(json(await post('/api/validate-reset-token', { reset_token: token }))).toEqual({
      valid: false,
      error: 'Invalid or expired reset token',
      code: 'api.auth.resetInvalid',
    });
  });

  it('lets the owner log in again at once from where the guesses came', async () => {
    const user = await createUser(t, 'verified');
    const shared = '203.0.113.5';
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password },
        remoteAddress: shared,
      });
    for (let i = 0; i < 5; i += 1) expect((await login('guess')).statusCode).toBe(401);
    expect((await login(TEST_PASSWORD)).statusCode).toBe(429);

    const token = await requestReset(user.email);
    const reset = await post('/api/reset-password', {
      reset_token: token,
      new_password: 'fresh pw',
    });
    expect(reset.statusCode).toBe(200);
    expect((await login('fresh pw')).statusCode).toBe(200);
  });

  it('expires a link after an hour', async () => {
    const user = await createUser(t, 'verified');
    const token = await requestReset(user.email);
    t.clock.advance(59 * 60 * 1000);
    expect(json(await post('/api/validate-reset-token', { reset_token: token })).valid).toBe(true);
    t.clock.advance(2 * 60 * 1000);
    expect(json(await post('/api/validate-reset-token', { reset_token: token })).valid).toBe(false);
    const reset = await post('/api/reset-password', {
      reset_token: token,
      new_password: 'too late',
    });
    expect(reset.statusCode).toBe(400);
  });

  it('voids an older link when a newer one is asked for', async () => {
    const user = await createUser(t, 'trusted');
    const first = await requestReset(user.email);
    const second = await requestReset(user.email);
    expect(json(await post('/api/validate-reset-token', { reset_token: first })).valid).toBe(false);
    expect(json(await post('/api/validate-reset-token', { reset_token: second })).valid).toBe(true);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = sink.received.length;
    const response = await post('/api/password-reset', { email: 'nobody@example.com' });
    expect(response.statusCode).toBe(200);
    expect(json(response).message).toBe(RESET_REQUESTED);
    await t.app.backgroundIdle();
    expect(sink.received.length).toBe(before);
  });

  it.each([[''], ['no-at-sign'], ['   ']])('refuses the address %j', async (email) => {
    const response = await post('/api/password-reset', { email });
    expect(response.statusCode).toBe(400);
    expect(json(response).error).toBe('Please enter a valid email address.');
  });

  it('checks the new password as the form does', async () => {
    const user = await createUser(t, 'verified');
    const token = await requestReset(user.email);
    const short = await post('/api/reset-password', { reset_token: token, new_password: '12345' });
    expect(short.statusCode).toBe(400);
    expect(json(short).error).toBe('Password must be at least 6 characters long');
    expect(json(await post('/api/validate-reset-token', { reset_token: token })).valid).toBe(true);
  });
});

// Whether mail goes, is refused or hangs, a known and an unknown address get the same answer
// (the timing is measured by `npm run bench`, as medians over many pairs).
describe('the reset answer', () => {
  it.each(['answer', 'refuse', 'silent'] as const)(
    'is the same for a known and an unknown address with the mail server set to %s',
    async (mode) => {
      const server = await startSmtpSink();
      server.mode = mode;
      const app = await createTestApp({ env: { SMTP_URL: server.url } });
      try {
        const user = await createUser(app, 'verified');
        const ask = (email: string) =>
          app.app.inject({ method: 'POST', url: '/api/password-reset', payload: { email } });
        const known = await ask(user.email);
        const unknown = await ask('ghost@example.com');
        expect(known.statusCode).toBe(200);
        expect(json(known).message).toBe(RESET_REQUESTED);
        expect(unknown.statusCode).toBe(known.statusCode);
        expect(unknown.body).toBe(known.body);
        expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
        expect(unknown.headers['content-length']).toBe(known.headers['content-length']);
      } finally {
        // With a silent server, closing waits for the mail still trying, up to its deadline.
        await app.close();
        await server.close();
      }
    },
    15_000,
  );
});

describe('a password reset request', () => {
  it('writes one row for the worker for every address, known or not, and nothing else', async () => {
    // A worker that never looks on its own: what the request alone did stays visible.
    const still = await createTestApp({ jobPollMs: 3_600_000 });
    try {
      const user = await createUser(still, 'verified');
      const tables = async () => ({
        jobs: await still.app.db
          .selectFrom('jobs')
          .select(['kind', 'payload', 'status'])
          .orderBy('id')
          .execute(),
        links: (await still.app.db.selectFrom('password_resets').select('id').execute()).length,
      });
      for (const email of [user.email, 'nobody-here@example.com']) {
        const response = await still.app.inject({
          method: 'POST',
          url: '/api/password-reset',
          payload: { email },
        });
        expect(json(response).message).toBe(RESET_REQUESTED);
      }
      expect(await tables()).toEqual({
        jobs: [
          {
            kind: 'password_reset',
            payload: JSON.stringify({ email: user.email }),
            status: 'pending',
          },
          {
            kind: 'password_reset',
            payload: JSON.stringify({ email: 'nobody-here@example.com' }),
            status: 'pending',
          },
        ],
        links: 0,
      });

      // The worker then finds out which address has an account, makes its link and mails it.
      await still.app.backgroundIdle();
      const after = await tables();
      expect(after.links).toBe(1);
      expect(after.jobs).toEqual([
        { kind: 'password_reset', payload: '{}', status: 'done' },
        { kind: 'password_reset', payload: '{}', status: 'done' },
        // Sent (to the log here): the link it carried is not kept.
        {
          kind: 'mail',
          payload: JSON.stringify({ to: [user.email], subject: 'Reset your Stuga password' }),
          status: 'done',
        },
      ]);
    } finally {
      await still.close();
    }
  });
});

describe('password reset mail that fails', () => {
  it('is tried three times, then logged and kept as failed', async () => {
    const lines: string[] = [];
    const refusing = await startSmtpSink();
    refusing.mode = 'refuse';
    const app = await createTestApp({
      env: { SMTP_URL: refusing.url },
      log: (line) => lines.push(line),
    });
    try {
      const user = await createUser(app, 'verified');
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/password-reset',
        payload: { email: user.email },
      });
      expect(response.statusCode).toBe(200);
      expect(json(response).message).toBe(RESET_REQUESTED);
      await app.app.backgroundIdle();
      const logged = lines.map((line) => JSON.parse(line) as { msg: string; attempt?: number });
      expect(logged.filter((l) => l.msg === 'failed, trying again later: mail')).toHaveLength(2);
      expect(logged.filter((l) => l.msg === 'gave up on a job: mail')).toHaveLength(1);
      const mails = await app.app.db
        .selectFrom('jobs')
        .select(['status', 'attempts', 'payload'])
        .where('kind', '=', 'mail')
        .execute();
      expect(mails).toEqual([
        { status: 'failed', attempts: 3, payload: expect.stringContaining(user.email) },
      ]);
    } finally {
      await app.close();
      await refusing.close();
    }
  });
});

describe('password reset without SMTP', () => {
  it('writes the mail, link included, to the log and still answers', async () => {
    const lines: string[] = [];
    const quiet = await createTestApp({ log: (line) => lines.push(line) });
    try {
      const user = await createUser(quiet, 'verified');
      const response = await quiet.app.inject({
        method: 'POST',
        url: '/api/password-reset',
        payload: { email: user.email },
      });
      expect(response.statusCode).toBe(200);
      await quiet.app.backgroundIdle();
      const mail = lines
        .map((line) => JSON.parse(line) as { msg: string })
        .find((l) => l.msg.startsWith('MAIL NOT SENT'));
      expect(mail?.msg).toContain(`To: ${user.email}`);
      expect(mail?.msg).toMatch(/http:\/\/localhost:3000\/reset\/[A-Za-z0-9_-]{43}/);
    } finally {
      await quiet.close();
    }
  });
});
