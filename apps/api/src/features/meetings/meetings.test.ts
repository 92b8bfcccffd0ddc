import type { Meeting, Meetings } from '@stuga/shared';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/helpers.js';
import { moveTo } from '../../test/processes.js';
import { startSmtpSink } from '../../test/smtp-sink.js';
import { loginAs, TEST_PASSWORD } from '../../test/users.js';

/** The annual meeting (DECISIONS §24): called with notice, motions, decisions voted, minutes checked. */
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
type Method = 'GET' | 'POST' | 'PUT';

/** The house on 2026-04-20 with an admin, three owners (50/30/20 %), a member and a verified one. */
async function house() {
  const env = { APP_NOW: '2026-04-20T08:00:00.000Z', SMTP_URL: sink.url };
  const t = await createTestApp({ seed: false, env });
  apps.push(t);
  const admin = await loginAs(t, 'admin', { first_name: 'Ada', last_name: 'Admin' });
  const member = (first: string, language = 'en') =>
    loginAs(t, 'trusted', {
      first_name: first,
      last_name: 'Berg',
      email: `${first.toLowerCase()}@example.com`,
      language,
    });
  const [anna, bo, cai, dan] = [
    await member('Anna', 'sv'),
    await member('Bo'),
    await member('Cai'),
    await member('Dan'),
  ];
  const vera = await loginAs(t, 'verified');
  const call = (method: Method, url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const owners = await call('PUT', '/api/admin/owners', admin.headers, {
    from: '2026/01/01',
    owners: [
      { user_id: anna.user.id, percent: 50 },
      { user_id: bo.user.id, percent: 30 },
      { user_id: cai.user.id, percent: 20 },
    ],
  });
  expect(owners.statusCode, owners.body).toBe(200);
  /** Moves the clock to an instant (ISO) and signs everyone in anew: it moves past sessions. */
  const moveOn = async (instant: string) => {
    moveTo(instant, t);
    for (const who of [admin, anna, bo, cai, dan, vera]) {
      const login = await call(
        'POST',
        '/api/login',
        {},
        { email: who.user.email, password: TEST_PASSWORD },
      );
      who.headers.authorization = `Bearer ${json<{ jwt: string }>(login).jwt}`;
    }
  };
  const meeting = (answer: Parameters<typeof json>[0]) =>
    json<{ meeting: Meeting }>(answer).meeting;
  const callMeeting = async (payload: object = annual) => {
    const answer = await call('POST', '/api/admin/meetings', admin.headers, payload);
    expect(answer.statusCode, answer.body).toBe(201);
    return meeting(answer);
  };
  return { t, env, admin, anna, bo, cai, dan, vera, call, meeting, callMeeting, moveOn };
}

const annual = {
  day: '2026/05/23',
  time: '14:00',
  place: 'Stugan, Lillsjön',
  video_link: 'https://meet.example.com/arsmote',
  motion_deadline: '2026/05/09',
};

const code = (answer: { statusCode: number; json(): unknown }) => ({
  status: answer.statusCode,
  code: (answer.json() as { code?: string }).code,
});

const said = (answer: { json(): unknown }) => (answer.json() as { message: string }).message;

describe('the annual meeting', () => {
  it('is called at least the set weeks ahead, and its notice mailed in each language', async () => {
    const h = await house();
    await h.t.app.backgroundIdle();
    const from = sink.received.length;
    const early = await h.call('POST', '/api/admin/meetings', h.admin.headers, {
      ...annual,
      day: '2026/05/17',
    });
    expect(code(early)).toEqual({ status: 409, code: 'api.meeting.notice' });
    expect(said(early)).toBe(
      'The notice must go out at least 4 weeks before the meeting: the earliest day is 2026-05-18.',
    );
    const set = await h.call('PUT', '/api/admin/meeting-settings', h.admin.headers, {
      notice_weeks: 6,
    });
    expect(json(set)).toEqual({ notice_weeks: 6 });
    expect(code(await h.call('POST', '/api/admin/meetings', h.admin.headers, annual))).toEqual({
      status: 409,
      code: 'api.meeting.notice',
    });
    await h.call('PUT', '/api/admin/meeting-settings', h.admin.headers, { notice_weeks: 4 });
    const made = await h.callMeeting();
    expect(made).toMatchObject({
      day: '2026/05/23',
      time: '14:00',
      state: 'called',
      can: { motion: true, edit_agenda: true, record: false, send: false, approve: false },
    });
    expect(made.items.map((item) => item.key)).toEqual([
      'opening',
      'chair',
      'minutes',
      'accounts',
      'budget',
      'motions',
      'other',
    ]);
    expect(made.owners.map((owner) => [owner.name, owner.hundredths])).toEqual([
      ['Anna Berg', 5000],
      ['Bo Berg', 3000],
      ['Cai Berg', 2000],
    ]);
    await h.t.app.backgroundIdle();
    const mails = await Promise.all(
      sink.received.slice(from).map((mail) => simpleParser(mail.source)),
    );
    // Everyone who plans stays, the admin too; not the verified member.
    expect(mails.map((mail) => mail.to && 'text' in mail.to && mail.to.text).sort()).toEqual(
      [
        'anna@example.com',
        'bo@example.com',
        'cai@example.com',
        'dan@example.com',
        h.admin.user.email,
      ].sort(),
    );
    const annas = mails.find((mail) => mail.subject?.startsWith('Kallelse'))!;
    expect(annas.subject).toBe('Kallelse till årsmöte 23 maj 2026');
    expect(annas.text).toContain(
      'Husets ägare och medlemmar kallas till årsmöte 23 maj 2026 klockan 14:00.',
    );
    expect(annas.text).toContain('Skicka dina motioner i appen senast 9 maj 2026.');
    const bos = mails.find(
      (mail) => mail.to && 'text' in mail.to && mail.to.text === 'bo@example.com',
    )!;
    expect(bos.subject).toBe('Notice of the annual meeting on 23 May 2026');
    expect(bos.text).toContain('Video link: https://meet.example.com/arsmote');
  });

  it('refuses what it cannot take, in clear words', async () => {
    const h = await house();
    const post = (payload: object) =>
      h.call('POST', '/api/admin/meetings', h.admin.headers, { ...annual, ...payload });
    expect(code(await post({ time: '25:00' }))).toEqual({ status: 400, code: 'api.meeting.time' });
    expect(code(await post({ place: '', video_link: '' }))).toEqual({
      status: 400,
      code: 'api.meeting.where',
    });
    expect(code(await post({ video_link: 'javascript:alert(1)' }))).toEqual({
      status: 400,
      code: 'api.meeting.link',
    });
    expect(code(await post({ motion_deadline: '2026/05/23' }))).toEqual({
      status: 400,
      code: 'api.meeting.deadline',
    });
    expect(code(await post({ motion_deadline: '2026/04/19' }))).toEqual({
      status: 400,
      code: 'api.meeting.deadline',
    });
    expect(
      code(
        await h.call('PUT', '/api/admin/meeting-settings', h.admin.headers, { notice_weeks: 0 }),
      ),
    ).toEqual({ status: 400, code: 'api.meeting.noticeWeeks' });
    expect(code(await h.call('GET', '/api/meetings/99', h.bo.headers))).toEqual({
      status: 404,
      code: 'api.meeting.none',
    });
    expect((await h.call('GET', '/api/meetings', h.vera.headers)).statusCode).toBe(403);
  });

  it('takes motions until their last day, each on the agenda before "Other"', async () => {
    const h = await house();
    const made = await h.callMeeting();
    const motion = { title: 'Ny brygga', text: 'Vi bygger en ny brygga i sommar.' };
    const sent = await h.call('POST', `/api/meetings/${made.id}/motions`, h.dan.headers, motion);
    expect(sent.statusCode, sent.body).toBe(201);
    const items = h.meeting(sent).items;
    expect(items.map((item) => item.key ?? item.title)).toEqual([
      'opening',
      'chair',
      'minutes',
      'accounts',
      'budget',
      'motions',
      'Ny brygga',
      'other',
    ]);
    expect(items[6]!.motion).toEqual({
      by: { user_id: h.dan.user.id, name: 'Dan Berg' },
      title: 'Ny brygga',
      text: 'Vi bygger en ny brygga i sommar.',
    });
    expect(
      code(await h.call('POST', `/api/meetings/${made.id}/motions`, h.dan.headers, { title: '' })),
    ).toEqual({ status: 400, code: 'api.meeting.motionTitle' });
    expect(
      (await h.call('POST', `/api/meetings/${made.id}/motions`, h.vera.headers, motion)).statusCode,
    ).toBe(403);
    await h.moveOn('2026-05-09T21:59:00.000Z'); // 23:59 on the last day, house time
    expect(
      (await h.call('POST', `/api/meetings/${made.id}/motions`, h.bo.headers, motion)).statusCode,
    ).toBe(201);
    await h.moveOn('2026-05-09T22:01:00.000Z');
    const late = await h.call('POST', `/api/meetings/${made.id}/motions`, h.bo.headers, motion);
    expect(code(late)).toEqual({ status: 409, code: 'api.meeting.motionsClosed' });
    expect(said(late)).toBe('Motions for this meeting closed on 2026-05-09.');
  });

  it('has its agenda reordered, renamed and added to by the admins; a motion stays', async () => {
    const h = await house();
    const made = await h.callMeeting();
    const withMotion = h.meeting(
      await h.call('POST', `/api/meetings/${made.id}/motions`, h.bo.headers, {
        title: 'Bastu',
        text: 'Bygg en bastu.',
      }),
    );
    const [opening, chair, , accounts, , , motion, other] = withMotion.items;
    const put = (items: object[]) =>
      h.call('PUT', `/api/admin/meetings/${made.id}/agenda`, h.admin.headers, { items });
    const changed = await put([
      { id: opening!.id },
      { id: chair!.id, title: 'Val av ordförande och sekreterare' },
      { id: motion!.id },
      { id: accounts!.id },
      { title: 'Sotning av skorstenen' },
      { id: other!.id },
    ]);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(h.meeting(changed).items.map((item) => item.key ?? item.title)).toEqual([
      'opening',
      'Val av ordförande och sekreterare',
      'Bastu',
      'accounts',
      'Sotning av skorstenen',
      'other',
    ]);
    expect(code(await put([{ id: opening!.id }]))).toEqual({
      status: 409,
      code: 'api.meeting.motionKept',
    });
    expect(code(await put([{ id: motion!.id }, { id: 999_999 }]))).toEqual({
      status: 400,
      code: 'api.meeting.itemUnknown',
    });
    expect(code(await put([{ id: motion!.id }, {}]))).toEqual({
      status: 400,
      code: 'api.meeting.itemTitle',
    });
    expect((await put([{ id: motion!.id }])).statusCode).toBe(200);
  });

  it("records decisions with the owners' votes counted by rule, published once both checkers approve", async () => {
    const h = await house();
    const made = await h.callMeeting();
    const [, , , accounts, budget] = made.items;
    const decide = (item: number, payload: object) =>
      h.call('PUT', `/api/admin/meetings/${made.id}/items/${item}`, h.admin.headers, payload);
    const votes = (anna: string, bo: string, cai: string) => [
      { user_id: h.anna.user.id, vote: anna },
      { user_id: h.bo.user.id, vote: bo },
      { user_id: h.cai.user.id, vote: cai },
    ];
    const budgetVote = {
      text: 'Budgeten för 2026 fastställs.',
      vote: { rule: 'two_thirds', basis: 'share', votes: votes('yes', 'no', 'abstain') },
    };
    expect(code(await decide(budget!.id, budgetVote))).toEqual({
      status: 409,
      code: 'api.meeting.notYet',
    });
    await h.moveOn('2026-05-23T12:00:00.000Z');
    const decided = await decide(budget!.id, budgetVote);
    expect(decided.statusCode, decided.body).toBe(200);
    // 50 % yes against 30 % no is less than two thirds of the votes cast: not carried.
    expect(h.meeting(decided).items[4]!.decision!.vote!.tally).toEqual({
      yes: 5000,
      no: 3000,
      abstain: 2000,
      absent: 0,
      carried: false,
    });
    const carried = await decide(accounts!.id, {
      text: 'Årsredovisningen godkänns och styrelsen beviljas ansvarsfrihet.',
      vote: { rule: 'majority', basis: 'head', votes: votes('no', 'yes', 'yes') },
    });
    expect(h.meeting(carried).items[3]!.decision!.vote!.tally.carried).toBe(true);
    expect(
      code(
        await decide(accounts!.id, {
          text: 'x',
          vote: {
            rule: 'majority',
            basis: 'head',
            votes: [{ user_id: h.dan.user.id, vote: 'yes' }],
          },
        }),
      ),
    ).toEqual({ status: 400, code: 'api.meeting.notOwner' });
    expect(
      code(
        await decide(accounts!.id, { text: 'x', vote: { rule: 'most', basis: 'head', votes: [] } }),
      ),
    ).toEqual({ status: 400, code: 'api.meeting.rule' });
    expect(code(await decide(accounts!.id, { text: 'x', improvement_id: 4242 }))).toEqual({
      status: 400,
      code: 'api.meeting.improvement',
    });

    // Before the minutes are published, members who are not checkers see no decision.
    const seen = (who: { headers: Headers }) =>
      h.call('GET', `/api/meetings/${made.id}`, who.headers).then(h.meeting);
    expect((await seen(h.dan)).items.every((item) => item.decision === null)).toBe(true);

    const send = (checkers: number[]) =>
      h.call('POST', `/api/admin/meetings/${made.id}/minutes`, h.admin.headers, { checkers });
    expect(code(await send([h.bo.user.id, h.bo.user.id]))).toEqual({
      status: 400,
      code: 'api.meeting.checkers',
    });
    expect(code(await send([h.bo.user.id, h.vera.user.id]))).toEqual({
      status: 400,
      code: 'api.meeting.checker',
    });
    const approve = (who: { headers: Headers }) =>
      h.call('POST', `/api/meetings/${made.id}/approve`, who.headers);
    expect(code(await approve(h.bo))).toEqual({ status: 409, code: 'api.meeting.notSent' });
    expect((await send([h.bo.user.id, h.dan.user.id])).statusCode).toBe(200);
    expect((await seen(h.dan)).can.approve).toBe(true);
    expect((await seen(h.dan)).items[3]!.decision).not.toBeNull();
    expect(code(await approve(h.cai))).toEqual({ status: 403, code: 'api.meeting.notChecker' });
    expect(h.meeting(await approve(h.bo)).state).toBe('checking');
    // A decision changed after an approval: the checkers read the minutes again.
    await decide(accounts!.id, {
      text: 'Årsredovisningen godkänns.',
      vote: { rule: 'majority', basis: 'head', votes: votes('no', 'yes', 'yes') },
    });
    expect((await seen(h.admin)).checkers.map((c) => c.approved)).toEqual([false, false]);
    expect(h.meeting(await approve(h.bo)).state).toBe('checking');
    expect(json<Meetings>(await h.call('GET', '/api/meetings', h.cai.headers)).decisions).toEqual(
      [],
    );
    const published = h.meeting(await approve(h.dan));
    expect(published.state).toBe('published');
    expect(published.published_at).not.toBeNull();
    expect(code(await decide(accounts!.id, { text: 'Något annat.' }))).toEqual({
      status: 409,
      code: 'api.meeting.published',
    });

    // Everyone who plans stays reads the minutes and the decision history.
    expect((await seen(h.cai)).items[3]!.decision!.text).toBe('Årsredovisningen godkänns.');
    const history = json<Meetings>(await h.call('GET', '/api/meetings', h.cai.headers));
    expect(
      history.decisions.map((d) => [d.day, d.item.key, d.decision.vote!.tally.carried]),
    ).toEqual([
      ['2026/05/23', 'accounts', true],
      ['2026/05/23', 'budget', false],
    ]);
  });

  it('publishes once when both checkers approve at the same moment', async () => {
    const h = await house();
    const made = await h.callMeeting();
    await h.moveOn('2026-05-23T12:00:00.000Z');
    await h.call(
      'PUT',
      `/api/admin/meetings/${made.id}/items/${made.items[0]!.id}`,
      h.admin.headers,
      {
        text: 'Mötet öppnas.',
      },
    );
    await h.call('POST', `/api/admin/meetings/${made.id}/minutes`, h.admin.headers, {
      checkers: [h.bo.user.id, h.dan.user.id],
    });
    const answers = await Promise.all(
      [h.bo, h.dan].map((who) => h.call('POST', `/api/meetings/${made.id}/approve`, who.headers)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const now = h.meeting(await h.call('GET', `/api/meetings/${made.id}`, h.cai.headers));
    expect(now.state).toBe('published');
    expect(now.checkers.map((c) => c.approved)).toEqual([true, true]);
    expect(code(await h.call('POST', `/api/meetings/${made.id}/approve`, h.bo.headers))).toEqual({
      status: 409,
      code: 'api.meeting.published',
    });
  });
});
