import { withPendingPlans, type PendingApprovals, type StayPlansResponse } from '@stuga/shared';
import { sql } from 'kysely';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../test/helpers.js';
import { createPlan } from '../test/stays.js';
import { createUser, loginAs } from '../test/users.js';
import { KeptAnswers } from './kept-answers.js';
import { dataVersionOf } from '../db/data-version.repository.js';
import { settingKeys, writeSettings } from '../db/settings.repository.js';
import { OUTSIDE_THE_STAY_VIEWS, STAY_VIEW_TABLES } from '../db/migrations/0016-data-version.js';
import { GUESTBOOK_TABLES } from '../db/migrations/0025-guestbook-in-the-data-version.js';

/** The tables whose writes change the data version: the stay views' and the guestbook's. */
const VERSIONED: readonly string[] = [...STAY_VIEW_TABLES, ...GUESTBOOK_TABLES];
const UNVERSIONED = OUTSIDE_THE_STAY_VIEWS.filter((table) => !VERSIONED.includes(table));
import { unitOfWork } from '../db/unit-of-work.js';

let t: TestApp;
/** A second app on the same database, as a second process. */
let other: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  other = await createTestApp({ seed: false, shareWith: t });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const pg = () => t.app.database.engine === 'postgres';

const get = (app: TestApp, url: string, headers: Record<string, string>) =>
  app.app.inject({ method: 'GET', url, headers });

const plansOf = async (app: TestApp, headers: Record<string, string>) => {
  const response = await get(app, '/api/stay-plans', headers);
  expect(response.statusCode).toBe(200);
  return { text: response.body, view: json<StayPlansResponse>(response) };
};
const pendingOf = async (app: TestApp, headers: Record<string, string>) => {
  const response = await get(app, '/api/admin/pending-approvals', headers);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return json<PendingApprovals>(response);
};
const titles = (view: StayPlansResponse) => view.stay_plans.map((plan) => plan.title);

