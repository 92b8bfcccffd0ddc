import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, json, type TestApp } from './test/helpers.js';
import { loginAs } from './test/users.js';
import { BUILD_CHECK_MS } from './plugins/web-pages.js';

let web: string;
let t: TestApp;

beforeAll(async () => {
  // A stand-in for the built web app: a page and one hashed, pre-compressed asset.
  web = mkdtempSync(path.join(tmpdir(), 'stuga-web-'));
  mkdirSync(path.join(web, 'assets'));
  writeFileSync(
    path.join(web, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Stuga</title></head><body></body></html>',
  );
  const script = 'console.log("stuga");'.repeat(50);
  writeFileSync(path.join(web, 'assets', 'index-AbCd1234.js'), script);
  writeFileSync(path.join(web, 'assets', 'index-AbCd1234.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(web, 'assets', 'index-AbCd1234.js.gz'), gzipSync(script));
  writeFileSync(path.join(web, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  writeFileSync(
    path.join(web, 'screens.json'),
    JSON.stringify({
      '/': { js: ['/assets/home-AbCd1234.js'], css: [] },
      '/login': { js: ['/assets/login-AbCd1234.js'], css: [] },
      '/guide/:type': { js: ['/assets/guide-AbCd1234.js'], css: ['/assets/guide-AbCd1234.css'] },
      '/admin/members': { js: ['/assets/members-AbCd1234.js'], css: [] },
      'language:en': { js: ['/assets/en-AbCd1234.js'], css: [] },
      'language:sv': { js: ['/assets/sv-AbCd1234.js'], css: [] },
      'language:en.first': { js: ['/assets/en.first-AbCd1234.js'], css: [] },
      'language:sv.first': { js: ['/assets/sv.first-AbCd1234.js'], css: [] },
      'language:admin.en': { js: ['/assets/admin.en-AbCd1234.js'], css: [] },
      'language:admin.sv': { js: ['/assets/admin.sv-AbCd1234.js'], css: [] },
    }),
  );
  t = await createTestApp({ webRoot: web });
});

afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

describe('error bodies', () => {
  it('answers an unknown API call with 404 and {error, message}', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(json(response)).toMatchObject({
      error: 'No API call GET /api/does-not-exist.',
      message: 'No API call GET /api/does-not-exist.',
    });
  });

  it('answers an unknown API call of any method with JSON, not the app', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/nothing', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(json(response).error).toBe('No API call POST /api/nothing.');
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({
      error: 'The request body is not valid JSON.',
      message: 'The request body is not valid JSON.',
      code: 'api.request.invalidJson',
    });
  });

  it("gives a schema's message its code, and the values of one with placeholders", async () => {
    const admin = await loginAs(t, 'admin');
    const long = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/house-name',
      headers: admin.headers,
      payload: { name: 'x'.repeat(41) },
    });
    expect(json(long)).toMatchObject({
      message: 'At most 40 characters',
      code: 'api.field.tooLong',
      params: { max: 40 },
    });
    const tooLong = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/longest-stay',
      headers: admin.headers,
      payload: { max_stay_nights: 91 },
    });
    expect(json(tooLong)).toMatchObject({
      message: 'The longest stay is 1 to 90 nights.',
      code: 'api.stay.longestStay',
      params: { max: 90 },
    });
  });

  it('answers an oversized body with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(json(response).message).toBe('The request body is too large.');
  });

  it('answers a bad query value with 400 and the rule that was broken', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/images/public/lake-morning.jpg?w=abc',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({
      error: 'Width must be one of 320, 640, 960, 1280, 1920.',
      message: 'Width must be one of 320, 640, 960, 1280, 1920.',
      code: 'api.content.imageWidth',
      params: { widths: '320, 640, 960, 1280, 1920' },
    });
  });

  it.each([
    ['/api/auth/verify-invite', { invite_code: 'X'.repeat(200) }],
    ['/api/validate-reset-token', { reset_token: 'x'.repeat(500) }],
    ['/api/reset-password', { reset_token: 'x'.repeat(500), new_password: 'secret1' }],
  ])('never puts a field name in a message for people (%s)', async (url, payload) => {
    const response = await t.app.inject({ method: 'POST', url, payload });
    expect(response.statusCode).toBe(400);
    const body = json(response);
    expect(body.message).toBe(body.error);
    expect(body.error).toMatch(/^(Invalid invite code|Invalid reset token)$/);
    expect(body.error).not.toMatch(/invite_code|reset_token|:/);
  });

  it('answers a check without a message of its own plainly, naming the field apart', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 42, password: 'secret1' },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).error).toBe('Please supply email and password.');
    const guestbook = await t.app.inject({
      method: 'GET',
      url: '/api/guestbook?tags=' + 'x'.repeat(500),
    });
    expect(guestbook.statusCode).toBe(400);
    expect(json(guestbook)).toEqual({
      error: 'Some of what was sent is not valid. Please check it and try again.',
      message: 'Some of what was sent is not valid. Please check it and try again.',
      field: 'tags',
      code: 'api.request.checkInput',
    });
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy without inline scripts, nosniff and a referrer policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sends JSON calls the headers that matter for data, and none meant for documents', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/content' });
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const documentOnly of [
      'referrer-policy',
      'strict-transport-security',
      'x-frame-options',
    ]) {
      expect(response.headers[documentOnly]).toBeUndefined();
    }
    // The documentation of the API is a page, with the pages' headers.
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('the web app', () => {
  it.each([
    '/',
    '/about',
    '/subPage',
    '/unloggedInPageVue',
    '/guide/house',
    '/invite/abc',
    '/reset/x',
  ])('answers the screen %s with the app page', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>Stuga</title>');
  });

  it('answers an address no screen has with the app page and 404, so it shows its not-found screen', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/no/such/screen' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>Stuga</title>');
  });

  it("names a screen's own files in the page for its address, fetched after the app's own", async () => {
    const login = await t.app.inject({ method: 'GET', url: '/login' });
    expect(login.body).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/login-AbCd1234.js"></head>',
    );
    const guide = await t.app.inject({ method: 'GET', url: '/guide/area' });
    expect(guide.body).toContain('<link rel="stylesheet" href="/assets/guide-AbCd1234.css">');
    expect(guide.body).toContain('href="/assets/guide-AbCd1234.js"');
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.body).not.toContain('login-AbCd1234');
    // An admin screen's texts are asked for with it, in the reader's language; nowhere else.
    const members = await t.app.inject({
      method: 'GET',
      url: '/admin/members',
      headers: { 'accept-language': 'sv-SE' },
    });
    expect(members.body).toContain('href="/assets/members-AbCd1234.js"');
    expect(members.body).toContain('href="/assets/admin.sv-AbCd1234.js"');
    expect(members.body).not.toContain('admin.en-');
    expect(login.body).not.toContain('admin.');
    expect(home.body).not.toContain('admin.');
  });

  it("asks on Home for the first page's texts only, and on every other screen for them all", async () => {
    const home = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-language': 'sv-SE' },
    });
    expect(home.body).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="high" href="/assets/sv.first-AbCd1234.js">',
    );
    expect(home.body).toContain('href="/assets/home-AbCd1234.js"');
    expect(home.body).not.toContain('/assets/sv-AbCd1234.js');
    const login = await t.app.inject({ method: 'GET', url: '/login' });
    expect(login.body).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="high" href="/assets/en-AbCd1234.js">',
    );
    expect(login.body).not.toContain('first-');
  });

  it("sends the page in the visitor's language: their choice, else their browser's, else English", async () => {
    const page = async (headers: Record<string, string>) => {
      const response = await t.app.inject({ method: 'GET', url: '/guestbook', headers });
      expect(response.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
      return response.body;
    };
    const swedish = await page({ 'accept-language': 'sv-SE,sv;q=0.9,en;q=0.8' });
    expect(swedish).toContain('<html lang="sv">');
    // Its catalogue is asked for at once, and the other language's not at all.
    expect(swedish).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="high" href="/assets/sv-AbCd1234.js">',
    );
    expect(swedish).not.toContain('en-AbCd1234');
    const chosen = await page({ 'accept-language': 'sv-SE', cookie: 'a=1; stuga-language=en' });
    expect(chosen).toContain('<html lang="en">');
    expect(chosen).toContain('href="/assets/en-AbCd1234.js"');
    expect(chosen).not.toContain('sv-AbCd1234');
    expect(await page({ 'accept-language': 'de-DE,fr' })).toContain('<html lang="en">');
    expect(await page({ cookie: 'stuga-language=xx' })).toContain('<html lang="en">');
    expect(await page({ 'accept-language': 'en;q=0.5, sv' })).toContain('<html lang="sv">');
  });

  it('says in the page whether Google sign-in is on, so the login screen asks nothing first', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/login' });
    expect(page.body).toContain('<meta name="google-client-id" content="">');
    const withGoogle = await createTestApp({
      webRoot: web,
      env: { GOOGLE_CLIENT_ID: 'client-1.apps.googleusercontent.com' },
    });
    try {
      const login = await withGoogle.app.inject({ method: 'GET', url: '/login' });
      expect(login.body).toContain(
        '<meta name="google-client-id" content="client-1.apps.googleusercontent.com">',
      );
    } finally {
      await withGoogle.close();
    }
  });

  it('names the house in the page, as the admins set it, without a restart', async () => {
    const admin = await loginAs(t, 'admin');
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/house-name',
      headers: admin.headers,
      payload: { name: 'Stugan <vid> sjön' },
    });
    expect(renamed.statusCode).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: '/guestbook' });
    expect(page.body).toContain('<title>Stugan &lt;vid&gt; sjön</title>');
    expect(page.body).toContain('<meta name="house-name" content="Stugan <vid> sjön">');
    const blank = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/house-name',
      headers: admin.headers,
      payload: { name: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe("Give the house's name.");
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/house-name',
      headers: admin.headers,
      payload: { name: 'Stuga' },
    });
  });

  it('puts the house’s name in the page as text, never as a replacement pattern', async () => {
    const admin = await loginAs(t, 'admin');
    const rename = (name: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/house-name',
        headers: admin.headers,
        payload: { name },
      });
    for (const name of ["Stuga $' x", 'Stuga $& x', 'Stuga $$ x', 'Stuga $` x', 'Stuga $1 x']) {
      expect((await rename(name)).statusCode).toBe(200);
      const page = (await t.app.inject({ method: 'GET', url: '/guestbook' })).body;
      const text = name.replace(/&/g, '&amp;');
      expect({ name, title: /<title>([^<]*)<\/title>/.exec(page)?.[1] }).toEqual({
        name,
        title: text,
      });
      expect(page).toContain(`<meta name="house-name" content="${text}">`);
      // One title, one head: nothing of the page was copied in where the name goes.
      expect(page.match(/<title>/g)).toHaveLength(1);
      expect(page.match(/<\/head>/g)).toHaveLength(1);
    }
    await rename('Stuga');
  });

  it('serves the new page when the web app is built again under the running server', async () => {
    const file = path.join(web, 'index.html');
    const before = readFileSync(file, 'utf8');
    writeFileSync(file, before.replace('<body>', '<body data-build="rebuilt">'));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    // The server looks at the build once a second (BUILD_CHECK_MS).
    await vi.waitFor(
      async () => {
        const response = await t.app.inject({ method: 'GET', url: '/about' });
        expect(response.body).toContain('<body data-build="rebuilt">');
      },
      { timeout: BUILD_CHECK_MS * 5, interval: 100 },
    );
    writeFileSync(file, before);
    utimesSync(file, new Date(), new Date(Date.now() + 10_000));
  });

  it('sends the page compressed to browsers that accept it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/login',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('login-AbCd1234.js');
  });

  it('serves hashed assets pre-compressed with long cache headers', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/index-AbCd1234.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves gzip to a browser without brotli', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/index-AbCd1234.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('does not cache files without a hash for long', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('API documentation', () => {
  it('describes the calls in OpenAPI at /api/docs', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const paths = Object.keys(json<{ paths: Record<string, unknown> }>(spec).paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/health', '/api/content', '/api/message', '/api/get_images']),
    );
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });
});
