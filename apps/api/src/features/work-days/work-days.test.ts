import type { CalendarFeed, FairShareTable, WorkDay, WorkDays } from '@stuga/shared';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/helpers.js';
import { bothLook, moveTo } from '../../test/processes.js';
import { startSmtpSink } from '../../test/smtp-sink.js';
import { loginAs } from '../../test/users.js';

/** Work days (DECISIONS §24): proposed, signed up for, reminded, called off, counted. */
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

/** The house on 2026-04-20 with an admin, three members who plan stays and a verified one. */
async function house() {
  const env = { APP_NOW: '2026-04-20T08:00:00.000Z', SMTP_URL: sink.url };
  const t = await createTestApp({ seed: false, env });
  apps.push(t);
  const admin = await loginAs(t, 'admin', { first_name: 'Ada', last_name: 'Admin' });
  const member = (first: string, language = 'en') =>
    loginAs(t, 'trusted', {
      first_name: first,
      last_name: 'Holm',
      email: `${first.toLowerCase()}@example.com`,
      language,
    });
  const [anna, bo, cai] = [await member('Anna', 'sv'), await member('Bo'), await member('Cai')];
  const vera = await loginAs(t, 'verified');
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const propose = async (payload: object) => {
    const answer = await call('POST', '/api/admin/work-days', admin.headers, payload);
    expect(answer.statusCode, answer.body).toBe(201);
    return json<{ work_day: WorkDay }>(answer).work_day;
  };
  const signUp = (who: { headers: Headers }, id: number, task: number) =>
    call('PUT', `/api/work-days/${id}/signup`, who.headers, { task_id: task });
  return { t, env, admin, anna, bo, cai, vera, call, propose, signUp };
}

const spring = {
  day: '2026/05/02',
  title: 'Vårstädning',
  note: 'Ta med arbetshandskar.',
  tasks: [
    { title: 'Måla bryggan', spots: 2 },
    { title: 'Kratta tomten', spots: null },
  ],
};

const code = (answer: { statusCode: number; json(): unknown }) => ({
  status: answer.statusCode,
  code: (answer.json() as { code?: string }).code,
});

