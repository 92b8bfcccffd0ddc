import type { HouseDocument, HouseDocuments } from '@stuga/shared';
import { simpleParser } from 'mailparser';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/helpers.js';
import { bothLook, moveTo } from '../../test/processes.js';
import { startSmtpSink } from '../../test/smtp-sink.js';
import { loginAs } from '../../test/users.js';

/** The house's documents (DECISIONS §24): who sees which, files checked by content, links that run out. */
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
const apps: TestApp[] = [];
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterEach(async () => {
  for (const app of apps.splice(0).reverse()) await app.close();
});
afterAll(() => sink.close());

type Headers = Record<string, string>;

/** A PDF of `pages` pages, made by the PDF library. */
async function pdf(pages = 2): Promise<Buffer> {
  const made = await PDFDocument.create();
  for (let page = 0; page < pages; page += 1) made.addPage([595, 842]);
  return Buffer.from(await made.save());
}

/** A multipart form: its fields first, then the file, as the browser's form sends it. */
function form(fields: Record<string, string>, fileName: string, content: Buffer) {
  const boundary = `----stuga${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = Buffer.from(
    `${parts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const fields = (title: string, audience: string, more: Record<string, string> = {}) => ({
  title,
  kind: 'insurance',
  audience,
  expires: '',
  offline: 'false',
  ...more,
});

/** The house on a day, with a second process on its database, an owner and three other members. */
async function house(now = '2026-03-01T10:00:00.000Z') {
  const env = { APP_NOW: now, SMTP_URL: sink.url };
  const t = await createTestApp({ seed: false, env });
  apps.push(t);
  const admin = await loginAs(t, 'admin', {
    first_name: 'Ada',
    last_name: 'Admin',
    language: 'sv',
  });
  const owner = await loginAs(t, 'trusted', { first_name: 'Olle', last_name: 'Ägare' });
  const member = await loginAs(t, 'trusted', { first_name: 'Maja', last_name: 'Medlem' });
  const verified = await loginAs(t, 'verified', { first_name: 'Vera', last_name: 'Vän' });
  const unverified = await loginAs(t, 'unverified');
  const shares = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/owners',
    headers: admin.headers,
    payload: { from: '2025/01/01', owners: [{ user_id: owner.user.id, percent: 100 }] },
  });
  expect(shares.statusCode, shares.body).toBe(200);
  const upload = (
    headers: Headers,
    given: Record<string, string>,
    fileName: string,
    content: Buffer,
  ) => {
    const body = form(given, fileName, content);
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/documents',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const add = async (
    given: Record<string, string>,
    fileName = 'dokument.pdf',
    content?: Buffer,
  ) => {
    const answer = await upload(admin.headers, given, fileName, content ?? (await pdf()));
    expect(answer.statusCode, answer.body).toBe(201);
    return json<{ document: HouseDocument }>(answer).document;
  };
  const list = async (headers: Headers) => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/documents', headers });
    expect(answer.statusCode, answer.body).toBe(200);
    return json<HouseDocuments>(answer).documents.map((document) => document.title);
  };
  return { t, env, admin, owner, member, verified, unverified, upload, add, list };
}

const refusal = (answer: Awaited<ReturnType<TestApp['app']['inject']>>) => ({
  status: answer.statusCode,
  code: json<{ code?: string }>(answer).code,
});