describe('the data version (decision 0050)', () => {
  it('names every table of the database: one a kept answer reads, or one outside them', async () => {
    const tables = pg()
      ? (
          await sql<{ name: string }>`
            select table_name as name from information_schema.tables
            where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(t.app.db)
        ).rows
      : t.app.database
          .sqlite!.prepare<[], { name: string }>(
            "select name from sqlite_master where type = 'table' and name not like 'sqlite_%'",
          )
          .all();
    const named = tables.map((table) => table.name).filter((name) => !name.startsWith('kysely_'));
    expect(named.sort()).toEqual([...VERSIONED, ...UNVERSIONED].sort());
  });

  it('has a trigger for every insert, update and delete on every table a kept answer reads', async () => {
    const found = pg()
      ? (
          await sql<{ table: string; event: string }>`
            select event_object_table as table, lower(event_manipulation) as event
            from information_schema.triggers
            where trigger_schema = current_schema() and trigger_name like '%_data_version'`.execute(
            t.app.db,
          )
        ).rows
      : t.app.database
          .sqlite!.prepare<[], { table: string; event: string }>(
            `select tbl_name as "table", substr(name, length(tbl_name) + 15) as event
           from sqlite_master where type = 'trigger' and name like '%_data_version_%'`,
          )
          .all();
    const expected = VERSIONED.flatMap((table) =>
      ['delete', 'insert', 'update'].map((event) => `${table} ${event}`),
    );
    expect(found.map((row) => `${row.table} ${row.event}`).sort()).toEqual(expected.sort());
  });

  it('changes with an insert, an update and a delete, and not with a write it was rolled back with', async () => {
    const versions = [await dataVersionOf(t.app.db)];
    const user = await createUser(t, 'trusted');
    versions.push(await dataVersionOf(t.app.db));
    await t.app.db
      .updateTable('users')
      .set({ first_name: 'Vera' })
      .where('id', '=', user.id)
      .execute();
    versions.push(await dataVersionOf(t.app.db));
    const { planId } = await createPlan(t, user.id);
    versions.push(await dataVersionOf(t.app.db));
    await t.app.db.deleteFrom('stay_plan').where('id', '=', planId).execute();
    versions.push(await dataVersionOf(t.app.db));
    expect(new Set(versions).size).toBe(versions.length);

    await expect(
      unitOfWork(t.app.database, async (db) => {
        await db
          .updateTable('users')
          .set({ first_name: 'Tom' })
          .where('id', '=', user.id)
          .execute();
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await dataVersionOf(t.app.db)).toBe(versions.at(-1));
    // A table no stay view reads leaves it alone.
    await t.app.db
      .insertInto('rate_limits')
      .values({ key: 'kept-answers', count: 1, window_start: 0, window_ms: 1000 })
      .execute();
    expect(await dataVersionOf(t.app.db)).toBe(versions.at(-1));
  });
});

describe('the data version a turn of the event loop sees (decision 0058)', () => {
  /** A write this process is not told of, as another process's is. */
  const writtenElsewhere = async (token: string) => {
    if (pg()) {
      await sql`update data_version set token = ${token} where id = 1`.execute(other.app.db);
    } else {
      other.app.database.sqlite!.exec(`update data_version set token = '${token}' where id = 1`);
    }
  };
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

  it('is read once for the requests that arrive together, and again in the next turn', async () => {
    await nextTurn();
    const first = await t.app.dataVersion.get();
    await writtenElsewhere('elsewhere-1');
    // SQLite: this turn's requests share the version read first; PostgreSQL reads it every time.
    expect(await t.app.dataVersion.get()).toBe(pg() ? 'elsewhere-1' : first);
    await nextTurn();
    expect(await t.app.dataVersion.get()).toBe('elsewhere-1');
  });

  it('is read again after a write this process makes, in the same turn', async () => {
    await nextTurn();
    const first = await t.app.dataVersion.get();
    await t.app.db.insertInto('settings').values({ key: 'turn.write', value: '"x"' }).execute();
    const after = await t.app.dataVersion.get();
    expect(after).not.toBe(first);
    expect(after).toBe(await dataVersionOf(t.app.db));
  });
});

describe('accounts kept for the data version (decision 0058)', () => {
  it('refuses a session in the same turn as the write that suspends its account', async () => {
    const member = await loginAs(t, 'trusted');
    const me = () => get(t, '/api/profile_data', member.headers);
    expect((await me()).statusCode).toBe(200);
    await t.app.db
      .updateTable('users')
      .set({ suspended_at: '2025-09-11T00:00:00.000Z' })
      .where('id', '=', member.user.id)
      .execute();
    expect((await me()).statusCode).toBe(401);
  });

  it('follows a change another process made to the account, from the next turn', async () => {
    const member = await loginAs(t, 'trusted', { first_name: 'Ella' });
    const name = async () =>
      json<{ first_name: string }>(await get(t, '/api/profile_data', member.headers)).first_name;
    expect(await name()).toBe('Ella');
    await sql`update users set first_name = 'Elsa' where id = ${member.user.id}`.execute(
      other.app.db,
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(await name()).toBe('Elsa');
  });
});

describe('kept stay views (decision 0050)', () => {
  it('serves a view again as it was, until a write through the app changes what it shows', async () => {
    const member = await loginAs(t, 'trusted', { first_name: 'Mia', last_name: 'Lund' });
    const first = await plansOf(t, member.headers);
    const again = await plansOf(t, member.headers);
    expect(again.text).toBe(first.text);

    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/stay-plans',
      headers: member.headers,
      payload: {
        title: 'Midsummer',
        expiry_date: '2025/11/01',
        options: [{ from: '2025/10/06', to: '2025/10/09', status: 'pending', note: '' }],
      },
    });
    expect(saved.statusCode).toBe(201);
    expect(titles((await plansOf(t, member.headers)).view)).toContain('Midsummer');
  });

  it('follows each kind of write: a decision, a setting, a renamed member, a direct change', async () => {
    const admin = await loginAs(t, 'admin');
    const owner = await createUser(t, 'trusted', { first_name: 'Olle', last_name: 'Berg' });
    const { optionIds } = await createPlan(t, owner.id, {
      title: 'Autumn',
      options: [{ from: '2025-10-20', to: '2025-10-23' }],
    });
    const ids = (view: PendingApprovals) => [
      ...view.non_conflicted_options.map((option) => option.id),
      ...view.conflicts.flat().map((option) => option.id),
    ];
    expect(ids(await pendingOf(t, admin.headers))).toContain(optionIds[0]);

    // Renamed: the panel shows the new name.
    await t.app.db
      .updateTable('users')
      .set({ first_name: 'Olof' })
      .where('id', '=', owner.id)
      .execute();
    const renamed = await pendingOf(t, admin.headers);
    const shown = withPendingPlans(renamed).non_conflicted_options.find(
      (option) => option.id === optionIds[0],
    );
    expect(shown!.plan.current_user).toContain('Olof');

    // Approved through the app: no longer pending.
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/approve-option/${optionIds[0]}`,
      headers: admin.headers,
    });
    expect(approved.statusCode).toBe(200);
    expect(ids(await pendingOf(t, admin.headers))).not.toContain(optionIds[0]);

    // A setting: the horizon the booking page shows.
    const before = (await plansOf(t, admin.headers)).view.horizon_date;
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/planning-horizon',
      headers: admin.headers,
      payload: { horizon_date: '2026-03-01' },
    });
    expect(set.statusCode).toBe(200);
    const after = (await plansOf(t, admin.headers)).view.horizon_date;
    expect(after).not.toBe(before);
    expect(after).toBe('2026-03-01');
  });

  it('never serves one process a view another process has changed since', async () => {
    const member = await loginAs(t, 'trusted');
    const kept = await plansOf(t, member.headers);
    expect(titles(kept.view)).not.toContain('Written elsewhere');
    // The other process writes; this one asks again.
    await createPlan(other, member.user.id, { title: 'Written elsewhere' });
    expect(titles((await plansOf(t, member.headers)).view)).toContain('Written elsewhere');
    // And the other way round.
    expect(titles((await plansOf(other, member.headers)).view)).toContain('Written elsewhere');
    await createPlan(t, member.user.id, { title: 'Written here' });
    expect(titles((await plansOf(other, member.headers)).view)).toContain('Written here');
  });

  it('keeps one view per viewer and per day, the same for many asking at once', async () => {
    const anna = await loginAs(t, 'trusted');
    const bo = await loginAs(t, 'trusted');
    await createPlan(t, anna.user.id, { title: "Anna's" });
    // Each one's first call of the hour notes them active (a write to users): asked once before.
    await Promise.all([plansOf(t, anna.headers), plansOf(t, bo.headers)]);
    const [annas, bos] = await Promise.all([plansOf(t, anna.headers), plansOf(t, bo.headers)]);
    // Each sees their own plan as theirs: the views are not shared.
    expect(annas.view.stay_plans.find((plan) => plan.title === "Anna's")?.own).toBe(true);
    expect(bos.view.stay_plans.find((plan) => plan.title === "Anna's")?.own ?? false).toBe(false);

    const sizeBefore = t.app.keptAnswers.size;
    expect(sizeBefore).toBe(2);
    const many = await Promise.all(Array.from({ length: 20 }, () => plansOf(t, anna.headers)));
    expect(new Set(many.map((answer) => answer.text)).size).toBe(1);
    expect(t.app.keptAnswers.size).toBe(sizeBefore);
  });

  it('makes a view again on a new day: what a plan shows depends on the day', async () => {
    // Noted active far ahead, so no call of hers writes (nothing else changes the version).
    const anna = await loginAs(t, 'trusted', { last_active_at: '2099-01-01T00:00:00.000Z' });
    await createPlan(t, anna.user.id, {
      title: 'Ends tomorrow',
      expiry: '2025-09-13',
      options: [{ from: '2025-10-01', to: '2025-10-04', status: 'planning' }],
    });
    const stateOf = async () =>
      (await plansOf(t, anna.headers)).view.stay_plans.find(
        (plan) => plan.title === 'Ends tomorrow',
      )?.state;
    expect(await stateOf()).toBe('editable');
    const version = await dataVersionOf(t.app.db);
    t.clock.advance(2 * 24 * 60 * 60 * 1000);
    try {
      expect(await stateOf()).toBe('expired');
      expect(await dataVersionOf(t.app.db)).toBe(version);
    } finally {
      t.clock.advance(-2 * 24 * 60 * 60 * 1000);
    }
  });
});

