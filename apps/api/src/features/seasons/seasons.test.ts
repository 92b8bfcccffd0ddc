import type { SeasonRun, Seasons } from '@stuga/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/helpers.js';
import { moveTo } from '../../test/processes.js';
import { loginAs, TEST_PASSWORD } from '../../test/users.js';

/** Spring opening and winter closing (DECISIONS §24): kept lists, a run a year, tasks given out. */
const apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0).reverse()) await app.close();
});

type Headers = Record<string, string>;

async function house() {
  const t = await createTestApp({ seed: false, env: { APP_NOW: '2026-04-20T08:00:00.000Z' } });
  apps.push(t);
  const admin = await loginAs(t, 'admin', { first_name: 'Ada', last_name: 'Admin' });
  const member = (first: string) =>
    loginAs(t, 'trusted', {
      first_name: first,
      last_name: 'Berg',
      email: `${first.toLowerCase()}@example.com`,
    });
  const [anna, bo] = [await member('Anna'), await member('Bo')];
  const vera = await loginAs(t, 'verified');
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const opening = json<Seasons>(
    await call('PUT', '/api/admin/seasons/opening', admin.headers, {
      items: [
        { text: 'Slå på vattnet' },
        { text: 'Lägg i bryggan' },
        { text: 'Vädra madrasserna' },
      ],
    }),
  ).lists.opening;
  const run = (answer: Parameters<typeof json>[0]) => json<{ run: SeasonRun }>(answer).run;
  const start = (payload: object = {}) =>
    call('POST', '/api/admin/seasons/opening/run', admin.headers, payload);
  return { t, admin, anna, bo, vera, call, opening, run, start };
}

const code = (answer: { statusCode: number; json(): unknown }) => ({
  status: answer.statusCode,
  code: (answer.json() as { code?: string }).code,
});

