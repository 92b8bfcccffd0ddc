import { strFromU8, unzipSync } from 'fflate';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { startSmtpSink } from '../../test/smtp-sink.js';
import { createPlan, optionRow } from '../../test/stays.js';
import { loginAs, TEST_PASSWORD } from '../../test/users.js';

/** "Download my data" (DECISIONS §26): the member's rows, all of them, and no one else's. */
const apps: TestApp[] = [];
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

describe('my data', () => {
  it('gives the member every row that is theirs, as JSON and CSV, without secrets or anyone else’s', async () => {
    const t = await createTestApp({ seed: false, env: { APP_NOW: '2025-09-12T09:17:00+02:00' } });
    apps.push(t);
    const anna = await loginAs(t, 'trusted', {
      first_name: 'Anna',
      last_name: 'Berg',
      email: 'anna@example.com',
    });
    const bo = await loginAs(t, 'trusted', {
      first_name: 'Bo',
      last_name: 'Ek',
      email: 'bo@example.com',
    });
    const post = (who: typeof anna, url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: who.headers, payload });
    await createPlan(t, anna.user.id, {
      title: 'Midsummer',
      options: [{ from: '2025-10-06', to: '2025-10-10', status: 'approved' }],
    });
    await createPlan(t, bo.user.id, {
      title: 'Bo’s autumn',
      options: [{ from: '2025-11-03', to: '2025-11-06' }],
    });
    for (const [who, text] of [
      [anna, '=HYPERLINK("http://x")'],
      [bo, 'The pump hums, says Bo'],
    ] as const) {
      expect((await post(who, '/api/house-log', { kind: 'broken', text })).statusCode).toBe(201);
    }
    expect(
      (await post(bo, '/api/ice', { cm: 9, place: 'Bo’s bay', measured_on: '2025/09/12' }))
        .statusCode,
    ).toBe(201);

    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/profile/my-data',
      headers: anna.headers,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="stuga-my-data-2025-09-12.zip"',
    );
    const files = Object.fromEntries(
      Object.entries(unzipSync(answer.rawPayload)).map(([name, bytes]) => [name, strFromU8(bytes)]),
    );
    const rows = (kind: string) => JSON.parse(files[`${kind}.json`]!) as Record<string, unknown>[];
    // Each kind twice; the account without its secrets.
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['account.json', 'account.csv']));
    expect(rows('account')).toEqual([
      expect.objectContaining({ email: 'anna@example.com', first_name: 'Anna' }),
    ]);
    expect(rows('account')[0]).not.toHaveProperty('password_hash');
    expect(rows('stay_plan')).toEqual([expect.objectContaining({ title: 'Midsummer' })]);
    expect(rows('stay_option')).toEqual([
      expect.objectContaining({ from_date: '2025-10-06', to_date: '2025-10-10' }),
    ]);
    expect(rows('booking')).toEqual([expect.objectContaining({ from_date: '2025-10-06' })]);
    expect(rows('house_note')).toEqual([
      expect.objectContaining({ text: '=HYPERLINK("http://x")' }),
    ]);
    expect(rows('ice_note')).toEqual([]);
    // A spreadsheet never reads her text as a formula.
    expect(files['house_note.csv']).toContain(`"'=HYPERLINK(""http://x"")"`);
    // Nothing of Bo's, in any file.
    const everything = Object.values(files).join('\n');
    for (const his of [
      'bo@example.com',
      'Bo’s autumn',
      'The pump hums',
      'Bo’s bay',
      '2025-11-03',
    ]) {
      expect(everything).not.toContain(his);
    }
  });

  it('closes an account asked twice: details erased, holdings ended, stays kept under a former member', async () => {
    const t = await createTestApp({
      seed: false,
      env: {
        APP_NOW: '2025-09-12T09:17:00+02:00',
        SMTP_URL: sink.url,
        ADMIN_EMAILS: 'admin@example.com',
      },
    });
    apps.push(t);
    const admin = await loginAs(t, 'admin', { email: 'admin@example.com', language: 'sv' });
    const anna = await loginAs(t, 'trusted', {
      first_name: 'Anna',
      last_name: 'Berg',
      email: 'anna@example.com',
      phone: '070-123 45 67',
    });
    const plan = await createPlan(t, anna.user.id, {
      options: [
        { from: '2025-10-06', to: '2025-10-10', status: 'approved' },
        { from: '2025-11-03', to: '2025-11-06' },
      ],
    });
    const close = (who: typeof anna, password: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/profile/close',
        headers: who.headers,
        payload: { password },
      });
    const refusal = (answer: { statusCode: number; json(): unknown }) => ({
      status: answer.statusCode,
      code: (answer.json() as { code?: string }).code,
    });
    expect(refusal(await close(anna, ''))).toEqual({ status: 400, code: 'api.close.password' });
    expect(refusal(await close(anna, 'wrong horse'))).toEqual({
      status: 400,
      code: 'api.close.wrong',
    });
    expect(refusal(await close(admin, TEST_PASSWORD))).toEqual({
      status: 409,
      code: 'api.close.admin',
    });
    const signed = await t.app.inject({
      method: 'POST',
      url: '/api/guestbook',
      headers: anna.headers,
      payload: { message: 'A lovely week by the lake' },
    });
    expect(signed.statusCode, signed.body).toBe(201);
    const from = sink.received.length;
    // Pressed twice at once: closed once.
    const answers = await Promise.all([close(anna, TEST_PASSWORD), close(anna, TEST_PASSWORD)]);
    expect(answers.map((answer) => answer.statusCode)).toContain(200);
    // Her session has ended; her address and details are gone; she cannot sign in.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile_data', headers: anna.headers }))
        .statusCode,
    ).toBe(401);
    const row = await t.app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', anna.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      first_name: 'A former member',
      last_name: '',
      email: `closed-${anna.user.id}@former-member.invalid`,
      phone: null,
      password_hash: null,
      login_disabled: 1,
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'anna@example.com', password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    // Her entry in the guestbook stays, signed by a former member.
    expect(
      await t.app.db
        .selectFrom('guestbook_entries')
        .select(['name', 'message'])
        .where('user_id', '=', anna.user.id)
        .execute(),
    ).toEqual([{ name: 'A former member', message: 'A lovely week by the lake' }]);
    // Her booked stay stays; her waiting request is declined with the reason.
    const booked = await t.app.db
      .selectFrom('booking')
      .select(['user_id', 'from_date'])
      .where('user_id', '=', anna.user.id)
      .execute();
    expect(booked).toEqual([{ user_id: anna.user.id, from_date: '2025-10-06' }]);
    expect(await optionRow(t, plan.optionIds[1]!)).toMatchObject({
      status: 'declined',
      rejection_code: 'api.close.reason',
    });
    // The admins are told, in their language; once.
    await t.app.backgroundIdle();
    const mails = await Promise.all(
      sink.received.slice(from).map((mail) => simpleParser(mail.source)),
    );
    expect(
      mails.filter((mail) => mail.subject?.includes('avslutat')).map((mail) => mail.subject),
    ).toEqual(['Anna Berg har avslutat sitt konto']);
  });
});
