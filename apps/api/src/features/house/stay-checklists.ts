import {
  addDays,
  CHECKLISTS,
  houseMessages,
  type Checklist,
  type DepartureNoteInput,
  type StayChecklists,
  type TickInput,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { unitOfWork } from '../../db/unit-of-work.js';
import { HttpError } from '../../lib/http-error.js';
import { bookingBefore, findItems, notesOf, tick, untick, writeNote } from './house.repository.js';

import {
  assertNamed,
  houseLog,
  madeAtOf,
  noteOf,
  ownBooking,
  runs,
  stayLine,
} from './house-views.js';
import type { ImageDelivery } from './house-views.js';
import type { Caller } from '../../plugins/caller.js';

/** A booking's runs, its note, what the stay before it left, and the open house log. */
export async function stayChecklists(
  app: FastifyInstance,
  pictures: ImageDelivery,
  caller: Caller,
  id: number,
): Promise<StayChecklists> {
  const db = app.db;
  const booking = await ownBooking(db, caller, id);
  const [mine, previous, [note], log] = await Promise.all([
    runs(db, booking),
    bookingBefore(db, booking.id, booking.from_date),
    notesOf(db, [booking.id]),
    houseLog(app, pictures, db, false, caller),
  ]);
  let before: StayChecklists['before'] = null;
  if (previous) {
    const [theirs, [theirNote]] = await Promise.all([
      runs(db, previous),
      notesOf(db, [previous.id]),
    ]);
    // Each reading with the list it was taken on: the same meter is read on arrival and
    // on departure.
    const all = CHECKLISTS.flatMap((list) => theirs[list].map((item) => ({ ...item, list })));
    const made = new Map(
      [...theirs.current.arrival, ...theirs.current.departure].map((item) => [
        item.id,
        item.created,
      ]),
    );
    before = {
      stay: stayLine(previous),
      // A stay from before the checklists (or that never opened them) left nothing to read:
      // it is said so, not that nothing was left unticked.
      used: all.some((item) => item.done) || noteOf(theirNote) !== null,
      note: noteOf(theirNote),
      readings: all.flatMap((item) =>
        item.asks_number && item.value !== null
          ? [{ list: item.list, text: item.text, value: item.value, unit: item.unit }]
          : [],
      ),
      // Left unticked: items that were on the list by the day they left.
      unticked: CHECKLISTS.flatMap((list) =>
        theirs[list]
          .filter((item) => !item.done && (made.get(item.id) ?? '') < addDays(previous.to_date, 1))
          .map((item) => ({ list, text: item.text })),
      ),
    };
  }
  return {
    stay: stayLine(booking),
    arrival: mine.arrival,
    departure: mine.departure,
    note: noteOf(note),
    before,
    house_log: log,
  };
}

/**
 * Ticks an item of a booking's run, or unticks it. Ticking again changes the tick, so a tick
 * sent twice (a phone sending what it kept offline) is kept once.
 */
export async function tickItem(
  app: FastifyInstance,
  caller: Caller,
  id: number,
  list: Checklist,
  itemId: number,
  input: TickInput,
) {
  return unitOfWork(app.database, async (db) => {
    const booking = await ownBooking(db, caller, id);
    return applyTick(app, db, booking, { list, itemId, input }, { userId: caller.id });
  });
}

/**
 * A tick (or its taking back) of an item of a booking's run, in the caller's transaction, by a
 * member or with a guest pass (DECISIONS §26): the item as the run now shows it.
 */
export async function applyTick(
  app: FastifyInstance,
  db: Kysely<Database>,
  booking: Parameters<typeof runs>[1],
  tickOf: { list: Checklist; itemId: number; input: TickInput },
  by: { userId: number; guestPassId?: number },
) {
  const { list, itemId, input } = tickOf;
  const [item] = await findItems(db, [itemId]);
  if (!item || item.list !== list || item.removed_at !== null) {
    throw new HttpError(409, houseMessages.unknownItem);
  }
  const madeAt = madeAtOf(app, input.made_at);
  if (input.done) {
    if (item.asks_number === 1 && input.value === null) {
      throw new HttpError(400, houseMessages.number);
    }
    await tick(db, {
      booking_id: booking.id,
      item_id: item.id,
      user_id: by.userId,
      value: item.asks_number === 1 ? input.value : null,
      ticked_at: madeAt,
      guest_pass_id: by.guestPassId ?? null,
    });
  } else {
    await untick(db, booking.id, item.id, madeAt);
  }
  const run = await runs(db, booking);
  return { item: run[list].find((entry) => entry.id === item.id)! };
}

/** What the departure run says runs low and is broken. */
export async function writeDepartureNote(
  app: FastifyInstance,
  caller: Caller,
  id: number,
  input: DepartureNoteInput,
) {
  assertNamed(caller);
  return unitOfWork(app.database, async (db) => {
    const booking = await ownBooking(db, caller, id);
    await writeNote(db, {
      booking_id: booking.id,
      running_low: input.running_low,
      broken: input.broken,
      user_id: caller.id,
      updated_at: madeAtOf(app, input.made_at),
    });
    const [note] = await notesOf(db, [booking.id]);
    return { note: noteOf(note)! };
  });
}