describe("the house's documents", () => {
  it('are seen by those their audience names, and by every admin', async () => {
    const h = await house();
    await h.add(fields('Försäkringsbrev', 'owners'));
    await h.add(fields('Samäganderättsavtal', 'members', { kind: 'agreement' }));
    await h.add(fields('Bastuns manual', 'everyone', { kind: 'manual', offline: 'true' }));
    const all = ['Samäganderättsavtal', 'Försäkringsbrev', 'Bastuns manual'];
    expect(await h.list(h.admin.headers)).toEqual(all);
    expect(await h.list(h.owner.headers)).toEqual(all);
    expect(await h.list(h.member.headers)).toEqual(['Samäganderättsavtal', 'Bastuns manual']);
    expect(await h.list(h.verified.headers)).toEqual(['Bastuns manual']);
    const refused = await h.t.app.inject({
      method: 'GET',
      url: '/api/documents',
      headers: h.unverified.headers,
    });
    expect(refused.statusCode).toBe(403);
    // An owner no longer an owner sees what a member sees.
    await h.t.app.inject({
      method: 'PUT',
      url: '/api/admin/owners',
      headers: h.admin.headers,
      payload: { from: '2026/03/01', owners: [{ user_id: h.member.user.id, percent: 100 }] },
    });
    expect(await h.list(h.owner.headers)).toEqual(['Samäganderättsavtal', 'Bastuns manual']);
    expect(await h.list(h.member.headers)).toEqual(all);
  });

  it('take a PDF or a picture by its content, never by its name', async () => {
    const h = await house();
    const good = await h.add(fields('Försäkring 2026', 'owners'), 'forsakring.pdf', await pdf(3));
    expect(good).toMatchObject({
      format: 'pdf',
      pages: 3,
      added_by: 'Ada Admin',
      can: { edit: true },
    });
    const photo = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#ddd' },
    })
      .withMetadata({ exif: { IFD0: { Artist: 'Olle by the lake' } } })
      .jpeg()
      .toBuffer();
    const picture = await h.add(
      fields('Lagfart', 'owners', { kind: 'deed' }),
      'lagfart.JPG',
      photo,
    );
    expect(picture).toMatchObject({ format: 'jpeg', pages: null });
    const kept = await h.t.app.inject({ method: 'GET', url: picture.url });
    expect(kept.statusCode).toBe(200);
    expect(kept.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(kept.rawPayload).metadata()).exif).toBeUndefined();

    const tries: [string, Buffer, number, string][] = [
      ['forsakring.jpg', await pdf(), 400, 'api.document.ending'],
      ['lagfart.pdf', photo, 400, 'api.document.ending'],
      ['skript.pdf', Buffer.from('#!/bin/sh\nrm -rf /\n'), 400, 'api.document.notDocument'],
      ['trasig.pdf', Buffer.from('%PDF-1.7\nnot really\n%%EOF'), 400, 'api.document.notDocument'],
      ['tom.pdf', Buffer.alloc(0), 400, 'api.document.empty'],
      ['stor.pdf', Buffer.alloc(20 * 1024 * 1024 + 1, 0x25), 413, 'api.document.tooBig'],
    ];
    for (const [name, content, status, code] of tries) {
      expect(
        refusal(await h.upload(h.admin.headers, fields('Fel', 'owners'), name, content)),
        name,
      ).toEqual({
        status,
        code,
      });
    }
    const badFields: [Record<string, string>, string][] = [
      [fields('', 'owners'), 'api.document.title'],
      [fields('x'.repeat(121), 'owners'), 'api.document.title'],
      [fields('Titel', 'neighbours'), 'api.document.audience'],
      [fields('Titel', 'owners', { kind: 'poem' }), 'api.document.kind'],
      [fields('Titel', 'owners', { expires: '2026-13-40' }), 'api.stay.date'],
      [fields('Titel', 'owners', { offline: 'true' }), 'api.document.offline'],
    ];
    for (const [given, code] of badFields) {
      expect(
        refusal(await h.upload(h.admin.headers, given, 'a.pdf', await pdf())),
        JSON.stringify(given),
      ).toEqual({
        status: 400,
        code,
      });
    }
    for (const who of [h.owner, h.member]) {
      expect(
        (await h.upload(who.headers, fields('Nej', 'owners'), 'a.pdf', await pdf())).statusCode,
      ).toBe(403);
    }
    // Nothing refused was kept.
    expect(await h.list(h.admin.headers)).toEqual(['Lagfart', 'Försäkring 2026']);
  });

  it('are sent at signed addresses that run out, and only while they are there', async () => {
    const h = await house();
    const content = await pdf(1);
    const document = await h.add(fields('Försäkringsbrev', 'owners'), 'brev.pdf', content);
    const read = await h.t.app.inject({ method: 'GET', url: document.url });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('application/pdf');
    expect(read.headers['content-disposition']).toContain(
      "filename*=UTF-8''F%C3%B6rs%C3%A4kringsbrev.pdf",
    );
    expect(read.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(Buffer.compare(read.rawPayload, content)).toBe(0);
    const [path, query] = document.url.split('?') as [string, string];
    const forged = `${path}?${query.replace(/sig=[^&]+/, 'sig=AAAA')}`;
    expect(refusal(await h.t.app.inject({ method: 'GET', url: forged }))).toEqual({
      status: 403,
      code: 'api.document.link',
    });
    expect(refusal(await h.t.app.inject({ method: 'GET', url: path }))).toEqual({
      status: 403,
      code: 'api.document.link',
    });
    const guessed = await h.t.app.inject({
      method: 'GET',
      url: '/api/documents/files/..%2F..%2Fstuga.sqlite',
    });
    expect(guessed.statusCode).toBe(400);
    h.t.clock.advance(25 * 3600_000);
    expect(refusal(await h.t.app.inject({ method: 'GET', url: document.url }))).toEqual({
      status: 403,
      code: 'api.document.linkExpired',
    });
    const fresh = (
      await h.t.app.inject({ method: 'GET', url: '/api/documents', headers: h.owner.headers })
    ).json<HouseDocuments>().documents[0]!;
    expect((await h.t.app.inject({ method: 'GET', url: fresh.url })).statusCode).toBe(200);
    const removed = await h.t.app.inject({
      method: 'DELETE',
      url: `/api/admin/documents/${document.id}`,
      headers: h.admin.headers,
    });
    expect(json(removed)).toEqual({ removed: document.id });
    expect(refusal(await h.t.app.inject({ method: 'GET', url: fresh.url }))).toEqual({
      status: 404,
      code: 'api.document.none',
    });
    const again = await h.t.app.inject({
      method: 'DELETE',
      url: `/api/admin/documents/${document.id}`,
      headers: h.admin.headers,
    });
    expect(refusal(again)).toEqual({ status: 404, code: 'api.document.none' });
  });

  it('are changed by the admins, the fields checked as on upload', async () => {
    const h = await house();
    const document = await h.add(fields('Manual', 'owners', { kind: 'manual' }));
    const change = (payload: object, headers = h.admin.headers, id = document.id) =>
      h.t.app.inject({ method: 'PUT', url: `/api/admin/documents/${id}`, headers, payload });
    // The phone keeps a manual kept for offline, and no other document (the service worker).
    const before = await h.t.app.inject({ method: 'GET', url: document.url });
    expect(before.headers['x-stuga-offline']).toBe(undefined);
    const changed = await change({
      title: 'Bastuns manual',
      kind: 'manual',
      audience: 'everyone',
      expires: '2027/01/31',
      offline: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(json<{ document: HouseDocument }>(changed).document).toMatchObject({
      title: 'Bastuns manual',
      audience: 'everyone',
      expires: '2027/01/31',
      offline: true,
    });
    expect(await h.list(h.verified.headers)).toEqual(['Bastuns manual']);
    const manual = json<{ document: HouseDocument }>(changed).document;
    const kept = await h.t.app.inject({ method: 'GET', url: manual.url });
    expect(kept.headers['x-stuga-offline']).toBe('1');
    expect(
      refusal(await change({ title: 'X', kind: 'deed', audience: 'owners', offline: true })),
    ).toEqual({
      status: 400,
      code: 'api.document.offline',
    });
    expect(
      refusal(await change({ title: 'X', kind: 'deed', audience: 'owners' }, h.owner.headers))
        .status,
    ).toBe(403);
    expect(
      refusal(
        await change({ title: 'X', kind: 'deed', audience: 'owners' }, h.admin.headers, 99_999),
      ),
    ).toEqual({
      status: 404,
      code: 'api.document.none',
    });
  });
});

describe('a document that runs out', () => {
  it('is mailed to the admins 90 and 30 days before, once with two processes', async () => {
    const h = await house('2026-01-01T08:00:00.000Z');
    const other = await createTestApp({ seed: false, env: h.env, shareWith: h.t });
    apps.push(other);
    await h.add(fields('Hemförsäkring', 'owners', { expires: '2026/06/30' }));
    // Added 20 days before its expiry: the 30 days' reminder only.
    await h.add(fields('Brandskydd', 'owners', { expires: '2026/01/21' }));
    const from = sink.received.length;
    await bothLook(h.t, other);
    let mails = await Promise.all(
      sink.received.slice(from).map((mail) => simpleParser(mail.source)),
    );
    expect(mails.map((mail) => mail.subject)).toEqual(['Brandskydd går ut om 20 dagar']);
    expect(mails[0]!.text).toContain(
      'Husets dokument ”Brandskydd” går ut 21 jan. 2026, om 20 dagar.',
    );
    expect(mails[0]!.text).toContain('/documents');

    // 90 days before the insurance runs out; each process looks, and again later that day.
    moveTo('2026-04-01T08:00:00.000Z', h.t, other);
    const second = sink.received.length;
    await bothLook(h.t, other);
    moveTo('2026-04-01T20:00:00.000Z', h.t, other);
    await bothLook(h.t, other);
    mails = await Promise.all(sink.received.slice(second).map((mail) => simpleParser(mail.source)));
    expect(mails.map((mail) => mail.subject)).toEqual(['Hemförsäkring går ut om 90 dagar']);
    const third = sink.received.length;
    moveTo('2026-05-31T08:00:00.000Z', h.t, other);
    await bothLook(h.t, other);
    moveTo('2026-07-01T08:00:00.000Z', h.t, other);
    await bothLook(h.t, other);
    mails = await Promise.all(sink.received.slice(third).map((mail) => simpleParser(mail.source)));
    expect(mails.map((mail) => mail.subject)).toEqual(['Hemförsäkring går ut om 30 dagar']);
  });
});
