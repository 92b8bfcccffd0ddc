import {
  addDays,
  houseMessages,
  type Checklist,
  type ChecklistInput,
  type Checklists,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import { unitOfWork } from '../../db/unit-of-work.js';
import { HttpError } from '../../lib/http-error.js';
import {
  insertItem,
  listItems,
  notesOf,
  removeItems,
  staysBetween,
  ticksOf,
  updateItem,
} from './house.repository.js';

import { lists, RUNS_AROUND_DAYS, stayLine } from './house-views.js';

/** The admins' checklists (DECISIONS §20): the two lists, and how far each stay's runs got. */

/** A list replaced by the admins': kept items by id, new ones added, the rest taken off. */
export async function saveList(
  app: FastifyInstance,
  list: Checklist,
  input: ChecklistInput,
): Promise<Checklists> {
  return unitOfWork(app.database, async (db) => {
    const now = app.clock.now().toISOString();
    const before = new Set((await listItems(db, list)).map((item) => item.id));
    if (input.items.some((item) => item.id !== undefined && !before.has(item.id))) {
      throw new HttpError(409, houseMessages.unknownItem);
    }
    const kept = new Set(input.items.flatMap((item) => (item.id === undefined ? [] : [item.id])));
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
}

/** The bookings of the month around today, with how far their runs got. */
export async function runsAround(app: FastifyInstance) {
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
}
