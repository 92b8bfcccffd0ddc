import type { AdminSummary, FailedMails, SendAgainResponse } from '@stuga/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/helpers.js';
import { startSmtpSink } from '../../test/smtp-sink.js';
import { createPlan } from '../../test/stays.js';
import { loginAs } from '../../test/users.js';

/** The outbox: every mail a row written with its cause, sent by the worker, failures sent again. */
let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let admin: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  sink = await startSmtpSink();
  // The worker looks rarely: what is in the queue can be seen before it is sent.
  t = await createTestApp({ seed: false, env: { SMTP_URL: sink.url }, jobPollMs: 60_000 });
  admin = await loginAs(t, 'admin');
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const jobs = () => t.app.db.selectFrom('jobs').selectAll().orderBy('id').execute();
const get = async <T>(url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: admin.headers });
  expect(response.statusCode).toBe(200);
  return json<T>(response);
};

describe('the outbox', () => {
  it('writes an approval mail with the approval, before anything is sent', async () => {
    const member = await loginAs(t, 'trusted', { email: 'kaj@example.com' });
    const { optionIds } = await createPlan(t, member.user.id, {
      options: [{ from: '2025-10-01', to: '2025-10-04' }],
    });
    const before = sink.received.length;
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/approve-option/${optionIds[0]}`,
      headers: admin.headers,
    });
    expect(approved.statusCode).toBe(200);
    // Answered: the mail is a row, not yet sent.
    const queued = (await jobs()).filter((job) => job.status === 'pending' && job.kind === 'mail');
    expect(queued).toHaveLength(1);
    expect(JSON.parse(queued[0]!.payload)).toMatchObject({ to: 'kaj@example.com' });
    expect(sink.received.length).toBe(before);
    await t.app.backgroundIdle();
    expect(sink.received.slice(before).map((mail) => mail.to)).toEqual([['kaj@example.com']]);
    // Once sent, only its address and subject are kept.
    const done = (await jobs()).find((job) => job.id === queued[0]!.id)!;
    expect(done.status).toBe('done');
    expect(JSON.parse(done.payload)).toEqual({
      to: ['kaj@example.com'],
      subject: 'Stay approved: 1 Oct 2025 – 4 Oct 2025',
    });
  });

  it('shows admins the mail given up on, and sends it again on request', async () => {
    const member = await loginAs(t, 'trusted', { email: 'lisa@example.com' });
    const { optionIds } = await createPlan(t, member.user.id, {
      options: [{ from: '2025-12-01', to: '2025-12-04' }],
    });
    sink.mode = 'refuse';
    try {
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/approve-option/${optionIds[0]}`,
        headers: admin.headers,
      });
      await t.app.backgroundIdle();
    } finally {
      sink.mode = 'answer';
    }
    const { mails } = await get<FailedMails>('/api/admin/failed-mails');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: ['lisa@example.com'],
      subject: 'Stay approved: 1 Dec 2025 – 4 Dec 2025',
      attempts: 3,
    });
    expect(mails[0]!.error).toContain('Mailbox unavailable');
    expect((await get<AdminSummary>('/api/admin/summary')).failed_mails).toBe(1);

    const before = sink.received.length;
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/failed-mails/${mails[0]!.id}/send-again`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(200);
    expect(json<SendAgainResponse>(again)).toEqual({
      message: 'The mail is queued to be sent again.',
      mails: [],
    });
    await t.app.backgroundIdle();
    expect(sink.received.slice(before).map((mail) => mail.to)).toEqual([['lisa@example.com']]);
    expect((await get<AdminSummary>('/api/admin/summary')).failed_mails).toBe(0);

    // Once queued it is not failed any more: a second press finds nothing to send.
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/admin/failed-mails/${mails[0]!.id}/send-again`,
      headers: admin.headers,
    });
    expect(twice.statusCode).toBe(404);
    expect(json(twice)).toMatchObject({ message: 'This mail is not waiting to be sent again.' });
  });

  it('queues the contact message and its mail together', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Olle',
        email: 'olle@example.com',
        subject: 'Booking Question',
        message: 'Is the sauna working?',
      },
    });
    expect(response.statusCode).toBe(201);
    const queued = (await jobs()).filter((job) => job.status === 'pending');
    expect(queued.map((job) => job.kind)).toEqual(['contact_mail']);
    await t.app.backgroundIdle();
    const [stored] = await t.app.db.selectFrom('contact_messages').selectAll().execute();
    expect(stored!.mailed_at).not.toBeNull();
  });

  it.each(['0', 'x', String(2 ** 31)])('refuses the id %s with a 400', async (id) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/failed-mails/${id}/send-again`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(400);
  });
});
