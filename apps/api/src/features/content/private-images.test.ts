import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/helpers.js';
import { loginAs } from '../../test/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/get_images', headers });
  return {
    response,
    images: response.statusCode === 200 ? json<{ image_list: string[] }>(response).image_list : [],
  };
};

describe('private images', () => {
  it('are listed for members with private access, at signed addresses', async () => {
    const { headers } = await loginAs(t, 'verified');
    const { images } = await list(headers);
    const privateOnes = images.filter((a) => a.includes('/private/'));
    expect(privateOnes).toHaveLength(2);
    expect(images.filter((a) => a.includes('/public/'))).toHaveLength(4);
    for (const address of privateOnes) expect(address).toMatch(/\?v=[\w-]+&exp=\d+&sig=[\w-]{43}$/);
  });

  it('are not listed for visitors or unverified accounts', async () => {
    expect((await list()).images.some((a) => a.includes('/private/'))).toBe(false);
    const { headers } = await loginAs(t, 'unverified');
    expect((await list(headers)).images.some((a) => a.includes('/private/'))).toBe(false);
  });

  it('are served at their signed address and refused without or with a wrong signature', async () => {
    const { headers } = await loginAs(t, 'trusted');
    const address = (await list(headers)).images.find((a) => a.includes('/private/'))!;
    const ok = await t.app.inject({
      method: 'GET',
      url: `${address}&w=640`,
      headers: { accept: 'image/webp' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('image/webp');
    expect(ok.headers['cache-control']).toMatch(/^private, max-age=\d+, immutable$/);

    const bare = address.split('&exp=')[0]!;
    const unsigned = await t.app.inject({ method: 'GET', url: bare });
    expect(unsigned.statusCode).toBe(403);
    expect(json(unsigned).error).toBe('This image link is not valid.');

    const tampered = address.replace(/sig=.(.*)$/, 'sig=A$1');
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);

    const otherImage = address
      .replace(/private\/[^?]+/, 'private/sauna-night.jpg')
      .replace(
        /private\/sauna-night\.jpg/,
        address.includes('sauna-night') ? 'private/jetty-sunset.jpg' : 'private/sauna-night.jpg',
      );
    expect((await t.app.inject({ method: 'GET', url: otherImage })).statusCode).toBe(403);
  });

  it('stop working after at most a day', async () => {
    const { headers } = await loginAs(t, 'verified');
    const address = (await list(headers)).images.find((a) => a.includes('/private/'))!;
    const expires = Number(/exp=(\d+)/.exec(address)![1]);
    expect(expires - t.clock.now().getTime() / 1000).toBeLessThanOrEqual(24 * 3600);
    t.clock.advance(24 * 3600 * 1000 + 1000);
    const late = await t.app.inject({ method: 'GET', url: address });
    expect(late.statusCode).toBe(403);
    expect(json(late).error).toBe('This image link has expired. Reload the page.');
  });

  it('are signed anew each hour, the list being kept between', async () => {
    const { headers } = await loginAs(t, 'verified');
    const first = (await list(headers)).images;
    expect((await list(headers)).images).toEqual(first);
    t.clock.advance(3600 * 1000);
    const later = (await list(headers)).images;
    const expiry = (images: string[]) =>
      Number(/exp=(\d+)/.exec(images.find((a) => a.includes('/private/'))!)![1]);
    expect(expiry(later) - expiry(first)).toBe(3600);
    // A visitor's list carries no signature, whatever the hour.
    expect((await list()).images.every((a) => !a.includes('exp='))).toBe(true);
  });

  it('a bad token on the image list is 401', async () => {
    const { response } = await list({ authorization: 'Bearer not-a-token' });
    expect(response.statusCode).toBe(401);
  });
});
