import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/helpers.js';
import { createUser, TEST_PASSWORD } from '../../test/users.js';

/**
 * Limits live in the database (ARCHITECTURE: data that must never go wrong): two apps on one
 * database count as one, and an app started again remembers what the one before counted.
 */
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await createTestApp({ seed: false });
  second = await createTestApp({ seed: false, shareWith: first });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const contact = (t: TestApp, address: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: {
      name: 'Olle',
      email: 'olle@example.com',
      subject: 'Booking Question',
      message: 'Is the sauna working?',
    },
    remoteAddress: address,
  });

describe('limits shared by every process, kept across restarts', () => {
  it('counts a rate limit across two apps, and after a restart', async () => {
    // Five messages in ten minutes from one client, however they are spread.
    const answers = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push((await contact(i % 2 ? second : first, '198.51.100.7')).statusCode);
    }
    expect(answers).toEqual([201, 201, 201, 201, 201]);
    const sixth = await contact(second, '198.51.100.7');
    expect(sixth.statusCode).toBe(429);
    expect(json(sixth).message).toMatch(
      /^Too many attempts\. Please wait \d+ seconds and try again\.$/,
    );
    // Another client, and another call, count apart.
    expect((await contact(first, '198.51.100.8')).statusCode).toBe(201);

    // A restart: a new app on the same database still says no.
    const restarted = await createTestApp({ seed: false, shareWith: first });
    try {
      expect((await contact(restarted, '198.51.100.7')).statusCode).toBe(429);
    } finally {
      await restarted.close();
    }
  });

  it('reaches the failed-login limit at the same count when the guesses are split', async () => {
    const user = await createUser(first, 'verified');
    const login = (t: TestApp, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password },
        remoteAddress: '192.0.2.44',
      });
    for (let i = 0; i < 5; i += 1) {
      expect((await login(i % 2 ? second : first, 'nope')).statusCode).toBe(401);
    }
    const blocked = await login(second, TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked).error).toBe(
      'Too many failed logins. Please wait 15 minute(s) and try again.',
    );
    const restarted = await createTestApp({ seed: false, shareWith: first });
    try {
      expect((await login(restarted, TEST_PASSWORD)).statusCode).toBe(429);
    } finally {
      await restarted.close();
    }
  });

  it('counts guesses sent at once before trying them: 60 from one address cost 5 tries, on two apps', async () => {
    const user = await createUser(first, 'trusted');
    const guesses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        (i % 2 ? second : first).app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: user.email, password: `guess ${i}` },
          remoteAddress: '203.0.113.60',
        }),
      ),
    );
    const statuses = guesses.map((answer) => answer.statusCode);
    // Exactly the pair's limit was tried (401); every other guess was refused untried (429).
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(55);
  });

  it('caps guesses at one account from 150 addresses at once at 10, and lets its owner in at home', async () => {
    const user = await createUser(first, 'trusted');
    const login = (t: TestApp, password: string, address: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password },
        remoteAddress: address,
      });
    // The owner has logged in from home before.
    expect((await login(first, TEST_PASSWORD, '192.0.2.150')).statusCode).toBe(200);
    const guesses = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        login(i % 2 ? second : first, `guess ${i}`, `198.18.${i >> 8}.${i & 255}`),
      ),
    );
    const statuses = guesses.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(140);
    // Another new address waits; the owner at home does not.
    expect((await login(second, TEST_PASSWORD, '198.18.9.9')).statusCode).toBe(429);
    expect((await login(second, TEST_PASSWORD, '192.0.2.150')).statusCode).toBe(200);
  });
});
