import {
  addDays,
  CHECKLISTS,
  displayName,
  houseMessages,
  toWireDate,
  type Checklist,
  type ChecklistInput,
  type Checklists,
  type DepartureNoteInput,
  type HouseNoteInput,
  type Person,
  type RunItem,
  type StayChecklists,
  type TickInput,
  nameRequired,
  Refusal,
} from '@stuga/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { unitOfWork } from '../../db/unit-of-work.js';
import { HttpError } from '../../lib/http-error.js';
import { imageDelivery, type ImageQuery } from '../../lib/images/image-delivery.js';
import { checkedPicture } from '../../lib/images/pictures.js';
import {
  bookingBefore,
  findHeldBooking,
  findHouseNote,
  findItems,
  insertHouseNote,
  insertItem,
  listHouseNotes,
  listItems,
  markNoteDone,
  notesOf,
  ownStaysFrom,
  removeItems,
  setNotePhoto,
  staysBetween,
  tick,
  ticksOf,
  untick,
  updateItem,
  writeNote,
} from './house.repository.js';

type Db = Kysely<Database>;
/** Who is calling. */
export interface HouseCaller {
  id: number;
  is_admin: boolean;
  /** Whether the caller has a name: what others see in the house log needs one (DECISIONS §22). */
  named: boolean;
}

/** Refuses a caller without a name what the next family would read under it. */
function assertNamed(caller: HouseCaller) {
  if (!caller.named) throw new Refusal(409, nameRequired);
}
/** How many days of done notes the house log still shows, and of runs the admins' list. */
const DONE_SHOWN_DAYS = 30;
const RUNS_AROUND_DAYS = 30;

