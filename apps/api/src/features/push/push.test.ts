import type { Devices } from '@stuga/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { unitOfWork } from '../../db/unit-of-work.js';
import { createTestApp, json, testDatabaseUrl, type TestApp } from '../../test/helpers.js';
import { startPushService } from '../../test/push-service.js';
import { createPlan } from '../../test/stays.js';
import { loginAs } from '../../test/users.js';

/**
 * Notifications on the phone (DECISIONS §25): devices per member, and pushes sent once, signed
 * (VAPID) and encrypted (RFC 8291), against a stand-in push service that checks the signature and
 * decrypts with the device's keys.
 */
let service: Awaited<ReturnType<typeof startPushService>>;
const apps: TestApp[] = [];
beforeAll(async () => {
  service = await startPushService();
});
afterEach(async () => {
  for (const app of apps.splice(0).reverse()) await app.close();
});
afterAll(() => service.close());

type Headers = Record<string, string>;

async function house() {
  const env = { PUSH_SERVICES: '127.0.0.1' };
  const t = await createTestApp({ seed: false, env });
  apps.push(t);
  const admin = await loginAs(t, 'admin');
  const anna = await loginAs(t, 'trusted', { first_name: 'Anna', email: 'anna@example.com' });
  const bo = await loginAs(t, 'trusted', { first_name: 'Bo', email: 'bo@example.com' });
  const vera = await loginAs(t, 'verified');
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const add = async (who: { headers: Headers }, label = 'Chrome on Android') => {
    const device = service.subscribe();
    const answer = await call('POST', '/api/profile/devices', who.headers, {
      endpoint: device.endpoint,
      keys: device.keys,
      label,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return { device, devices: json<Devices>(answer) };
  };
  return { t, env, admin, anna, bo, vera, call, add };
}

const code = (answer: { statusCode: number; json(): unknown }) => ({
  status: answer.statusCode,
  code: (answer.json() as { code?: string }).code,
});

const notice = {
  title: 'A place for you',
  body: '12–14 June is free',
  url: '/waitlist',
  tag: 'offer-1',
};

describe('notifications on the phone', () => {
  it('are turned on per device, listed to their member alone, and removed', async () => {
    const h = await house();
    const { devices } = await h.add(h.anna);
    await h.add(h.anna, 'Firefox on Linux');
    expect(devices.public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const annas = json<Devices>(await h.call('GET', '/api/profile/devices', h.anna.headers));
    expect(annas.devices.map((device) => device.label)).toEqual([
      'Firefox on Linux',
      'Chrome on Android',
    ]);
    expect(
      json<Devices>(await h.call('GET', '/api/profile/devices', h.bo.headers)).devices,
    ).toEqual([]);
    const first = annas.devices[1]!.id;
    expect(code(await h.call('DELETE', `/api/profile/devices/${first}`, h.bo.headers))).toEqual({
      status: 404,
      code: 'api.push.none',
    });
    const after = json<Devices>(
      await h.call('DELETE', `/api/profile/devices/${first}`, h.anna.headers),
    );
    expect(after.devices.map((device) => device.label)).toEqual(['Firefox on Linux']);
    expect((await h.call('GET', '/api/profile/devices', h.vera.headers)).statusCode).toBe(403);
  });

  it('refuse a push service the house does not send to, and keys that cannot encrypt', async () => {
    const h = await house();
    const device = service.subscribe();
    const post = (payload: object) =>
      h.call('POST', '/api/profile/devices', h.anna.headers, {
        endpoint: device.endpoint,
        keys: device.keys,
        ...payload,
      });
    for (const endpoint of [
      'https://push.example.com/abc',
      'http://10.0.0.1/push/abc',
      'file:///etc/passwd',
      'not an address',
    ]) {
      expect(code(await post({ endpoint }))).toEqual({ status: 400, code: 'api.push.endpoint' });
    }
    const offCurve = Buffer.alloc(65, 1);
    offCurve[0] = 4;
    expect(
      code(await post({ keys: { ...device.keys, p256dh: offCurve.toString('base64url') } })),
    ).toEqual({ status: 400, code: 'api.push.keys' });
    expect(code(await post({ keys: { ...device.keys, auth: 'short' } }))).toEqual({
      status: 400,
      code: 'api.push.keys',
    });
    expect(code(await post({ keys: undefined }))).toEqual({ status: 400, code: 'api.push.keys' });
  });

  it('are sent once per event whatever the processes, signed and encrypted for each device', async () => {
    const h = await house();
    const other = await createTestApp({ seed: false, env: h.env, shareWith: h.t });
    apps.push(other);
    const phone = await h.add(h.anna);
    const laptop = await h.add(h.anna, 'Firefox on Linux');
    const from = service.received.length;
    // Both processes see the same event and queue its push.
    for (const app of [h.t.app, other.app]) {
      await unitOfWork(app.database, (db) => app.push.queue(db, h.anna.user.id, notice, 'offer:1'));
    }
    if (testDatabaseUrl) await Promise.all([h.t.app.backgroundIdle(), other.app.backgroundIdle()]);
    else {
      await h.t.app.backgroundIdle();
      await other.app.backgroundIdle();
    }
    const got = service.received.slice(from);
    expect(got.map((push) => push.device).sort()).toEqual(
      [phone.device.id, laptop.device.id].sort(),
    );
    expect(got[0]!.notice).toEqual(notice);
    expect(got[0]!.urgency).toBe('high');
    // Every process signs with the same kept key, the one browsers subscribed with.
    expect(new Set(got.map((push) => push.key))).toEqual(new Set([phone.devices.public_key]));
    expect(service.refused).toEqual([]);
    const seen = json<Devices>(await h.call('GET', '/api/profile/devices', h.anna.headers));
    expect(seen.devices.every((device) => device.last_sent_at !== null)).toBe(true);
  });

  it('are tried again when the push service fails, and a device it says is gone is removed', async () => {
    const h = await house();
    const flaky = await h.add(h.anna);
    const gone = await h.add(h.anna, 'Old phone');
    service.answer(flaky.device.id, 500, 503);
    service.answer(gone.device.id, 410);
    const from = service.received.length;
    await unitOfWork(h.t.app.database, (db) => h.t.app.push.queue(db, h.anna.user.id, notice));
    await h.t.app.backgroundIdle();
    expect(service.received.slice(from).map((push) => push.device)).toEqual([flaky.device.id]);
    const left = json<Devices>(await h.call('GET', '/api/profile/devices', h.anna.headers));
    expect(left.devices.map((device) => device.label)).toEqual(['Chrome on Android']);
  });

  it("end with a suspension: the member's devices are removed and nothing more is sent", async () => {
    const h = await house();
    await h.add(h.bo);
    expect(
      (await h.call('POST', `/api/admin/members/${h.bo.user.id}/suspend`, h.admin.headers))
        .statusCode,
    ).toBe(200);
    const devices = await h.t.app.db
      .selectFrom('push_subscription')
      .select('id')
      .where('user_id', '=', h.bo.user.id)
      .execute();
    expect(devices).toEqual([]);
  });

  it("carry a decision on the member's stay by the channel they chose for decisions", async () => {
    const h = await house();
    const phone = await h.add(h.anna);
    const plan = await createPlan(h.t, h.anna.user.id, {
      options: [
        { from: '2025-10-06', to: '2025-10-10', status: 'pending' },
        { from: '2025-10-13', to: '2025-10-17', status: 'pending' },
      ],
    });
    const from = service.received.length;
    const approved = await h.call(
      'POST',
      `/api/admin/approve-option/${plan.optionIds[0]}`,
      h.admin.headers,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    await h.t.app.backgroundIdle();
    expect(service.received.slice(from).map((push) => [push.device, push.notice.url])).toEqual([
      [phone.device.id, '/book-stay'],
    ]);
    expect(service.received.at(-1)!.notice.body).toMatch(/^Stay approved: /);

    // Mail only for decisions: the next approval, made the same way, sends no push.
    const chosen = await h.call('PUT', '/api/profile/channels', h.anna.headers, {
      channels: {
        offer: 'both',
        decision: 'mail',
        swap: 'both',
        round: 'both',
        reminder: 'both',
        codes: 'both',
      },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const next = await createPlan(h.t, h.anna.user.id, {
      options: [{ from: '2025-11-03', to: '2025-11-07', status: 'pending' }],
    });
    const before = service.received.length;
    const again = await h.call(
      'POST',
      `/api/admin/approve-option/${next.optionIds[0]}`,
      h.admin.headers,
    );
    expect(again.statusCode, again.body).toBe(200);
    await h.t.app.backgroundIdle();
    expect(service.received.length).toBe(before);
  });
});
