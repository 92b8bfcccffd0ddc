import type { ImprovementsResponse, LongestStay, PaymentSettingsResponse } from '@stuga/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/helpers.js';
import { loginAs } from '../../test/users.js';

/** The house's settings from the browser (DECISIONS §16): effective at once, checked first. */
let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
let member: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  admin = await loginAs(t, 'admin');
  member = await loginAs(t, 'trusted');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, headers: object, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: headers as Record<string, string>,
    ...(payload ? { payload } : {}),
  });

describe('payment settings', () => {
  it('stores the apps and the number; members see them on the improvements page at once', async () => {
    expect(
      json<PaymentSettingsResponse>(await call('GET', '/api/admin/payment', admin.headers)),
    ).toEqual({ payment: null });
    const saved = await call('PUT', '/api/admin/payment', admin.headers, {
      apps: [' Swish ', 'MobilePay'],
      phone: ' 070-987 65 43 ',
    });
    expect(saved.statusCode).toBe(200);
    expect(json<PaymentSettingsResponse>(saved).payment).toEqual({
      apps: ['Swish', 'MobilePay'],
      phone: '070-987 65 43',
    });
    const page = json<ImprovementsResponse>(await call('GET', '/api/improvements', member.headers));
    expect(page.payment).toEqual({ apps: ['Swish', 'MobilePay'], phone: '070-987 65 43' });
  });

  it('refuses no app, three apps, and a number that is not one; keeps what was stored', async () => {
    const refused = async (payload: object, message: string) => {
      const answer = await call('PUT', '/api/admin/payment', admin.headers, payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(message);
    };
    await refused({ apps: [], phone: '070-1' }, 'Name one or two payment apps.');
    await refused({ apps: ['A', 'B', 'C'], phone: '070-123' }, 'Name one or two payment apps.');
    await refused(
      { apps: ['Swish'], phone: 'call me' },
      'Write the number with digits, spaces and dashes, e.g. 070-123 45 67.',
    );
    await refused(
      { apps: ['  '], phone: '070-123' },
      'Give each payment app a name of at most 30 characters.',
    );
    expect(
      json<PaymentSettingsResponse>(await call('GET', '/api/admin/payment', admin.headers)).payment,
    ).toEqual({ apps: ['Swish', 'MobilePay'], phone: '070-987 65 43' });
    expect((await call('PUT', '/api/admin/payment', member.headers, {})).statusCode).toBe(403);
  });
});

describe('the longest stay', () => {
  const plan = (to: string) => ({
    title: 'Long',
    expiry_date: '2025/11/01',
    options: [{ from: '2025/12/01', to, status: 'planning' }],
  });

  it('is MAX_STAY_NIGHTS until set, and plans saved after a change follow it', async () => {
    expect(json<LongestStay>(await call('GET', '/api/admin/longest-stay', admin.headers))).toEqual({
      max_stay_nights: 28,
    });
    expect(
      (await call('POST', '/api/stay-plans', member.headers, plan('2025/12/11'))).statusCode,
    ).toBe(201);
    const saved = await call('PUT', '/api/admin/longest-stay', admin.headers, {
      max_stay_nights: 7,
    });
    expect(json<LongestStay>(saved)).toEqual({ max_stay_nights: 7 });
    const refused = await call('POST', '/api/stay-plans', member.headers, plan('2025/12/11'));
    expect(refused.statusCode).toBe(400);
  });

  it('refuses 0, 91 and a fraction', async () => {
    for (const nights of [0, 91, 2.5]) {
      const answer = await call('PUT', '/api/admin/longest-stay', admin.headers, {
        max_stay_nights: nights,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe('The longest stay is 1 to 90 nights.');
    }
  });
});
