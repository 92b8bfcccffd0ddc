import type { Cost, Costs } from '@stuga/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/helpers.js';
import { multipart } from '../../test/uploads.js';
import { loginAs } from '../../test/users.js';

/** A cost's receipt picture (DECISIONS §23): private, resized, at signed addresses that run out. */
let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
let owner: Awaited<ReturnType<typeof loginAs>>;
let member: Awaited<ReturnType<typeof loginAs>>;
let costId: number;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  admin = await loginAs(t, 'admin');
  owner = await loginAs(t, 'trusted', { first_name: 'Olle', last_name: 'Ägare' });
  member = await loginAs(t, 'trusted');
  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, headers: admin.headers, payload });
  await send('PUT', '/api/admin/owners', {
    from: '2025/01/01',
    owners: [{ user_id: owner.user.id, percent: 100 }],
  });
  const made = await send('POST', '/api/admin/costs', {
    what: 'Takreparation',
    amount: 1_250_000,
    kind: 'repairs',
    day: '2025/06/10',
    paid_by: owner.user.id,
  });
  expect(made.statusCode, made.body).toBe(201);
  costId = json<{ cost: Cost }>(made).cost.id;
});
afterAll(() => t.close());

const picture = (colour: string) =>
  sharp({ create: { width: 1200, height: 1600, channels: 3, background: colour } })
    .withMetadata({ exif: { IFD0: { Artist: 'Olle at the hardware store' } } })
    .jpeg()
    .toBuffer();

const upload = (
  headers: Record<string, string>,
  fileName: string,
  content: Buffer,
  id = costId,
) => {
  const body = multipart(fileName, content);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/costs/${id}/receipt`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

const refusal = (answer: Awaited<ReturnType<typeof upload>>) => ({
  status: answer.statusCode,
  code: json<{ code: string }>(answer).code,
});

describe("a cost's receipt", () => {
  it('is added by an admin only, checked by its content, and refused for no cost', async () => {
    const jpeg = await picture('#f4f1e8');
    expect(refusal(await upload(member.headers, 'kvitto.jpg', jpeg))).toMatchObject({
      status: 403,
    });
    expect(refusal(await upload(owner.headers, 'kvitto.jpg', jpeg))).toMatchObject({
      status: 403,
    });
    expect(refusal(await upload(admin.headers, 'kvitto.jpg', jpeg, 99_999))).toEqual({
      status: 404,
      code: 'api.cost.none',
    });
    // A script named as a picture, and a picture under another format's name.
    expect(
      refusal(await upload(admin.headers, 'kvitto.jpg', Buffer.from('<script>alert(1)</script>'))),
    ).toMatchObject({ status: 400 });
    expect(refusal(await upload(admin.headers, 'kvitto.png', jpeg))).toMatchObject({ status: 400 });
    const costs = json<Costs>(
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/costs?year=2025',
        headers: admin.headers,
      }),
    );
    expect(costs.costs[0]!.receipt).toBeNull();
  });

  it('is read by the admins and owners at a signed address, resized, without its metadata; a new one replaces it', async () => {
    const added = await upload(admin.headers, 'kvitto.jpg', await picture('#f4f1e8'));
    expect(added.statusCode, added.body).toBe(201);
    const first = json<{ cost: Cost }>(added).cost.receipt!;
    expect(first).toMatch(/^\/api\/costs\/receipts\/kvitto-[0-9a-f]{8}\.jpg\?v=.+&exp=\d+&sig=/);
    // The owner reads it with the year's costs.
    const asOwner = json<Costs>(
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/costs?year=2025',
        headers: owner.headers,
      }),
    );
    expect(asOwner.costs[0]!.receipt).toBe(first);
    const shown = await t.app.inject({ method: 'GET', url: `${first}&w=320` });
    expect(shown.statusCode).toBe(200);
    const meta = await sharp(shown.rawPayload).metadata();
    expect(meta.width).toBe(320);
    expect(meta.exif).toBeUndefined();
    // Without its signature, or with one forged or run out: nothing.
    expect(
      (await t.app.inject({ method: 'GET', url: first.replace(/\?.*$/, '') })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: first.replace(/&sig=[^&]+/, '&sig=forged') }))
        .statusCode,
    ).toBe(403);
    t.clock.advance(2 * 24 * 60 * 60_000);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(403);
    // A new picture replaces it: the old file is gone.
    const second = await upload(admin.headers, 'kvitto.jpg', await picture('#e8f1f4'));
    expect(second.statusCode, second.body).toBe(201);
    const name = /receipts\/([^?]+)/.exec(first)![1]!;
    expect(t.app.images.has('receipt', name)).toBe(false);
    expect(json<{ cost: Cost }>(second).cost.receipt).not.toBe(first);
  });
});
