import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** One owner's share in a set, with the owner as they are called now. */
export interface ShareRow {
  set_id: number;
  user_id: number;
  hundredths: number;
  first_name: string;
  last_name: string;
}

/** A set of shares with who set it (as they are called now). */
export interface ShareSetRow {
  id: number;
  from_date: string;
  set_at: string;
  set_by: number | null;
  setter_first: string | null;
  setter_last: string | null;
}

/** Every set of shares, the latest first (by its day, then by when it was made). */
export const listShareSets = (db: Db): Promise<ShareSetRow[]> =>
  db
    .selectFrom('share_set as s')
    .leftJoin('users as u', 'u.id', 's.set_by')
    .select([
      's.id',
      's.from_date',
      's.set_at',
      's.set_by',
      'u.first_name as setter_first',
      'u.last_name as setter_last',
    ])
    .orderBy('s.from_date', 'desc')
    .orderBy('s.id', 'desc')
    .execute();

/** Every owner's share in every set, the largest share first. */
export const listShares = (db: Db): Promise<ShareRow[]> =>
  db
    .selectFrom('owner_share as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['o.set_id', 'o.user_id', 'o.hundredths', 'u.first_name', 'u.last_name'])
    .orderBy('o.set_id')
    .orderBy('o.hundredths', 'desc')
    .orderBy('u.first_name')
    .orderBy('o.user_id')
    .execute();

/** Which of `ids` are accounts of the house. */
export async function existingAccounts(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('users').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

/** Adds a set of shares from `fromDate` (YYYY-MM-DD) on; answers its id. */
export async function addShareSet(
  db: Db,
  set: {
    fromDate: string;
    setBy: number;
    setAt: string;
    owners: readonly { userId: number; hundredths: number }[];
  },
): Promise<number> {
  const { id } = await db
    .insertInto('share_set')
    .values({ from_date: set.fromDate, set_by: set.setBy, set_at: set.setAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('owner_share')
    .values(
      set.owners.map((owner) => ({
        set_id: id,
        user_id: owner.userId,
        hundredths: owner.hundredths,
      })),
    )
    .execute();
  return id;
}
