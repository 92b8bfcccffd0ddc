import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.js';
import { createPlan } from '../test/stays.js';
import { createUser } from '../test/users.js';
import { selectJsonRows } from './json-rows.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const owner = await createUser(t, 'trusted', { first_name: 'Åsa', last_name: 'Öberg' });
  await createPlan(t, owner.id, {
    title: 'Quotes "and" \\ backslashes',
    options: [
      { from: '2025-10-01', to: '2025-10-03', note: 'line one\nline two\t"quoted" \u2028 🛶' },
      { from: '2025-10-05', to: '2025-10-06', note: '</script>', submitted_at: null },
      { from: '2025-10-07', to: '2025-10-09', note: '' },
    ],
  });
});
afterAll(() => t.close());

describe('selectJsonRows', () => {
  it('reads what the driver reads: columns, aliases, expressions, nulls, any text', async () => {
    const query = t.app.db
      .selectFrom('stay_option as o')
      .innerJoin('stay_plan as p', 'p.id', 'o.plan_id')
      .leftJoin('users as inviter', 'inviter.id', 'o.plan_id')
      .select([
        'o.id',
        'o.note',
        'o.submitted_at',
        'p.title as plan_title',
        'inviter.email as inviter_email',
        sql<number>`o.adults + 1`.as('more'),
      ])
      .where('o.plan_id', 'is not', null);
    const byId = <R extends { id: number }>(rows: R[]) => [...rows].sort((a, b) => a.id - b.id);
    const read = byId(await selectJsonRows(t.app.db, query));
    expect(read).toHaveLength(3);
    expect(read).toEqual(byId(await query.execute()));
    expect(Object.keys(read[0]!)).toEqual([
      'id',
      'note',
      'submitted_at',
      'plan_title',
      'inviter_email',
      'more',
    ]);
    expect(read.map((row) => row.note)).toContain('line one\nline two\t"quoted" \u2028 🛶');
    expect(read.find((row) => row.note === '</script>')!.submitted_at).toBeNull();
  });

  it('reads no rows as an empty list', async () => {
    const none = t.app.db.selectFrom('stay_option').select('id').where('id', '<', 0);
    expect(await selectJsonRows(t.app.db, none)).toEqual([]);
  });
});