describe('the kept About page', () => {
  const page = (title: string) => ({
    definition: { term: 'Stuga', definition: 'A small house in the countryside.' },
    about: {
      title,
      description: 'By the lake.',
      house: { title: 'The house', description: 'Four beds.' },
      setting: { title: 'The setting', description: 'Forest.' },
      technology: { title: 'This site', description: 'Made by the family.' },
    },
  });
  const read = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/content' });
    expect(response.statusCode).toBe(200);
    return json<ReturnType<typeof page>>(response).about.title;
  };

  it('is read anew once its setting changes, whichever process wrote it', async () => {
    await writeSettings(other.app.db, { [settingKeys.about]: page('Kept') });
    expect(await read()).toBe('Kept');
    expect(await read()).toBe('Kept');
    await writeSettings(other.app.db, { [settingKeys.about]: page('Written elsewhere') });
    expect(await read()).toBe('Written elsewhere');
  });

  it('says the same uncompressed and compressed, its length counted in bytes', async () => {
    // Long enough to be sent compressed to whoever asks for it so (over COMPRESS_FROM).
    const long = page('Sjöstugan på ön');
    long.about.description = 'Vid sjön, i skogen. '.repeat(100);
    await writeSettings(t.app.db, { [settingKeys.about]: long });
    const plain = await get(t, '/api/content', {});
    expect(json<ReturnType<typeof page>>(plain).about.title).toBe('Sjöstugan på ön');
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(plain.body));
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressed = await get(t, '/api/content', { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
  });
});

