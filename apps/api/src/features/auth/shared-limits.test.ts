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
});