describe("the seasons' lists", () => {
  it('are kept by the admins: reworded, reordered, added to, taken off', async () => {
    const h = await house();
    const [water, jetty] = h.opening;
    const saved = json<Seasons>(
      await h.call('PUT', '/api/admin/seasons/opening', h.admin.headers, {
        items: [
          { id: jetty!.id, text: 'Lägg i bryggan' },
          { id: water!.id, text: 'Slå på vattnet och elen' },
          { text: 'Putsa fönstren' },
        ],
      }),
    );
    expect(saved.lists.opening.map((item) => item.text)).toEqual([
      'Lägg i bryggan',
      'Slå på vattnet och elen',
      'Putsa fönstren',
    ]);
    expect(saved.lists.closing).toEqual([]);
    expect(
      code(
        await h.call('PUT', '/api/admin/seasons/opening', h.admin.headers, {
          items: [{ id: 999_999, text: 'x' }],
        }),
      ),
    ).toEqual({ status: 409, code: 'api.season.unknownItem' });
    expect(
      code(await h.call('PUT', '/api/admin/seasons/summer', h.admin.headers, { items: [] })),
    ).toEqual({ status: 400, code: 'api.season.noList' });
    expect(
      code(
        await h.call('PUT', '/api/admin/seasons/closing', h.admin.headers, {
          items: [{ text: '' }],
        }),
      ),
    ).toEqual({ status: 400, code: 'api.season.itemText' });
    expect(
      code(await h.call('POST', '/api/admin/seasons/closing/run', h.admin.headers, {})),
    ).toEqual({ status: 409, code: 'api.season.empty' });
  });

  it('run once a year, each task given to a member who may plan stays', async () => {
    const h = await house();
    const [water, jetty] = h.opening;
    expect(
      code(await h.start({ tasks: [{ item_id: water!.id, user_id: h.vera.user.id }] })),
    ).toEqual({ status: 400, code: 'api.season.assignee' });
    const answers = await Promise.all([
      h.start({ tasks: [{ item_id: water!.id, user_id: h.anna.user.id }] }),
      h.start({ tasks: [{ item_id: jetty!.id, user_id: h.bo.user.id }] }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(code(answers.find((answer) => answer.statusCode === 409)!)).toEqual({
      status: 409,
      code: 'api.season.ran',
    });
    const seasons = json<Seasons>(await h.call('GET', '/api/seasons', h.bo.headers));
    expect(seasons.year).toBe(2026);
    expect(seasons.runs).toHaveLength(1);
    expect(seasons.runs[0]!.tasks.map((task) => task.text)).toEqual([
      'Slå på vattnet',
      'Lägg i bryggan',
      'Vädra madrasserna',
    ]);
    // The list changing later does not change the year's run.
    await h.call('PUT', '/api/admin/seasons/opening', h.admin.headers, { items: [] });
    expect(
      json<Seasons>(await h.call('GET', '/api/seasons', h.bo.headers)).runs[0]!.tasks,
    ).toHaveLength(3);
    expect((await h.call('GET', '/api/seasons', h.vera.headers)).statusCode).toBe(403);
  });

  it('are ticked by the one a task is given to, by anyone when no one, on the phone when it was done', async () => {
    const h = await house();
    const [water, jetty, air] = h.opening;
    const run = h.run(await h.start({ tasks: [{ item_id: water!.id, user_id: h.anna.user.id }] }));
    const tick = (who: { headers: Headers }, item: number, payload: object) =>
      h.call('PUT', `/api/season-runs/${run.id}/tasks/${item}`, who.headers, payload);
    expect(code(await tick(h.bo, water!.id, { done: true }))).toEqual({
      status: 403,
      code: 'api.season.notYours',
    });
    // Ticked offline an hour before it reached the server.
    const ticked = h.run(
      await tick(h.anna, water!.id, { done: true, made_at: '2026-04-20T07:00:00.000Z' }),
    );
    expect(ticked.tasks[0]).toMatchObject({
      assignee: { name: 'Anna Berg' },
      ticked: { name: 'Anna Berg', at: '2026-04-20T07:00:00.000Z' },
      can_tick: true,
    });
    expect(h.run(await tick(h.bo, jetty!.id, { done: true })).tasks[1]!.ticked!.name).toBe(
      'Bo Berg',
    );
    expect(h.run(await tick(h.admin, jetty!.id, { done: false })).tasks[1]!.ticked).toBeNull();
    const given = await h.call(
      'PUT',
      `/api/admin/season-runs/${run.id}/tasks/${air!.id}/assignee`,
      h.admin.headers,
      { user_id: h.bo.user.id },
    );
    expect(h.run(given).tasks[2]!.assignee!.name).toBe('Bo Berg');
    expect(code(await tick(h.anna, air!.id, { done: true, made_at: 'yesterday' }))).toEqual({
      status: 400,
      code: 'api.house.madeAt',
    });
    expect(code(await tick(h.anna, 999_999, { done: true }))).toEqual({
      status: 404,
      code: 'api.season.noTask',
    });
    expect(
      code(
        await h.call('PUT', `/api/season-runs/999/tasks/${air!.id}`, h.anna.headers, {
          done: true,
        }),
      ),
    ).toEqual({ status: 404, code: 'api.season.none' });
  });

  it("give a suspended member's open tasks back to anyone, keep what they ticked, and keep past years' runs as they were", async () => {
    const h = await house();
    const [water, jetty] = h.opening;
    const run = h.run(
      await h.start({
        tasks: [
          { item_id: water!.id, user_id: h.anna.user.id },
          { item_id: jetty!.id, user_id: h.anna.user.id },
        ],
      }),
    );
    await h.call('PUT', `/api/season-runs/${run.id}/tasks/${water!.id}`, h.anna.headers, {
      done: true,
    });
    expect(
      (await h.call('POST', `/api/admin/members/${h.anna.user.id}/suspend`, h.admin.headers))
        .statusCode,
    ).toBe(200);
    const after = json<Seasons>(await h.call('GET', '/api/seasons', h.bo.headers)).runs[0]!;
    expect(
      after.tasks.map((task) => [task.assignee?.name ?? null, task.ticked?.name ?? null]),
    ).toEqual([
      ['Anna Berg', 'Anna Berg'],
      [null, null],
      [null, null],
    ]);
    expect(after.tasks[1]!.can_tick).toBe(true);

    // The next year: last year's run is kept and no longer ticked; this year's is started anew.
    moveTo('2027-04-20T08:00:00.000Z', h.t);
    const login = await h.call(
      'POST',
      '/api/login',
      {},
      { email: h.bo.user.email, password: TEST_PASSWORD },
    );
    const bo = { authorization: `Bearer ${json<{ jwt: string }>(login).jwt}` };
    const next = json<Seasons>(await h.call('GET', '/api/seasons', bo));
    expect(next.year).toBe(2027);
    expect(next.runs[0]!.tasks.every((task) => !task.can_tick)).toBe(true);
    expect(
      code(
        await h.call('PUT', `/api/season-runs/${run.id}/tasks/${jetty!.id}`, bo, { done: true }),
      ),
    ).toEqual({ status: 409, code: 'api.season.past' });
  });
});
