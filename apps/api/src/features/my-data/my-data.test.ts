import { strFromU8, unzipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { createPlan } from '../../test/stays.js';
import { loginAs } from '../../test/users.js';

/** "Download my data" (DECISIONS §26): the member's rows, all of them, and no one else's. */
const apps: TestApp[] = [];
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
});
