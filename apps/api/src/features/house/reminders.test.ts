import type { MailChoices } from '@stuga/shared';
import { simpleParser } from 'mailparser';
import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/helpers.js';
import { bothLook, moveTo } from '../../test/processes.js';
import { startPushService, type PushService } from '../../test/push-service.js';
import { startSmtpSink } from '../../test/smtp-sink.js';
import { createPlan } from '../../test/stays.js';
import { loginAs } from '../../test/users.js';

/** Reminders by mail (DECISIONS §20): once per stay and kind, by the member's choice. */
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let pushes: PushService;
const apps: TestApp[] = [];
beforeAll(async () => {
  sink = await startSmtpSink();
  pushes = await startPushService();
});
afterEach(async () => {
  for (const app of apps.splice(0).reverse()) await app.close();
});
afterAll(async () => {
  await sink.close();
  await pushes.close();
});

/** The house at `now`, and a second process on the same database. */
async function houseAt(now: string) {
  const env = { APP_NOW: now, SMTP_URL: sink.url, PUSH_SERVICES: '127.0.0.1' };
  const t = await createTestApp({ seed: false, env });
  apps.push(t);
  const other = await createTestApp({
    seed: false,
    env,
    shareWith: t,
  });
  apps.push(other);
  return { t, other };
}

async function memberWithStay(t: TestApp, first: string, from: string, to: string) {
  const member = await loginAs(t, 'trusted', {
    first_name: first,
    last_name: 'Holm',
    email: `${first.toLowerCase()}@example.com`,
  });
  await createPlan(t, member.user.id, {
    expiry: from,
    options: [{ from, to, status: 'approved' }],
  });
  return member;
}

/** Subjects mailed to an address since `from` (an index into the sink). */
async function subjectsTo(address: string, from: number) {
  const mails = await Promise.all(
    sink.received
      .slice(from)
      .filter((mail) => mail.to.includes(address))
      .map((mail) => simpleParser(mail.source)),
  );
  return mails;
}

/** The money's mails, chosen with the reminders (DECISIONS §23). */
const money = { cost: 'now', balance: 'off', chore: 'now' } as const;

