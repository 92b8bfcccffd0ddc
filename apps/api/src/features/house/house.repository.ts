import type { Checklist } from '@stuga/shared';
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { ChecklistItemTable, Database, HouseNoteTable } from '../../db/schema.js';
import { bookingIn } from '../../db/status-sets.js';

type Db = Kysely<Database>;

/** The items on a list now, in order. */
export const listItems = (db: Db, list: Checklist) =>
  db
    .selectFrom('checklist_item')
    .select(['id', 'list', 'text', 'asks_number', 'unit', 'created_at'])
    .where('list', '=', list)
    .where('removed_at', 'is', null)
    .orderBy('position')
    .orderBy('id')
    .execute();

/** Items by id, whether on a list now or taken off it. */
export const findItems = (db: Db, ids: readonly number[]) =>
  ids.length
    ? db
        .selectFrom('checklist_item')
        .select(['id', 'list', 'text', 'asks_number', 'unit', 'removed_at'])
        .where('id', 'in', ids)
        .execute()
    : Promise.resolve([]);

export const insertItem = (db: Db, item: Insertable<ChecklistItemTable>) =>
  db.insertInto('checklist_item').values(item).execute();

export const updateItem = (db: Db, id: number, item: Updateable<ChecklistItemTable>) =>
  db.updateTable('checklist_item').set(item).where('id', '=', id).execute();

/** Takes items off their list; the runs that ticked them keep them. */
export const removeItems = (db: Db, ids: readonly number[], stamp: string) =>
  db
    .updateTable('checklist_item')
    .set({ removed_at: stamp, updated_at: stamp })
    .where('id', 'in', ids)
    .execute();

/** The bookings the house holds, each with its owner's name. */
const heldWithOwners = (db: Db) =>
  db
    .selectFrom('booking as b')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .select([
      'b.id',
      'b.user_id',
      'b.from_date',
      'b.to_date',
      'u.first_name',
      'u.last_name',
      'u.email',
    ])
    .where(bookingIn('booked'));

/** A booking the house holds, with its owner. */
export const findHeldBooking = (db: Db, id: number) =>
  heldWithOwners(db).where('b.id', '=', id).executeTakeFirst();

/** The held booking that left last before `arrival` (departure on or before it), other than `id`. */
export const bookingBefore = (db: Db, id: number, arrival: string) =>
  heldWithOwners(db)
    .where('b.id', '!=', id)
    .where('b.to_date', '<=', arrival)
    .orderBy('b.to_date', 'desc')
    .orderBy('b.id', 'desc')
    .executeTakeFirst();

/** A member's held bookings that have not ended by `today`, the nearest first. */
export const ownStaysFrom = (db: Db, userId: number, today: string) =>
  heldWithOwners(db)
    .where('b.user_id', '=', userId)
    .where('b.to_date', '>=', today)
    .orderBy('b.from_date')
    .limit(20)
    .execute();

/** Held bookings between two days, with their owners, by arrival. */
export const staysBetween = (db: Db, from: string, to: string) =>
  heldWithOwners(db)
    .where('b.to_date', '>=', from)
    .where('b.from_date', '<=', to)
    .orderBy('b.from_date')
    .execute();

/** A booking's ticks with who made them. */
export const ticksOf = (db: Db, bookingIds: readonly number[]) =>
  bookingIds.length
    ? db
        .selectFrom('checklist_tick as k')
        .innerJoin('users as u', 'u.id', 'k.user_id')
        .select([
          'k.booking_id',
          'k.item_id',
          'k.value',
          'k.ticked_at',
          'u.first_name',
          'u.last_name',
          'u.email',
        ])
        .where('k.booking_id', 'in', bookingIds)
        .execute()
    : Promise.resolve([]);

/**
 * Ticks an item for a booking, or changes its tick: one per item, however often it is sent; a
 * tick made earlier than the one kept (sent later, from a phone that was offline) leaves it.
 */
