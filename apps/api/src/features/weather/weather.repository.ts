import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** The house's one kept forecast row. */
const ROW = 1;

/** SMHI's last answer as the house kept it, or undefined: never asked. */
export const findForecast = (db: Db) =>
  db.selectFrom('weather_forecast').selectAll().where('id', '=', ROW).executeTakeFirst();

/**
 * Claims the ask for a position (once across processes): the row's `asked_at` is moved to `now`
 * only if the last ask is `before` or older, or was for another position. True: this caller asks.
 */
export async function claimAsk(
  db: Db,
  position: string,
  now: string,
  before: string,
  empty: string,
): Promise<boolean> {
  const rows = await db
    .insertInto('weather_forecast')
    .values({ id: ROW, position, asked_at: now, fetched_at: null, failed: 0, forecast: empty })
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet({ asked_at: now })
        .where((eb) =>
          eb.or([
            eb('weather_forecast.asked_at', '<=', before),
            eb('weather_forecast.position', '!=', position),
          ]),
        ),
    )
    .returning('id')
    .execute();
  return rows.length === 1;
}

/** Keeps SMHI's answer for a position, as of `at`. */
export const keepForecast = (db: Db, position: string, at: string, forecast: string) =>
  db
    .updateTable('weather_forecast')
    .set({ position, fetched_at: at, failed: 0, forecast })
    .where('id', '=', ROW)
    .execute();

/** Marks the last ask unanswered: the kept forecast stays, shown with its time. */
export const markUnanswered = (db: Db) =>
  db.updateTable('weather_forecast').set({ failed: 1 }).where('id', '=', ROW).execute();

/** Forgets the kept forecast (the house moved). */
export const forgetForecast = (db: Db) =>
  db.deleteFrom('weather_forecast').where('id', '=', ROW).execute();

/** Records that a member was told of a warning; false when they already were. */
export async function markWarningTold(db: Db, warning: string, userId: number, at: string) {
  const rows = await db
    .insertInto('weather_warning_notice')
    .values({ warning, user_id: userId, sent_at: at })
    .onConflict((oc) => oc.columns(['warning', 'user_id']).doNothing())
    .returning('user_id')
    .execute();
  return rows.length === 1;
}

/** The latest ice notes, the latest measured first, with who measured. */
export const latestIceNotes = (db: Db, limit: number) =>
  db
    .selectFrom('ice_note as n')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .select(['n.id', 'n.cm', 'n.place', 'n.measured_on', 'u.first_name', 'u.last_name'])
    .orderBy('n.measured_on', 'desc')
    .orderBy('n.id', 'desc')
    .limit(limit)
    .execute();

export const insertIceNote = (
  db: Db,
  note: { cm: number; place: string; measured_on: string; user_id: number; created_at: string },
) => db.insertInto('ice_note').values(note).execute();
