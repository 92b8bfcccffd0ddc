import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/helpers.js';
import { startSmtpSink } from '../../test/smtp-sink.js';
import { createUser, loginAs } from '../../test/users.js';
import { CONTACT_RECEIVED } from './contact.service.js';

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: sink.url, CONTACT_EMAIL: 'house@example.com' } });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

let address = 0;
const send = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload,
    headers,
    remoteAddress: `10.2.0.${++address}`,
  });
const message = {
  name: 'Olle',
  email: 'olle@example.com',
  subject: 'Booking Question',
  message: 'Is the sauna working?',
};
const stored = () => t.app.db.selectFrom('contact_messages').selectAll().orderBy('id').execute();

describe('POST /api/contact', () => {
  it('stores the message, then mails it to CONTACT_EMAIL', async () => {
    const response = await send(message);
    expect(response.statusCode).toBe(201);
    expect(json(response).message).toBe(CONTACT_RECEIVED);
    await t.app.backgroundIdle();
    const rows = await stored();
    expect(rows.at(-1)).toMatchObject({ ...message, user_id: null, mail_error: null });
    expect(rows.at(-1)!.mailed_at).not.toBeNull();
    const mail = sink.received.at(-1)!;
    expect(mail.to).toEqual(['house@example.com']);
    expect(mail.raw).toContain('Subject: [Stuga] Booking Question: message from Olle');
    expect(mail.raw).toContain('Reply-To: olle@example.com');
    expect(mail.raw).toContain('Is the sauna working?');
  });

  it('mails it once for each language its recipients read, the words as written', async () => {
    const app = await createTestApp({
      env: { SMTP_URL: sink.url, CONTACT_EMAIL: 'karin@example.com,house@example.com' },
    });
    try {
      await createUser(app, 'trusted', { email: 'karin@example.com', language: 'sv' });
      const { headers } = await loginAs(app, 'verified');
      const before = sink.received.length;
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: message,
        headers,
      });
      expect(response.statusCode).toBe(201);
      await app.app.backgroundIdle();
      const mails = await Promise.all(
        sink.received
          .slice(before)
          .map(async (m) => ({ rcpt: m.to, mail: await simpleParser(m.source) })),
      );
      expect(mails).toHaveLength(2);
      const swedish = mails.find((m) => m.rcpt.includes('karin@example.com'))!;
      expect(swedish.rcpt).toEqual(['karin@example.com']);
      expect(swedish.mail.subject).toBe('[Stuga] Fråga om bokning: meddelande från Olle');
      expect(swedish.mail.text).toContain(
        'Is the sauna working?\n\n— Olle <olle@example.com> (inloggad)',
      );
      const english = mails.find((m) => m.rcpt.includes('house@example.com'))!;
      expect(english.mail.subject).toBe('[Stuga] Booking Question: message from Olle');
      expect(english.mail.text).toContain('— Olle <olle@example.com> (signed in)');
      const [row] = await app.app.db.selectFrom('contact_messages').selectAll().execute();
      expect(row).toMatchObject({ subject: 'Booking Question', mail_error: null });
      expect(row!.mailed_at).not.toBeNull();
    } finally {
      await app.close();
    }
  });

  it('keeps the message when the mail fails, and notes why after the last try', async () => {
    sink.mode = 'refuse';
    try {
      const response = await send({ ...message, message: 'Mail server is down today' });
      expect(response.statusCode).toBe(201);
      const last = (await stored()).at(-1)!;
      expect(last.message).toBe('Mail server is down today');
      await t.app.backgroundIdle();
      const after = (await stored()).at(-1)!;
      expect(after.mailed_at).toBeNull();
      expect(after.mail_error).toContain('Mailbox unavailable');
    } finally {
      sink.mode = 'answer';
    }
  });

  it('answers at once when the mail server hangs: the message is already stored', async () => {
    const server = await startSmtpSink();
    server.mode = 'silent';
    const app = await createTestApp({ env: { SMTP_URL: server.url } });
    try {
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: message,
      });
      expect(response.statusCode).toBe(201);
      expect(json(response).message).toBe(CONTACT_RECEIVED);
      const rows = await app.app.db.selectFrom('contact_messages').selectAll().execute();
      expect(rows.at(-1)).toMatchObject({ ...message, mailed_at: null, mail_error: null });
    } finally {
      await app.close();
      await server.close();
    }
  }, 15_000);

  it('remembers who was signed in', async () => {
    const { user, headers } = await loginAs(t, 'verified');
    await send(message, headers);
    expect((await stored()).at(-1)!.user_id).toBe(user.id);
  });

  it.each([
    [{ ...message, name: ' ' }, 'Please fill in all required fields.'],
    [{ ...message, email: '' }, 'Please fill in all required fields.'],
    [{ ...message, email: 'olle.example.com' }, 'Please enter a valid email address.'],
    [{ ...message, subject: 'Complaint' }, 'Please select a subject'],
    [{ ...message, message: 'Too short' }, 'Message must be at least 10 characters'],
    [{ ...message, message: '' }, 'Please fill in all required fields.'],
  ])('refuses %j', async (payload, error) => {
    const before = (await stored()).length;
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(json(response).error).toBe(error);
    expect((await stored()).length).toBe(before);
  });

  it('slows down one address that sends again and again', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/contact',
            payload: message,
            remoteAddress: '192.0.2.9',
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('GET /api/contact-info', () => {
  it('gives verified members the directory and the location', async () => {
    const { headers } = await loginAs(t, 'verified');
    const response = await t.app.inject({ method: 'GET', url: '/api/contact-info', headers });
    expect(response.statusCode).toBe(200);
    const body = json<{ contacts: { name: string }[]; location: { address: string } }>(response);
    expect(body.contacts[0]).toEqual({
      name: 'Karin Ekström',
      role: 'House manager',
      email: 'karin@example.org',
      phone: '+46 70 123 45 67',
      whatsapp: '+46 70 123 45 67',
      description: 'Keys, bookings and anything about the house.',
    });
    expect(body.location.address).toBe('Sjövägen 12, 686 93 Sunne, Sweden');
  });

  it('is not for visitors or unverified accounts', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/contact-info' })).statusCode).toBe(401);
    const { headers } = await loginAs(t, 'unverified');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/contact-info', headers })).statusCode,
    ).toBe(403);
  });
});
