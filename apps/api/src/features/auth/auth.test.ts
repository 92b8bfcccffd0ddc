import { SignJWT } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/helpers.js';
import { createUser, loginAs, TEST_PASSWORD } from '../../test/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: 'admin@example.com,founder@example.com' } });
});
afterAll(() => t.close());

let address = 0;
/** Each call comes from its own address, as from different people; rate-limit tests pin one. */
const post = (
  url: string,
  payload: object,
  headers: Record<string, string> = {},
  remoteAddress = `10.0.${Math.floor(++address / 250)}.${address % 250}`,
) => t.app.inject({ method: 'POST', url, payload, headers, remoteAddress });

async function newInvite(level: 'verified' | 'trusted' = 'trusted') {
  const { headers } = await loginAs(t, 'trusted');
  const response = await post('/api/generate-invite', { code_type: level }, headers);
  expect(response.statusCode).toBe(201);
  return json<{ invite_code: string; generated_by_name: string }>(response);
}

describe('POST /api/register', () => {
  it('lets an admin email register without an invite; rights wait for the mailed link', async () => {
    const response = await post('/api/register', {
      email: ' Founder@Example.com ',
      password: 'secret1',
    });
    expect(response.statusCode).toBe(201);
    const body = json<{ jwt: string; user: Record<string, unknown> }>(response);
    expect(body.jwt).toMatch(/^ey/);
    expect(body.user).toMatchObject({
      email: 'founder@example.com',
      is_admin: false,
      admin_confirmation_pending: true,
      is_verified: false,
      requires_signup: true,
    });
  });

  it('makes the account and queues its confirmation mail together, or neither', async () => {
    const own = await createTestApp({ seed: false, env: { ADMIN_EMAILS: 'keeper@example.com' } });
    try {
      // The queue cannot be written to: the account is not made either.
      await sql`alter table jobs rename to jobs_away`.execute(own.app.db);
      const refused = await own.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { email: 'keeper@example.com', password: 'secret1' },
      });
      expect(refused.statusCode).toBe(500);
      await sql`alter table jobs_away rename to jobs`.execute(own.app.db);
      expect(await own.app.db.selectFrom('users').select('id').execute()).toEqual([]);
      const made = await own.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { email: 'keeper@example.com', password: 'secret1' },
      });
      expect(made.statusCode).toBe(201);
      const queued = await own.app.db.selectFrom('jobs').select(['kind', 'status']).execute();
      expect(queued).toEqual([{ kind: 'email_confirmation', status: 'pending' }]);
    } finally {
      await own.close();
    }
  });

  it('needs an invite code from anyone else', async () => {
    const response = await post('/api/register', {
      email: 'anna@example.com',
      password: 'secret1',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      error: 'Invite code is required',
      message: 'Invite code is required',
    });
  });

  it('refuses an unknown invite code', async () => {
    const response = await post('/api/register', {
      email: 'anna@example.com',
      password: 'secret1',
      invite_code: 'NOPE-NOPE',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).error).toBe('Invalid invite code');
  });

  it('gives the invite level and endorser, and uses the invite up', async () => {
    const invite = await newInvite('trusted');
    const response = await post('/api/register', {
      email: 'Bo@Example.com',
      password: 'secret1',
      first_name: 'Bo',
      last_name: 'Ek',
      phone: '',
      invite_code: invite.invite_code.toLowerCase(),
    });
    expect(response.statusCode).toBe(201);
    expect(json<{ user: object }>(response).user).toMatchObject({
      email: 'bo@example.com',
      name: 'Bo Ek',
      phone: null,
      access_level: 'trusted',
      endorser: invite.generated_by_name,
      is_admin: false,
      can_access_booking: true,
    });
    const again = await post('/api/register', {
      email: 'other@example.com',
      password: 'secret1',
      invite_code: invite.invite_code,
    });
    expect(again.statusCode).toBe(400);
    expect(json(again).error).toBe('This invite code has already been used');
  });

  it('refuses a second account for an email and keeps the invite unused', async () => {
    await createUser(t, 'verified', { email: 'taken@example.com' });
    const invite = await newInvite('verified');
    const response = await post('/api/register', {
      email: 'TAKEN@example.com',
      password: 'secret1',
      invite_code: invite.invite_code,
    });
    expect(response.statusCode).toBe(409);
    expect(json(response).error).toBe(
      'An account with this email already exists. Please log in instead.',
    );
    const check = await post('/api/auth/verify-invite', { invite_code: invite.invite_code });
    expect(json(check)).toMatchObject({ valid: true, current_uses: 0 });
  });

  it.each([
    [{ email: '', password: 'secret1' }, 'Please fill in all required fields.'],
    [{ email: 'x@example.com', password: '' }, 'Please fill in all required fields.'],
    [{ email: 'x@example.com' }, 'Please fill in all required fields.'],
    [{ email: 'no-at-sign', password: 'secret1' }, 'Please enter a valid email address.'],
    [{ email: 'x@example.com', password: '12345' }, 'Password must be at least 6 characters long'],
  ])('checks what the form checks: %o', async (payload, message) => {
    const response = await post('/api/register', payload);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ error: message, message });
  });

  it('slows down one address that registers again and again with 429', async () => {
    const attempts = [];
    for (let i = 0; i < 21; i += 1) {
      attempts.push(
        await post(
          '/api/register',
          { email: `x${i}@example.com`, password: 'secret1' },
          {},
          '192.0.2.1',
        ),
      );
    }
    expect(attempts.slice(0, 20).every((r) => r.statusCode === 400)).toBe(true);
    expect(attempts[20]!.statusCode).toBe(429);
    expect(json(attempts[20]!).error).toMatch(
      /^Too many attempts\. Please wait \d+ seconds and try again\.$/,
    );
  });

  it('gives exactly one account when 20 registrations race for one invite', async () => {
    const invite = await newInvite('verified');
    const before = await t.app.db.selectFrom('users').select('id').execute();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post('/api/register', {
          email: `racer${i}@example.com`,
          password: 'secret1',
          invite_code: invite.invite_code,
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(new Set(statuses.filter((s) => s !== 201))).toEqual(new Set([400]));
    const after = await t.app.db.selectFrom('users').select('id').execute();
    expect(after.length).toBe(before.length + 1);
  });
});