describe('work days', () => {
  it('are proposed by the admins for a day to come, with their tasks checked', async () => {
    const h = await house();
    const day = await h.propose(spring);
    expect(day).toMatchObject({
      day: '2026/05/02',
      title: 'Vårstädning',
      note: 'Ta med arbetshandskar.',
      mine: null,
      can: { sign: true, cancel: true },
    });
    expect(day.tasks.map((task) => [task.title, task.spots])).toEqual([
      ['Måla bryggan', 2],
      ['Kratta tomten', null],
    ]);
    const refused: [object, string][] = [
      [{ ...spring, day: '2026/04/19' }, 'api.workDay.past'],
      [{ ...spring, tasks: [] }, 'api.workDay.tasks'],
      [
        { ...spring, tasks: Array.from({ length: 13 }, () => ({ title: 'x' })) },
        'api.workDay.tasks',
      ],
      [{ ...spring, tasks: [{ title: 'x', spots: 0 }] }, 'api.workDay.spots'],
      [{ ...spring, tasks: [{ title: ' ' }] }, 'api.workDay.task'],
      [{ ...spring, title: '' }, 'api.workDay.title'],
    ];
    for (const [payload, expected] of refused) {
      expect(
        code(await h.call('POST', '/api/admin/work-days', h.admin.headers, payload)),
        JSON.stringify(payload),
      ).toEqual({
        status: 400,
        code: expected,
      });
    }
    expect((await h.call('POST', '/api/admin/work-days', h.anna.headers, spring)).statusCode).toBe(
      403,
    );
    const seen = json<WorkDays>(await h.call('GET', '/api/work-days', h.anna.headers));
    expect(seen.work_days.map((found) => found.title)).toEqual(['Vårstädning']);
    expect(seen.work_days[0]!.can).toEqual({ sign: true, cancel: false });
    expect((await h.call('GET', '/api/work-days', h.vera.headers)).statusCode).toBe(403);
  });

  it('take each member once a day, and a task no more people than it asked for', async () => {
    const h = await house();
    const day = await h.propose(spring);
    const [paint, rake] = day.tasks.map((task) => task.id) as [number, number];
    expect((await h.signUp(h.anna, day.id, paint)).statusCode).toBe(200);
    expect((await h.signUp(h.bo, day.id, paint)).statusCode).toBe(200);
    expect(code(await h.signUp(h.cai, day.id, paint))).toEqual({
      status: 409,
      code: 'api.workDay.full',
    });
    const moved = await h.signUp(h.anna, day.id, rake);
    expect(json<{ work_day: WorkDay }>(moved).work_day.mine).toBe(rake);
    expect(
      json<{ work_day: WorkDay }>(moved).work_day.tasks.map((task) =>
        task.people.map((p) => p.name),
      ),
    ).toEqual([['Bo Holm'], ['Anna Holm']]);
    expect((await h.signUp(h.cai, day.id, paint)).statusCode).toBe(200);
    const other = await h.propose({ ...spring, day: '2026/05/09' });
    expect(code(await h.signUp(h.cai, day.id, other.tasks[0]!.id))).toEqual({
      status: 400,
      code: 'api.workDay.noTask',
    });
    const left = await h.call('DELETE', `/api/work-days/${day.id}/signup`, h.cai.headers);
    expect(json<{ work_day: WorkDay }>(left).work_day.mine).toBe(null);
    expect(code(await h.signUp(h.cai, 99_999, paint))).toEqual({
      status: 404,
      code: 'api.workDay.none',
    });
  });

  it('give the last place of a task to one of two members asking at once', async () => {
    const h = await house();
    const day = await h.propose({ ...spring, tasks: [{ title: 'Sota skorstenen', spots: 1 }] });
    const task = day.tasks[0]!.id;
    const answers = await Promise.all([
      h.signUp(h.anna, day.id, task),
      h.signUp(h.bo, day.id, task),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const seen = json<WorkDays>(await h.call('GET', '/api/work-days', h.cai.headers));
    expect(seen.work_days[0]!.tasks[0]!.people).toHaveLength(1);
  });

  it("remind a day's people two days before, once with two processes, and count it after", async () => {
    const h = await house();
    const other = await createTestApp({ seed: false, env: h.env, shareWith: h.t });
    apps.push(other);
    const day = await h.propose(spring);
    await h.signUp(h.anna, day.id, day.tasks[0]!.id);
    await h.signUp(h.bo, day.id, day.tasks[1]!.id);
    await h.signUp(h.cai, day.id, day.tasks[1]!.id);
    expect(
      (await h.call('POST', `/api/admin/members/${h.cai.user.id}/suspend`, h.admin.headers))
        .statusCode,
    ).toBe(200);
    // Cai's place went with the suspension.
    const after = json<WorkDays>(await h.call('GET', '/api/work-days', h.bo.headers));
    expect(after.work_days[0]!.tasks[1]!.people.map((p) => p.name)).toEqual(['Bo Holm']);
    await h.t.app.backgroundIdle();
    const from = sink.received.length;
    moveTo('2026-04-29T09:00:00.000Z', h.t, other);
    await bothLook(h.t, other);
    expect(sink.received.length).toBe(from);
    moveTo('2026-04-30T06:30:00.000Z', h.t, other); // 08:30 in Sweden: not yet
    await bothLook(h.t, other);
    expect(sink.received.length).toBe(from);
    moveTo('2026-04-30T07:10:00.000Z', h.t, other);
    await bothLook(h.t, other);
    await bothLook(h.t, other);
    const mails = await Promise.all(
      sink.received.slice(from).map((mail) => simpleParser(mail.source)),
    );
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Arbetsdag 2 maj 2026: Vårstädning',
      'Work day 2 May 2026: Vårstädning',
    ]);
    const annas = mails.find((mail) => mail.subject?.startsWith('Arbetsdag'))!;
    expect(annas.text).toContain(
      'Du har anmält dig till ”Måla bryggan” på arbetsdagen ”Vårstädning”, 2 maj 2026.',
    );

    // The day on the member's calendar feed.
    const feed = json<CalendarFeed>(await h.call('GET', '/api/calendar-feed', h.bo.headers));
    const ics = await h.t.app.inject({ method: 'GET', url: new URL(feed.url).pathname });
    expect(ics.body).toContain('SUMMARY:Work day: Vårstädning (Kratta tomten)');
    expect(ics.body).toContain('DTSTART;VALUE=DATE:20260502');

    // Once the day has passed it is counted, in the list and beside the fair share.
    moveTo('2026-05-03T10:00:00.000Z', h.t, other);
    const counted = json<WorkDays>(await h.call('GET', '/api/work-days', h.anna.headers));
    expect(counted).toMatchObject({ work_days: [], counted: 1 });
    const table = json<FairShareTable>(
      await h.call('GET', '/api/admin/fair-share', h.admin.headers),
    );
    expect(Object.fromEntries(table.rows.map((row) => [row.name, row.work_days]))).toMatchObject({
      'Anna Holm': 1,
      'Bo Holm': 1,
      'Cai Holm': 0,
    });
  });

  it('called off, tell their people, take no one more and count for nobody', async () => {
    const h = await house();
    const day = await h.propose(spring);
    await h.signUp(h.anna, day.id, day.tasks[0]!.id);
    const from = sink.received.length;
    const cancelled = await h.call(
      'POST',
      `/api/admin/work-days/${day.id}/cancel`,
      h.admin.headers,
    );
    expect(json<{ work_day: WorkDay }>(cancelled).work_day.can).toEqual({
      sign: false,
      cancel: false,
    });
    await h.t.app.backgroundIdle();
    const mails = await Promise.all(
      sink.received.slice(from).map((mail) => simpleParser(mail.source)),
    );
    expect(mails.map((mail) => mail.subject)).toEqual(['Arbetsdagen 2 maj 2026 är inställd']);
    expect(code(await h.signUp(h.bo, day.id, day.tasks[0]!.id))).toEqual({
      status: 409,
      code: 'api.workDay.over',
    });
    expect(
      code(await h.call('POST', `/api/admin/work-days/${day.id}/cancel`, h.admin.headers)),
    ).toEqual({
      status: 409,
      code: 'api.workDay.over',
    });
    expect(json<WorkDays>(await h.call('GET', '/api/work-days', h.anna.headers)).work_days).toEqual(
      [],
    );
  });
});
