import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';

type Db = Kysely<Database>;

/**
 * Counts one call of `key` in a window of `windowMs` and answers the count and when the window
 * began. One statement, so concurrent calls from any process each count once: a row whose window
 * has passed starts again at 1.
 */
export async function countCall(
  db: Db,
  key: string,
  now: number,
  windowMs: number,
): Promise<{ count: number; windowStart: number }> {
  const expired = sql<boolean>`rate_limits.window_start + rate_limits.window_ms <= ${now}`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, window_start: now, window_ms: windowMs })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql`case when ${expired} then 1 else rate_limits.count + 1 end`,
        window_start: sql`case when ${expired} then ${now} else rate_limits.window_start end`,
        window_ms: windowMs,
      }),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), windowStart: Number(row.window_start) };
}

/** The count of `key` in its current window, without counting (0 when none is running). */
export async function readCalls(
  db: Db,
  key: string,
  now: number,
): Promise<{ count: number; windowStart: number } | undefined> {
  const row = await db
    .selectFrom('rate_limits')
    .select(['count', 'window_start', 'window_ms'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row || Number(row.window_start) + Number(row.window_ms) <= now) return undefined;
  return { count: Number(row.count), windowStart: Number(row.window_start) };
}

/** Forgets every count whose window has passed. */
export async function pruneRateLimits(db: Db, now: number): Promise<void> {
  await db
    .deleteFrom('rate_limits')
    .where(sql<boolean>`window_start + window_ms <= ${now}`)
    .execute();
}