export const tick = (
  db: Db,
  row: {
    booking_id: number;
    item_id: number;
    user_id: number;
    value: number | null;
    ticked_at: string;
    /** The guest pass it is ticked with, when a guest ticks it. */
    guest_pass_id?: number | null;
  },
) =>
  db
    .insertInto('checklist_tick')
    .values({ ...row, guest_pass_id: row.guest_pass_id ?? null })
    .onConflict((oc) =>
      oc
        .columns(['booking_id', 'item_id'])
        .doUpdateSet({
          user_id: row.user_id,
          value: row.value,
          ticked_at: row.ticked_at,
          guest_pass_id: row.guest_pass_id ?? null,
        })
        .where('checklist_tick.ticked_at', '<=', row.ticked_at),
    )
    .execute();

/** Takes an item's tick back, unless it was ticked after `madeAt` (the untick is older). */
export const untick = (db: Db, bookingId: number, itemId: number, madeAt: string) =>
  db
    .deleteFrom('checklist_tick')
    .where('booking_id', '=', bookingId)
    .where('item_id', '=', itemId)
    .where('ticked_at', '<=', madeAt)
    .execute();

/** The departure notes of bookings, with who wrote them. */
export const notesOf = (db: Db, bookingIds: readonly number[]) =>
  bookingIds.length
    ? db
        .selectFrom('departure_note as n')
        .innerJoin('users as u', 'u.id', 'n.user_id')
        .select([
          'n.booking_id',
          'n.running_low',
          'n.broken',
          'n.updated_at',
          'u.first_name',
          'u.last_name',
          'u.email',
        ])
        .where('n.booking_id', 'in', bookingIds)
        .execute()
    : Promise.resolve([]);

export const writeNote = (
  db: Db,
  row: {
    booking_id: number;
    running_low: string;
    broken: string;
    user_id: number;
    updated_at: string;
  },
) =>
  db
    .insertInto('departure_note')
    .values(row)
    .onConflict((oc) =>
      oc
        .column('booking_id')
        .doUpdateSet({
          running_low: row.running_low,
          broken: row.broken,
          user_id: row.user_id,
          updated_at: row.updated_at,
        })
        // A note written earlier, arriving later (from a phone that was offline), leaves a newer.
        .where('departure_note.updated_at', '<=', row.updated_at),
    )
    .execute();

/** The house log: open notes first (newest first), then those done since `doneSince`. */
export const listHouseNotes = (db: Db, doneSince: string | null) => {
  let query = db
    .selectFrom('house_note as h')
    .innerJoin('users as u', 'u.id', 'h.user_id')
    .select([
      'h.id',
      'h.kind',
      'h.text',
      'h.photo',
      'h.created_at',
      'h.done_at',
      'h.user_id',
      'u.first_name',
      'u.last_name',
      'u.email',
    ]);
  query =
    doneSince === null
      ? query.where('h.done_at', 'is', null)
      : query.where((eb) => eb.or([eb('h.done_at', 'is', null), eb('h.done_at', '>=', doneSince)]));
  return query.orderBy('h.created_at', 'desc').orderBy('h.id', 'desc').limit(200).execute();
};

/**
 * Adds a note to the house log; a note with a key its member sent before is kept once: the id of
 * the one kept.
 */
export async function insertHouseNote(db: Db, row: Insertable<HouseNoteTable>): Promise<number> {
  const made = await db
    .insertInto('house_note')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'client_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (made) return made.id;
  const kept = await db
    .selectFrom('house_note')
    .select('id')
    .where('user_id', '=', row.user_id)
    .where('client_key', '=', row.client_key!)
    .executeTakeFirstOrThrow();
  return kept.id;
}

/** Marks an open note done; false when there is no such open note. */
export async function markNoteDone(db: Db, id: number, by: number, stamp: string) {
  const result = await db
    .updateTable('house_note')
    .set({ done_at: stamp, done_by: by })
    .where('id', '=', id)
    .where('done_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export const findHouseNote = (db: Db, id: number) =>
  db
    .selectFrom('house_note')
    .select(['id', 'user_id', 'photo', 'done_at'])
    .where('id', '=', id)
    .executeTakeFirst();

/** Gives a note its photo (by its stored name). */
export const setNotePhoto = (db: Db, id: number, photo: string) =>
  db.updateTable('house_note').set({ photo }).where('id', '=', id).execute();