describe('POST /api/login', () => {
  it('returns a message, a token and the profile', async () => {
    const user = await createUser(t, 'verified');
    const response = await post('/api/login', {
      email: user.email.toUpperCase(),
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const body = json<{ message: string; jwt: string; user: { id: number } }>(response);
    expect(body.message).toBe('Login successful');
    expect(body.user.id).toBe(user.id);
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    const user = await createUser(t, 'verified');
    const wrong = await post('/api/login', { email: user.email, password: 'wrong one' });
    const unknown = await post('/api/login', { email: 'ghost@example.com', password: 'wrong one' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(json(wrong).error).toBe('Invalid email or password.');
  });

  it("asks for both fields with SPEC's message", async () => {
    const response = await post('/api/login', { email: 'a@example.com', password: '' });
    expect(response.statusCode).toBe(400);
    expect(json(response).error).toBe('Please supply email and password.');
  });

  it('holds back an email at the address its failures came from, on the real clock', async () => {
    const user = await createUser(t, 'verified');
    const attacker = '192.0.2.10';
    for (let i = 0; i < 5; i += 1) {
      const wrong = await post('/api/login', { email: user.email, password: 'nope' }, {}, attacker);
      expect(wrong.statusCode).toBe(401);
    }
    const blocked = await post(
      '/api/login',
      { email: user.email, password: TEST_PASSWORD },
      {},
      attacker,
    );
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked).error).toBe(
      'Too many failed logins. Please wait 15 minute(s) and try again.',
    );

    // The owner, from anywhere else, is not locked out by a stranger's guesses.
    const owner = await post('/api/login', { email: user.email, password: TEST_PASSWORD });
    expect(owner.statusCode).toBe(200);

    // APP_NOW pins the business clock; moving it does not end the window, real time does.
    t.clock.advance(24 * 60 * 60 * 1000);
    const stillHeld = await post(
      '/api/login',
      { email: user.email, password: TEST_PASSWORD },
      {},
      attacker,
    );
    expect(stillHeld.statusCode).toBe(429);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 16 * 60 * 1000);
      const later = await post(
        '/api/login',
        { email: user.email, password: TEST_PASSWORD },
        {},
        attacker,
      );
      expect(later.statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('holds back an address that tries many emails, but not the members who log in there', async () => {
    const family = await createUser(t, 'verified');
    const router = '198.51.100.7';
    const login = (email: string, password: string) =>
      post('/api/login', { email, password }, {}, router);
    expect((await login(family.email, TEST_PASSWORD)).statusCode).toBe(200);

    for (let i = 0; i < 10; i += 1) {
      expect((await login(`guess${i}@example.com`, 'password1')).statusCode).toBe(401);
    }
    const next = await login('guess10@example.com', 'password1');
    expect(next.statusCode).toBe(429);
    // A member who has logged in from this address before still gets in.
    expect((await login(family.email, TEST_PASSWORD)).statusCode).toBe(200);
    // Another address is not affected.
    expect(
      (await post('/api/login', { email: 'guess10@example.com', password: 'password1' }))
        .statusCode,
    ).toBe(401);
  });

  it('counts the addresses of one IPv6 /64 as one: eight of them get five guesses', async () => {
    const user = await createUser(t, 'verified');
    const statuses = [];
    for (let i = 1; i <= 8; i += 1) {
      const response = await post(
        '/api/login',
        { email: user.email, password: 'nope' },
        {},
        `2001:db8:77:1::${i.toString(16)}`,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    // Another /64 is another client.
    const elsewhere = await post(
      '/api/login',
      { email: user.email, password: TEST_PASSWORD },
      {},
      '2001:db8:77:2::1',
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it('holds an account guessed at from many addresses, but lets its owner in from home', async () => {
    const user = await createUser(t, 'verified');
    const home = '203.0.113.50';
    expect(
      (await post('/api/login', { email: user.email, password: TEST_PASSWORD }, {}, home))
        .statusCode,
    ).toBe(200);
    // Ten guesses from ten addresses: no address and no pair reaches its own limit.
    for (let i = 0; i < 10; i += 1) {
      const wrong = await post('/api/login', { email: user.email, password: `guess ${i}` });
      expect(wrong.statusCode).toBe(401);
    }
    const fromNew = await post('/api/login', { email: user.email, password: TEST_PASSWORD });
    expect(fromNew.statusCode).toBe(429);
    const fromHome = await post(
      '/api/login',
      { email: user.email, password: TEST_PASSWORD },
      {},
      home,
    );
    expect(fromHome.statusCode).toBe(200);
  });

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names (none by default)', async () => {
    const user = await createUser(t, 'verified');
    // No trusted proxy: a forged header changes nothing, the sixth guess is held back.
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await post(
        '/api/login',
        { email: user.email, password: 'nope' },
        { 'x-forwarded-for': `192.0.2.${100 + i}` },
        '198.51.100.200',
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);

    const behindProxy = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const member = await createUser(behindProxy, 'verified');
      const viaProxy = (forwarded: string, remoteAddress: string) =>
        behindProxy.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: member.email, password: 'nope' },
          headers: { 'x-forwarded-for': forwarded },
          remoteAddress,
        });
      // Through the proxy, each client is its own address.
      for (let i = 0; i < 6; i += 1) {
        expect((await viaProxy(`192.0.2.${i}`, '127.0.0.1')).statusCode).toBe(401);
      }
      // From anywhere else, the header is not believed.
      const direct = [];
      for (let i = 0; i < 6; i += 1) {
        direct.push((await viaProxy(`192.0.2.${50 + i}`, '198.51.100.9')).statusCode);
      }
      expect(direct.at(-1)).toBe(429);
    } finally {
      await behindProxy.close();
    }
  });

  it('does not let sample members log in', async () => {
    const sample = await t.app.db
      .selectFrom('users')
      .selectAll()
      .where('login_disabled', '=', 1)
      .executeTakeFirstOrThrow();
    const response = await post('/api/login', { email: sample.email, password: 'anything' });
    expect(response.statusCode).toBe(401);
  });
});

describe('sessions', () => {
  const profile = (authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/profile_data',
      headers: authorization ? { authorization } : {},
    });

  it('GET /api/profile_data returns the profile fields at the top level', async () => {
    const { user, headers } = await loginAs(t, 'trusted', { endorser: 'Karin' });
    const response = await profile(headers.authorization);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      id: user.id,
      email: user.email,
      name: `${user.first_name} ${user.last_name}`,
      first_name: user.first_name,
      last_name: user.last_name,
      phone: null,
      access_level: 'trusted',
      is_verified: true,
      is_admin: false,
      can_access_private_content: true,
      can_access_booking: true,
      endorser: 'Karin',
      requires_signup: false,
      admin_confirmation_pending: false,
      has_password: true,
      language: null,
      second_factor: false,
    });
  });

  it('needs a token', async () => {
    const response = await profile();
    expect(response.statusCode).toBe(401);
    expect(json(response).error).toBe('Authentication required. Please log in.');
  });

  it('refuses a tampered, foreign, expired or unsigned token with 401', async () => {
    const { user, token } = await loginAs(t, 'verified');
    const [head, payload, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: '1' }),
    ).toString('base64url');
    const unsigned =
      Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url') +
      `.${payload}.`;
    const foreign = await new SignJWT({ epoch: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuer('stuga')
      .setAudience('stuga-web')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-of-at-least-thirty-two-chars'));
    for (const bad of [`${head}.${forged}.${signature}`, unsigned, foreign, 'garbage']) {
      const response = await profile(`Bearer ${bad}`);
      expect(response.statusCode).toBe(401);
      expect(json(response).error).toBe('Your session has expired. Please log in again.');
    }
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    expect((await profile(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('follows ADMIN_EMAILS at every request', async () => {
    const boss = await post('/api/register', { email: 'boss@example.com', password: 'secret1' });
    expect(boss.statusCode).toBe(400); // not an admin here: needs an invite
    // A second server on the same database (its file, or its PostgreSQL schema), at the same time.
    const other = await createTestApp({ shareWith: t, env: { ADMIN_EMAILS: 'boss@example.com' } });
    other.clock.advance(t.clock.now().getTime() - other.clock.now().getTime());
    const created = await other.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email: 'boss@example.com', password: 'secret1' },
    });
    const { jwt, user } = json<{ jwt: string; user: { id: number } }>(created);
    // Its owner opens the mailed link (email-confirmation.test.ts follows that path).
    await other.app.db
      .updateTable('users')
      .set({ email_confirmed_at: t.clock.now().toISOString() })
      .where('id', '=', user.id)
      .execute();
    const asAdmin = await other.app.inject({
      method: 'GET',
      url: '/api/profile_data',
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(json(asAdmin).is_admin).toBe(true);
    await other.close();
    // The same token on a server whose list no longer names the address: no admin rights.
    const now = await profile(`Bearer ${jwt}`);
    expect(json(now)).toMatchObject({ is_admin: false, is_verified: false, requires_signup: true });
  });
});

describe('POST /api/auth/signup', () => {
  const signup = (payload: object, headers: Record<string, string>) =>
    post('/api/auth/signup', payload, headers);

  it('makes an unverified account the level of its invite', async () => {
    const { headers } = await loginAs(t, 'unverified');
    const invite = await newInvite('verified');
    const response = await signup(
      { first_name: ' Eva ', last_name: 'Lund', phone: '070', invite_code: invite.invite_code },
      headers,
    );
    expect(response.statusCode).toBe(200);
    expect(json<{ user: object }>(response).user).toMatchObject({
      first_name: 'Eva',
      last_name: 'Lund',
      phone: '070',
      access_level: 'verified',
      is_verified: true,
      endorser: invite.generated_by_name,
      requires_signup: false,
    });
  });

  it.each([
    [{ first_name: '', last_name: 'Lund', invite_code: 'x' }, 'First name is required'],
    [{ first_name: 'Eva', last_name: ' ', invite_code: 'x' }, 'Last name is required'],
    [{ first_name: 'Eva', last_name: 'Lund', invite_code: null }, 'Invite code is required'],
    [{ first_name: 'Eva', last_name: 'Lund', invite_code: 'WRONG' }, 'Invalid invite code'],
  ])('refuses %o', async (payload, message) => {
    const { headers } = await loginAs(t, 'unverified');
    const response = await signup(payload, headers);
    expect(response.statusCode).toBe(400);
    expect(json(response).error).toBe(message);
  });

  it('needs no invite for an admin', async () => {
    const { headers } = await loginAs(t, 'admin', {
      email: 'admin@example.com'.replace('admin', 'admin'),
    });
    const response = await signup(
      { first_name: 'Ada', last_name: 'Admin', invite_code: null },
      headers,
    );
    expect(response.statusCode).toBe(200);
    expect(json<{ user: object }>(response).user).toMatchObject({
      name: 'Ada Admin',
      is_admin: true,
    });
  });
});