describe('the room for kept answers', () => {
  it('lets the answers made first go first when it runs out, and keeps none larger than it', async () => {
    // Ten bytes of room on the app's own data version.
    const kept = new KeptAnswers(t.app.dataVersion, 10);
    const made: string[] = [];
    const ask = (key: string, text: string) =>
      kept.get(key, async () => {
        made.push(key);
        return text;
      });

    expect(String(await ask('a', 'aaaa'))).toBe('aaaa');
    expect(String(await ask('b', 'bbbb'))).toBe('bbbb');
    // Asked again: the kept text, not made anew, and still first in line to go.
    expect(String(await ask('a', 'changed'))).toBe('aaaa');
    expect(made).toEqual(['a', 'b']);
    expect(kept.size).toBe(2);

    // Twelve bytes in ten: the first made goes.
    expect(String(await ask('c', 'cccc'))).toBe('cccc');
    expect(kept.size).toBe(2);
    expect(String(await ask('b', 'changed'))).toBe('bbbb');
    expect(String(await ask('a', 'anew'))).toBe('anew');
    expect(made).toEqual(['a', 'b', 'c', 'a']);

    // Larger than the whole room: answered, never kept, and nothing else pushed out for it.
    expect(String(await ask('big', 'x'.repeat(11)))).toBe('x'.repeat(11));
    await ask('big', 'x'.repeat(11));
    expect(made.filter((key) => key === 'big')).toHaveLength(2);
    expect(kept.size).toBe(2);
  });
});