describe('reminders', () => {
  it('sends each of a stay’s four once, in its window, with two processes and over a restart', async () => {
    // Tuesday 30 September 2025, 08:00 at the house.
    const { t, other } = await houseAt('2025-09-30T06:00:00.000Z');
    await memberWithStay(t, 'Vera', '2025-10-06', '2025-10-10');
    const start = sink.received.length;
    // Five days before arrival, 08:00: not yet; 09:00: sent, once.
    moveTo('2025-10-01T06:00:00.000Z', t, other);
    await bothLook(t, other);
    expect(await subjectsTo('vera@example.com', start)).toHaveLength(0);
    moveTo('2025-10-01T07:00:00.000Z', t, other);
    await bothLook(t, other);
    await bothLook(t, other);
    // The day before, the morning of departure, two days after.
    for (const at of [
      '2025-10-05T07:00:00.000Z',
      '2025-10-10T05:00:00.000Z',
      '2025-10-12T07:00:00.000Z',
    ]) {
      moveTo(at, t, other);
      await bothLook(t, other);
      await bothLook(t, other);
    }
    const mails = await subjectsTo('vera@example.com', start);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Your stay is near: 6 Oct 2025 – 10 Oct 2025',
      'Tomorrow at the house: 6 Oct 2025 – 10 Oct 2025',
      'Departure day: 6 Oct 2025 – 10 Oct 2025',
      'Thank you for staying: 6 Oct 2025 – 10 Oct 2025',
    ]);
    expect(mails[1]!.text).toMatch(
      /The house codes show in the house guide from today 00:00 until you leave: http\S+\/guide\/house/,
    );
    // The day before they leave home: to look at the codes once, with a network.
    expect(mails[1]!.text).toContain('Open them once before you leave home');
    expect(mails[2]!.text).toMatch(/The departure checklist.*http\S+\/at-the-house/);

    // A restart: a new process on the same data sends nothing again.
    const restarted = await createTestApp({
      seed: false,
      env: { APP_NOW: '2025-10-12T08:00:00.000Z', SMTP_URL: sink.url },
      shareWith: t,
    });
    apps.push(restarted);
    await restarted.app.jobs.runChores();
    await restarted.app.backgroundIdle();
    expect(await subjectsTo('vera@example.com', start)).toHaveLength(4);
  });

  it('keeps a member’s choices: off sends nothing; a digest collects the week into one mail on Monday', async () => {
    // Wednesday 1 October 2025, 10:00.
    const { t, other } = await houseAt('2025-10-01T08:00:00.000Z');
    const anna = await memberWithStay(t, 'Anna', '2025-10-04', '2025-10-07');
    // Choices, checked.
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/mail-choices',
      headers: anna.headers,
      payload: {
        choices: { before: 'sometimes', eve: 'now', departure: 'now', after: 'now', ...money },
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'api.mail.choice' });
    // The day before and the morning of departure are never kept for a digest: it could come
    // after them.
    // The money's mails neither: their amounts change as the others pay.
    const moneyDigest = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/mail-choices',
      headers: anna.headers,
      payload: {
        choices: {
          before: 'now',
          eve: 'now',
          departure: 'now',
          after: 'now',
          ...money,
          balance: 'digest',
        },
      },
    });
    expect(JSON.parse(moneyDigest.body)).toMatchObject({
      code: 'api.mail.money',
      message:
        "The money's mails come at once or not at all: the amounts change as the others pay.",
    });
    for (const late of [{ eve: 'digest' }, { departure: 'digest' }]) {
      const tooLate = await t.app.inject({
        method: 'PUT',
        url: '/api/profile/mail-choices',
        headers: anna.headers,
        payload: {
          choices: { before: 'now', eve: 'now', departure: 'now', after: 'now', ...money, ...late },
        },
      });
      expect(tooLate.statusCode).toBe(400);
      expect(JSON.parse(tooLate.body)).toMatchObject({
        code: 'api.mail.timely',
        message:
          'The day before you arrive and the morning you leave come at once or not at all: a weekly digest could come after them.',
      });
    }
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/mail-choices',
      headers: anna.headers,
      payload: {
        choices: { before: 'digest', eve: 'now', departure: 'off', after: 'digest', ...money },
      },
    });
    expect(json<MailChoices>(chosen).choices).toEqual({
      before: 'digest',
      eve: 'now',
      departure: 'off',
      after: 'digest',
      ...money,
    });
    // A digest for the day before, kept from before the rule, counts as at once.
    await t.app.db
      .updateTable('mail_choice')
      .set({ choice: 'digest' })
      .where('user_id', '=', anna.user.id)
      .where('kind', '=', 'eve')
      .execute();
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/profile/mail-choices',
      headers: anna.headers,
    });
    expect(json<MailChoices>(read).choices.eve).toBe('now');
    const start = sink.received.length;
    for (const at of [
      '2025-10-01T08:00:00.000Z', // 3 days before: the "5 days before" window
      '2025-10-03T08:00:00.000Z', // the day before
      '2025-10-07T06:00:00.000Z', // departure morning (Tuesday)
      '2025-10-09T08:00:00.000Z', // two days after
      '2025-10-13T05:00:00.000Z', // Monday 07:00: not yet the digest's hour
    ]) {
      moveTo(at, t, other);
      await bothLook(t, other);
    }
    await t.app.backgroundIdle();
    // Only the day before came at once; the departure morning is off.
    expect((await subjectsTo('anna@example.com', start)).map((mail) => mail.subject)).toEqual([
      'Tomorrow at the house: 4 Oct 2025 – 7 Oct 2025',
    ]);
    // Monday 08:00: one mail with the two kept, from either process, once.
    moveTo('2025-10-13T06:00:00.000Z', t, other);
    await bothLook(t, other);
    await bothLook(t, other);
    await t.app.backgroundIdle();
    await other.app.backgroundIdle();
    const mails = (await subjectsTo('anna@example.com', start)).slice(1);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your week at the house: 2 reminders']);
    expect(mails[0]!.text).toContain('Your stay 4 Oct 2025 – 7 Oct 2025 begins on 4 Oct 2025.');
    expect(mails[0]!.text).not.toContain('begins tomorrow');
    expect(mails[0]!.text).not.toContain('ends today');
    expect(mails[0]!.text).toContain('guestbook');
  });

  it('reach the phone at the same moment, once, by the channel for reminders; the mail as chosen', async () => {
    // Tuesday 30 September 2025, 08:00 at the house.
    const { t, other } = await houseAt('2025-09-30T06:00:00.000Z');
    const ines = await memberWithStay(t, 'Ines', '2025-10-06', '2025-10-10');
    const phone = pushes.subscribe();
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/profile/devices',
      headers: ines.headers,
      payload: { endpoint: phone.endpoint, keys: phone.keys },
    });
    expect(added.statusCode, added.body).toBe(201);
    // The week's digest for the reminder five days before.
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/mail-choices',
      headers: ines.headers,
      payload: {
        choices: { before: 'digest', eve: 'now', departure: 'now', after: 'now', ...money },
      },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const mailed = sink.received.length;
    moveTo('2025-10-01T07:30:00.000Z', t, other);
    await bothLook(t, other);
    await bothLook(t, other);
    // Kept for the digest, pushed at once, once whatever the processes.
    expect(await subjectsTo('ines@example.com', mailed)).toHaveLength(0);
    const got = pushes.received.filter((push) => push.device === phone.id);
    expect(got.map((push) => [push.notice.body, push.notice.url])).toEqual([
      [
        'Your stay is near: 6 Oct 2025 – 10 Oct 2025',
        expect.stringMatching(/^\/at-the-house\?stay=\d+$/),
      ],
    ]);
    // Mail only for reminders: the day before comes by mail, not to the phone.
    const login = await t.app.inject({
      method: 'GET',
      url: '/api/profile/channels',
      headers: ines.headers,
    });
    const channels = { ...json<{ channels: object }>(login).channels, reminder: 'mail' };
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/profile/channels',
          headers: ines.headers,
          payload: { channels },
        })
      ).statusCode,
    ).toBe(200);
    moveTo('2025-10-05T07:30:00.000Z', t, other);
    await bothLook(t, other);
    // (The codes' day is a notice of its own.)
    expect(
      pushes.received.filter(
        (push) => push.device === phone.id && push.notice.url.startsWith('/at-the-house'),
      ),
    ).toHaveLength(1);
    expect((await subjectsTo('ines@example.com', mailed)).map((mail) => mail.subject)).toEqual([
      'Tomorrow at the house: 6 Oct 2025 – 10 Oct 2025',
    ]);
  });

  it("tell the owner's phone once, on the day the codes show, without a code", async () => {
    // Saturday 4 October 2025, 20:00 at the house; the stay is from Monday 6 October.
    const { t, other } = await houseAt('2025-10-04T18:00:00.000Z');
    const jon = await memberWithStay(t, 'Jon', '2025-10-06', '2025-10-10');
    const phone = pushes.subscribe();
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/profile/devices',
      headers: jon.headers,
      payload: { endpoint: phone.endpoint, keys: phone.keys },
    });
    expect(added.statusCode, added.body).toBe(201);
    const codes = () =>
      pushes.received.filter(
        (push) => push.device === phone.id && push.notice.url === '/guide/house',
      );
    // 23:30 on 4 October: not yet. 00:30 on 5 October: once, whatever the processes.
    moveTo('2025-10-04T21:30:00.000Z', t, other);
    await bothLook(t, other);
    expect(codes()).toEqual([]);
    moveTo('2025-10-04T22:30:00.000Z', t, other);
    await bothLook(t, other);
    await bothLook(t, other);
    expect(codes().map((push) => push.notice.body)).toEqual([
      'The house codes are visible from today, for your stay from 6 Oct 2025.',
    ]);
    moveTo('2025-10-05T20:00:00.000Z', t, other);
    await bothLook(t, other);
    expect(codes()).toHaveLength(1);
  });
});
