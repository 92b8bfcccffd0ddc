import {
  CHECKLISTS,
  displayName,
  houseMessages,
  toWireDate,
  type Checklist,
  type Checklists,
  type Person,
  type RunItem,
  nameRequired,
  Refusal,
  hasName,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import { type imageDelivery } from '../../lib/images/image-delivery.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';

import {
  findHeldBooking,
  findItems,
  listHouseNotes,
  listItems,
  ticksOf,
} from './house.repository.js';

import type { Caller } from '../../plugins/caller.js';

type Db = Kysely<Database>;
/** The signed addresses of the house log's photos. */
export type ImageDelivery = ReturnType<typeof imageDelivery>;
/** Refuses a caller without a name what the next family would read under it. */
export function assertNamed(caller: Caller) {
  if (!hasName(caller.session.row)) throw new Refusal(409, nameRequired);
}
/** How many days of done notes the house log still shows, and of runs the admins' list. */
export const DONE_SHOWN_DAYS = 30;
export const RUNS_AROUND_DAYS = 30;

export type BookingRow = NonNullable<Awaited<ReturnType<typeof findHeldBooking>>>;
export const stayLine = (booking: BookingRow) => ({
  id: booking.id,
  from: toWireDate(booking.from_date),
  to: toWireDate(booking.to_date),
  owner: displayName(booking),
});
const itemOf = (row: { id: number; text: string; asks_number: number; unit: string }) => ({
  id: row.id,
  text: row.text,
  asks_number: row.asks_number === 1,
  unit: row.unit,
});
/** An item as the lists hold it, with when it was made (what a run could have ticked). */
const listedOf = (row: {
  id: number;
  text: string;
  asks_number: number;
  unit: string;
  created_at: string;
}) => ({ ...itemOf(row), created: row.created_at });
export const noteOf = (
  row: (Person & { running_low: string; broken: string; updated_at: string }) | undefined,
) =>
  row
    ? { running_low: row.running_low, broken: row.broken, by: displayName(row), at: row.updated_at }
    : null;

/**
 * When something was written: sent later from a phone that was offline, the time it was made
 * (DECISIONS §20, §22), never after now.
 */
export function madeAtOf(app: FastifyInstance, madeAt: string | undefined) {
  const now = app.clock.now().toISOString();
  const made = madeAt === undefined ? now : new Date(madeAt).toISOString();
  return made < now ? made : now;
}

/** A booking the caller may tick: their own held booking, or any for an admin. */
export async function ownBooking(db: Db, caller: Caller, id: number) {
  const booking = await findHeldBooking(db, id);
  if (!booking || (booking.user_id !== caller.id && !caller.is_admin)) {
    throw new HttpError(404, houseMessages.noStay);
  }
  return booking;
}

/** Both lists with when each item was made. */
async function listed(db: Db) {
  const [arrival, departure] = await Promise.all(CHECKLISTS.map((list) => listItems(db, list)));
  return { arrival: arrival!.map(listedOf), departure: departure!.map(listedOf) };
}

export async function lists(db: Db): Promise<Checklists> {
  const both = await listed(db);
  const bare = (items: typeof both.arrival) => items.map(({ created: _created, ...item }) => item);
  return { arrival: bare(both.arrival), departure: bare(both.departure) };
}

export async function houseLog(
  app: FastifyInstance,
  pictures: ImageDelivery,
  db: Db,
  withDone: boolean,
  viewer: Pick<Caller, 'id' | 'is_admin'>,
) {
  const since = withDone
    ? new Date(app.clock.now().getTime() - DONE_SHOWN_DAYS * 86_400_000).toISOString()
    : null;
  // A photo at a signed address that runs out, as the guides' pictures (DECISIONS §5).
  const signed = new Map(pictures.listed('log').map((photo) => [photo.name, photo.url]));
  return (await listHouseNotes(db, since)).map((note) => ({
    id: note.id,
    kind: note.kind,
    text: note.text,
    by: displayName(note),
    at: note.created_at,
    done_at: note.done_at,
    photo: note.photo ? (signed.get(note.photo) ?? null) : null,
    // As the server allows: an admin marks an open note done; who wrote it (or an admin) adds
    // a photo while it is open.
    can: {
      done: viewer.is_admin && note.done_at === null,
      photo: (viewer.is_admin || note.user_id === viewer.id) && note.done_at === null,
    },
  }));
}

/** A booking's runs of both lists, as anyone on it reads them. */
export async function runs(db: Db, booking: BookingRow) {
  const [current, ticks] = await Promise.all([listed(db), ticksOf(db, [booking.id])]);
  const byItem = new Map(ticks.map((t) => [t.item_id, t]));
  // Items since taken off a list stay in the runs that ticked them.
  const shown = new Set([...current.arrival, ...current.departure].map((item) => item.id));
  const gone = await findItems(
    db,
    ticks.map((t) => t.item_id).filter((id) => !shown.has(id)),
  );
  const run = (list: Checklist): RunItem[] =>
    [
      ...current[list].map(({ created: _created, ...item }) => item),
      ...gone.filter((item) => item.list === list).map(itemOf),
    ].map((item) => {
      const ticked = byItem.get(item.id);
      return {
        ...item,
        done: !!ticked,
        value: ticked?.value ?? null,
        by: ticked ? displayName(ticked) : null,
        at: ticked?.ticked_at ?? null,
        // As `tickItem` allows: only what is still on the list.
        can: { tick: shown.has(item.id) },
      };
    });
  return { arrival: run('arrival'), departure: run('departure'), current };
}
