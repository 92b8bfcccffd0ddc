import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

type Db = Kysely<Database>;

/** The owners' shares that apply on `day` (YYYY-MM-DD): those of the latest set from then or before. */
export async function sharesOn(
  db: Db,
  day: string,
): Promise<{ user_id: number; hundredths: number }[]> {
  const set = await db
    .selectFrom('share_set')
    .select('id')
    .where('from_date', '<=', day)
    .orderBy('from_date', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!set) return [];
  return db
    .selectFrom('owner_share')
    .select(['user_id', 'hundredths'])
    .where('set_id', '=', set.id)
    .orderBy('user_id')
    .execute();
}
