import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.js';
import { createPlan } from '../test/stays.js';
import { loginAs } from '../test/users.js';
import { KeptAnswers, QUICK_FROM } from '../plugins/kept-answers.js';
import { answerEncoding, COMPRESS_FROM } from './compression.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin');
  // Enough plans of others that the admin's plans (a kept answer) are well over a kilobyte.
  const member = await loginAs(t, 'trusted');
  for (let i = 0; i < 12; i += 1) {
    await createPlan(t, member.user.id, {
      title: `Plan ${i}`,
      options: [{ from: `2025-10-${String(i + 10)}`, to: `2025-10-${String(i + 12)}` }],
    });
  }
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });

/** The body of an answer as the client reads it, whatever its encoding. */
const decoded = (response: Awaited<ReturnType<typeof get>>) => {
  const raw = response.rawPayload;
  switch (response.headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(raw).toString();
    case 'gzip':
      return gunzipSync(raw).toString();
    default:
      return raw.toString();
  }
};

describe('compressed answers (decision 0060)', () => {
  it('sends a kept answer in the encoding the client prefers, the same text in each', async () => {
    const plain = await get('/api/stay-plans', admin.headers);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_FROM);

    const br = await get('/api/stay-plans', { ...admin.headers, 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(decoded(br)).toBe(plain.body);

    const gzip = await get('/api/stay-plans', { ...admin.headers, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(plain.body);

    // Refused or unknown encodings: as it is.
    for (const accept of ['identity', 'br;q=0, gzip;q=0', 'compress']) {
      const other = await get('/api/stay-plans', { ...admin.headers, 'accept-encoding': accept });
      expect(other.headers['content-encoding']).toBeUndefined();
      expect(other.body).toBe(plain.body);
    }
  });

  it('compresses a kept answer once while it is kept, not on every request', async () => {
    const kept = new KeptAnswers(t.app.dataVersion);
    const answer = Buffer.from(JSON.stringify({ text: 'stuga '.repeat(500) }));
    const first = await kept.encoded(answer, 'br');
    expect(await kept.encoded(answer, 'br')).toBe(first);
    expect(brotliDecompressSync(first).equals(answer)).toBe(true);
    expect(gunzipSync(await kept.encoded(answer, 'gzip')).equals(answer)).toBe(true);
    // Another answer (a new data version's) is compressed anew.
    const next = Buffer.from(JSON.stringify({ text: 'sjö '.repeat(500) }));
    expect(brotliDecompressSync(await kept.encoded(next, 'br')).equals(next)).toBe(true);
  });

  it('compresses a large answer quickly for the first to ask, and smaller once asked again', async () => {
    const kept = new KeptAnswers(t.app.dataVersion);
    // Plans of many members, in the thousands: text whose two forms differ in size.
    const plans = Array.from({ length: 4000 }, (_, i) => ({
      id: i,
      title: `Plan ${(i * 7919) % 4001}`,
      from: `2026/${String((i % 12) + 1).padStart(2, '0')}/${String((i % 28) + 1).padStart(2, '0')}`,
      note: `Week ${(i * 31) % 53} by the lake`,
    }));
    const answer = Buffer.from(JSON.stringify(plans));
    expect(answer.length).toBeGreaterThan(QUICK_FROM);
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const first = await kept.encoded(answer, encoding);
      expect(decode(first).equals(answer)).toBe(true);
      // Not asked again, it stays the quick form: no work for an answer no one asks for twice.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await kept.encoded(answer, encoding)).toBe(first);
      // Asked again, the smaller form is made, and then given to everyone.
      const later = await vi.waitFor(
        async () => {
          const form = await kept.encoded(answer, encoding);
          if (form === first) throw new Error('the smaller form is not made yet');
          return form;
        },
        { timeout: 10_000, interval: 20 },
      );
      expect(later.length).toBeLessThan(first.length);
      expect(decode(later).equals(answer)).toBe(true);
      expect(await kept.encoded(answer, encoding)).toBe(later);
    }
    // A small answer is compressed once, as small as it goes: the same form every time.
    const small = Buffer.from(JSON.stringify(plans.slice(0, 50)));
    const once = await kept.encoded(small, 'br');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await kept.encoded(small, 'br')).toBe(once);
  });

  it('compresses the answers that are made on each request too', async () => {
    const plain = await get('/api/admin/members', admin.headers);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_FROM);
    const br = await get('/api/admin/members', { ...admin.headers, 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(br))).toEqual(JSON.parse(plain.body));
  });

  it('sends small answers and failures as they are', async () => {
    const health = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();

    const refused = await get('/api/stay-plans', { 'accept-encoding': 'br, gzip' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toMatchObject({
      error: expect.any(String),
      message: expect.any(String),
    });
  });
});

describe('the encoding an answer goes in', () => {
  it('prefers brotli, then gzip, and honours what the client refuses', () => {
    expect(answerEncoding(undefined)).toBeNull();
    expect(answerEncoding('')).toBeNull();
    expect(answerEncoding('gzip, deflate, br')).toBe('br');
    expect(answerEncoding('gzip')).toBe('gzip');
    expect(answerEncoding('br;q=0, gzip')).toBe('gzip');
    expect(answerEncoding('*')).toBe('br');
    expect(answerEncoding('deflate')).toBeNull();
    expect(answerEncoding('identity')).toBeNull();
  });
});