type BookingRow = NonNullable<Awaited<ReturnType<typeof findHeldBooking>>>;
const stayLine = (booking: BookingRow) => ({
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
const noteOf = (
  row: (Person & { running_low: string; broken: string; updated_at: string }) | undefined,
) =>
  row
    ? { running_low: row.running_low, broken: row.broken, by: displayName(row), at: row.updated_at }
    : null;

/**
 * At the house (DECISIONS §20): the checklists the admins keep, each booking's runs of them and
 * its departure note (what the next arriving member reads), and the house log.
 */
export function houseService(app: FastifyInstance) {
  const stamp = () => app.clock.now().toISOString();
  /**
   * When something was written: sent later from a phone that was offline, the time it was made
   * (DECISIONS §20, §22), never after now.
   */
  const madeAtOf = (madeAt: string | undefined) => {
    const now = stamp();
    const made = madeAt === undefined ? now : new Date(madeAt).toISOString();
    return made < now ? made : now;
  };
  const pictures = imageDelivery(app);

  /** A booking the caller may tick: their own held booking, or any for an admin. */
  async function ownBooking(db: Db, caller: HouseCaller, id: number) {
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

  async function lists(db: Db): Promise<Checklists> {
    const both = await listed(db);
    const bare = (items: typeof both.arrival) =>
      items.map(({ created: _created, ...item }) => item);
    return { arrival: bare(both.arrival), departure: bare(both.departure) };
  }

  async function houseLog(db: Db, withDone: boolean) {
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
    }));
  }

  /** A booking's runs of both lists, as anyone on it reads them. */
  async function runs(db: Db, booking: BookingRow) {
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
        };
      });
    return { arrival: run('arrival'), departure: run('departure'), current };
  }

  return {
    /** The caller's stays from today on, the nearest first. */
    async stays(caller: HouseCaller) {
      const rows = await ownStaysFrom(app.db, caller.id, app.clock.today());
      return { stays: rows.map(stayLine) };
    },

    /** A booking's runs, its note, what the stay before it left, and the open house log. */
    async stayChecklists(caller: HouseCaller, id: number): Promise<StayChecklists> {
      const db = app.db;
      const booking = await ownBooking(db, caller, id);
      const [mine, previous, [note], log] = await Promise.all([
        runs(db, booking),
        bookingBefore(db, booking.id, booking.from_date),
        notesOf(db, [booking.id]),
        houseLog(db, false),
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
              .filter(
                (item) => !item.done && (made.get(item.id) ?? '') < addDays(previous.to_date, 1),
              )
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
    },

    /**
     * Ticks an item of a booking's run, or unticks it. Ticking again changes the tick, so a tick
     * sent twice (a phone sending what it kept offline) is kept once.
     */
    async tick(caller: HouseCaller, id: number, list: Checklist, itemId: number, input: TickInput) {
      return unitOfWork(app.database, async (db) => {
        const booking = await ownBooking(db, caller, id);
        const [item] = await findItems(db, [itemId]);
        if (!item || item.list !== list || item.removed_at !== null) {
          throw new HttpError(409, houseMessages.unknownItem);
        }
        const madeAt = madeAtOf(input.made_at);
        if (input.done) {
          if (item.asks_number === 1 && input.value === null) {
            throw new HttpError(400, houseMessages.number);
          }
          await tick(db, {
            booking_id: booking.id,
            item_id: item.id,
            user_id: caller.id,
            value: item.asks_number === 1 ? input.value : null,
            ticked_at: madeAt,
          });
        } else {
          await untick(db, booking.id, item.id, madeAt);
        }
        const run = await runs(db, booking);
        return { item: run[list].find((entry) => entry.id === item.id)! };
      });
    },

    /** What the departure run says runs low and is broken. */
    async writeNote(caller: HouseCaller, id: number, input: DepartureNoteInput) {
      assertNamed(caller);
      return unitOfWork(app.database, async (db) => {
        const booking = await ownBooking(db, caller, id);
        await writeNote(db, {
          booking_id: booking.id,
          running_low: input.running_low,
          broken: input.broken,
          user_id: caller.id,
          updated_at: madeAtOf(input.made_at),
        });
        const [note] = await notesOf(db, [booking.id]);
        return { note: noteOf(note)! };
      });
    },

    /** Both lists, for the admins. */
    lists: () => lists(app.db),

    /** A list replaced by the admins': kept items by id, new ones added, the rest taken off. */
    async saveList(list: Checklist, input: ChecklistInput): Promise<Checklists> {
      return unitOfWork(app.database, async (db) => {
        const now = stamp();
        const before = new Set((await listItems(db, list)).map((item) => item.id));
        if (input.items.some((item) => item.id !== undefined && !before.has(item.id))) {
          throw new HttpError(409, houseMessages.unknownItem);
        }
        const kept = new Set(
          input.items.flatMap((item) => (item.id === undefined ? [] : [item.id])),
        );
        const gone = [...before].filter((id) => !kept.has(id));
        if (gone.length) await removeItems(db, gone, now);
        for (const [position, item] of input.items.entries()) {
          const values = {
            text: item.text,
            asks_number: item.asks_number ? 1 : 0,
            unit: item.asks_number ? item.unit : '',
            position,
            updated_at: now,
          };
          if (item.id === undefined) {
            await insertItem(db, { ...values, list, created_at: now, removed_at: null });
          } else {
            await updateItem(db, item.id, values);
          }
        }
        return lists(db);
      });
    },

    /** The bookings of the month around today, with how far their runs got. */
    async runsAround() {
      const today = app.clock.today();
      const [bookings, current] = await Promise.all([
        staysBetween(app.db, addDays(today, -RUNS_AROUND_DAYS), addDays(today, RUNS_AROUND_DAYS)),
        lists(app.db),
      ]);
      const ids = bookings.map((b) => b.id);
      const [ticks, notes] = await Promise.all([ticksOf(app.db, ids), notesOf(app.db, ids)]);
      const noted = new Set(notes.map((n) => n.booking_id));
      const count = (bookingId: number, list: Checklist) => {
        const items = new Set(current[list].map((item) => item.id));
        return {
          done: ticks.filter((t) => t.booking_id === bookingId && items.has(t.item_id)).length,
          total: items.size,
        };
      };
      return {
        runs: bookings.map((booking) => ({
          stay: stayLine(booking),
          arrival: count(booking.id, 'arrival'),
          departure: count(booking.id, 'departure'),
          noted: noted.has(booking.id),
        })),
      };
    },

    /** The house log: open notes, and those done in the last 30 days. */
    async log() {
      return { notes: await houseLog(app.db, true) };
    },

    /** A member notes something broken or running low. */
    async addNote(caller: HouseCaller, input: HouseNoteInput) {
      assertNamed(caller);
      return unitOfWork(app.database, async (db) => {
        const id = await insertHouseNote(db, {
          kind: input.kind,
          text: input.text,
          photo: null,
          user_id: caller.id,
          created_at: madeAtOf(input.made_at),
          done_at: null,
          done_by: null,
          client_key: input.client_key ?? null,
        });
        const note = (await houseLog(db, true)).find((n) => n.id === id)!;
        return { note };
      });
    },

    /**
     * A photo with a note, by who wrote it (or an admin), while it is open: decoded before it is
     * kept, and only ever sent resized, without its metadata. A new photo replaces the old.
     */
    async addPhoto(caller: HouseCaller, id: number, upload: { filename: string; content: Buffer }) {
      const note = await findHouseNote(app.db, id);
      if (!note || (note.user_id !== caller.id && !caller.is_admin)) {
        throw new HttpError(404, houseMessages.noNote);
      }
      if (note.done_at !== null) throw new HttpError(409, houseMessages.noteDone);
      const name = await checkedPicture(upload.filename, upload.content);
      await app.images.add('log', name, upload.content);
      await setNotePhoto(app.db, id, name);
      if (note.photo) await app.images.remove('log', note.photo);
      const log = await houseLog(app.db, true);
      return { note: log.find((entry) => entry.id === id)! };
    },

    /** A note's photo, resized, at the signed address the log gave. */
    photo(reply: FastifyReply, name: string, query: ImageQuery, accept: string | undefined) {
      return pictures.send(reply, 'log', name, query, accept);
    },

    /** An admin marks a note done (once). */
    async markDone(caller: HouseCaller, id: number) {
      return unitOfWork(app.database, async (db) => {
        if (!(await findHouseNote(db, id))) throw new HttpError(404, houseMessages.noNote);
        await markNoteDone(db, id, caller.id, stamp());
        return { notes: await houseLog(db, true) };
      });
    },
  };
}

export type HouseService = ReturnType<typeof houseService>;
