import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.js';
import type { RoundDrawStatus } from './schema.js';
import { createUser } from '../test/users.js';

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

const stamp = '2027-02-01T10:00:00.000Z';

async function newRound(fields: { first_pass_cap?: number; total_cap?: number } = {}) {
  const { id } = await t.app.db
    .insertInto('round')
    .values({
      name: 'Summer 2027',
      opens: '2027-03-01',
      closes: '2027-03-14',
      first_pass_cap: fields.first_pass_cap ?? 1,
      total_cap: fields.total_cap ?? 2,
      status: 'set',
      created_by: null,
      created_at: stamp,
      updated_at: stamp,
      ended_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const block = (name: string, from: string, to: string) =>
    t.app.db
      .insertInto('round_block')
      .values({ round_id: id, name, from_date: from, to_date: to })
      .returning('id')
      .executeTakeFirstOrThrow();
  const blocks = [
    await block('Midsummer week', '2027-06-21', '2027-06-27'),
    await block('Week 28', '2027-07-12', '2027-07-18'),
  ];
  return { id, blocks: blocks.map((b) => b.id) };
}

const draw = (app: TestApp, round: number, seed: number, status: RoundDrawStatus = 'proposed') =>
  app.app.db
    .insertInto('round_draw')
    .values({
      round_id: round,
      seed,
      status,
      input: '{}',
      result: '{}',
      drawn_by: null,
      drawn_at: stamp,
    })
    .execute();

describe('the tables of the high-season round (migration 0017)', () => {
  it('refuse caps below one or a first pass above the total', async () => {
    await expect(newRound({ first_pass_cap: 0 })).rejects.toThrow();
    await expect(newRound({ first_pass_cap: 3, total_cap: 2 })).rejects.toThrow();
    await expect(newRound({ first_pass_cap: 2, total_cap: 2 })).resolves.toBeTruthy();
  });

  it('keep one rank per block and one block per rank on a ballot', async () => {
    const round = await newRound();
    const member = await createUser(t, 'trusted');
    const rank = (block: number, place: number) =>
      t.app.db
        .insertInto('round_ballot')
        .values({
          round_id: round.id,
          user_id: member.id,
          block_id: block,
          rank: place,
          updated_at: stamp,
        })
        .execute();
    await rank(round.blocks[0]!, 1);
    await expect(rank(round.blocks[0]!, 2)).rejects.toThrow();
    await expect(rank(round.blocks[1]!, 1)).rejects.toThrow();
    await expect(rank(round.blocks[1]!, 0)).rejects.toThrow();
    await rank(round.blocks[1]!, 2);
  });

  it('hold at most one live draw per round, whichever process makes it, and every discarded one', async () => {
    const round = await newRound();
    const results = await Promise.allSettled([draw(t, round.id, 1), draw(other, round.id, 2)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    await expect(draw(t, round.id, 3, 'confirmed')).rejects.toThrow();
    await t.app.db
      .updateTable('round_draw')
      .set({ status: 'discarded' })
      .where('round_id', '=', round.id)
      .execute();
    await draw(other, round.id, 4);
    await draw(t, round.id, 5, 'discarded');
    const seeds = await t.app.db
      .selectFrom('round_draw')
      .select(['seed', 'status'])
      .where('round_id', '=', round.id)
      .orderBy('id')
      .execute();
    expect(seeds.map((row) => [Number(row.seed), row.status]).slice(1)).toEqual([
      [4, 'proposed'],
      [5, 'discarded'],
    ]);
  });

  it('keep seeds from 0 to 2³² − 1', async () => {
    const round = await newRound();
    await expect(draw(t, round.id, -1, 'discarded')).rejects.toThrow();
    await expect(draw(t, round.id, 4_294_967_296, 'discarded')).rejects.toThrow();
    await draw(t, round.id, 4_294_967_295, 'discarded');
  });
});
