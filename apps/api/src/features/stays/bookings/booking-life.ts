import {
  STATUS_CHANGES,
  type BookingStatus,
  type ChangeName,
  type Reason,
  type FeeSettings,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { recordBookingLine, recordStatusChanges, type Change } from '../history.repository.js';
import {
  bookOptions,
  endHeld,
  handedStay,
  insertBooking,
  optionsIn,
  roundStay,
  setOptionStatus,
} from './booking-writes.repository.js';

type Db = Kysely<Database>;
/** Where later work is queued: the job queue. */
type Jobs = Pick<FastifyInstance['jobs'], 'add'>;

/** The job that offers a freed booking's dates to the waitlist (its kind: waitlist.service). */
export const WAITLIST_FREED_JOB = 'waitlist_freed';

/** How a booking ends: the statuses after `held`. */
export type Ending = Exclude<BookingStatus, 'held'>;

/** A booking being ended: whose, which days, and whether an option made it. */
export interface EndingBooking {
  id: number;
  userId: number;
  from: string;
  to: string;
  optionId: number | null;
}

/** What makes a booking other than an approved option (DECISIONS §18, §19). */
export type BookingSourceOf =
  /** A round's block given to a member: one adult until they say who comes. */
  | {
      source: 'round';
      userId: number;
      block: { id: number; from_date: string; to_date: string };
      /** The fee settings as the confirmation read them once for all its blocks. */
      fee: FeeSettings;
    }
  /** A stay handed on: who comes and its fee as the booking it came from had them. */
  | { source: 'swap'; userId: number; from: string; to: string; handed: number };

/** The change of an option's status that ends its booking as each ending says. */
const ENDED_BY: Readonly<Record<Ending, ChangeName>> = {
  cancelled: 'cancel',
  declined: 'declineApproved',
  handed: 'handOn',
};

/** The freed days go to the waitlist through the job queue, in the change's transaction. */
async function freed(jobs: Jobs, db: Db, bookingIds: readonly number[]) {
  for (const id of bookingIds) {
    await jobs.add(
      db,
      WAITLIST_FREED_JOB,
      { bookingId: id },
      { dedupeKey: `waitlist-freed-${id}` },
    );
  }
}

/**
 * Records what became of options, by one of the status table's changes (packages/shared,
 * rules/statuses): an admin's decision, the owner's cancelling, the house declining what an
 * approval or a member's standing leaves no room for. Only options in the change's `from`
 * status change, so no change outside the table is ever written; answers how many changed. A
 * change that makes or ends a booking (the table's `booking`) writes it too, so an option and
 * its booking never disagree. An approval also stamps `approved_at`, which nothing clears. A
 * reason is kept as its English text, and the house's by its code and values too.
 */
export async function decideOptions(
  jobs: Jobs,
  db: Db,
  ids: number[],
  decision: { change: ChangeName; reason: Reason | null } & Change,
): Promise<number> {
  const { from, to, booking } = STATUS_CHANGES[decision.change];
  const changing = await optionsIn(db, ids, from);
  if (!changing.length) return 0;
  // An approval makes each option a booking, before its history names it; the database's
  // guard between booked stays refuses it here (DECISIONS §17).
  if (booking === 'book') await bookOptions(db, changing, decision.stamp);
  // The history first, from the statuses the options have now (DECISIONS §16).
  await recordStatusChanges(db, changing, to, decision.reason, decision);
  await setOptionStatus(db, changing, { from, to }, decision.reason, {
    stamp: decision.stamp,
    approved: decision.change === 'approve',
  });
  if (booking !== undefined && booking !== 'book') {
    const ended = await endHeld(db, booking, decision.stamp, { optionIds: changing });
    if (booking !== 'handed') await freed(jobs, db, ended);
  }
  return changing.length;
}

/**
 * A booking's life (DECISIONS §16, §17), the one place that writes `booking` rows and their
 * history: made from an approved option, a round's block or a stay handed on; ended as cancelled,
 * declined or handed on. Each end hands the freed days to the waitlist through the job queue, in
 * the same transaction; days handed on are the new holder's at once, so nothing is freed. Rounds,
 * swaps, the waitlist and the decisions call it; nothing else writes a booking or its history.
 */
export function bookingLife(jobs: Jobs) {
  return {
    decide: (
      db: Db,
      ids: number[],
      decision: { change: ChangeName; reason: Reason | null } & Change,
    ) => decideOptions(jobs, db, ids, decision),

    /**
     * Makes a booking held from the change's stamp, with its history line ("given in the …
     * round", "given by …") and its fee as the settings count it now (DECISIONS §21); its id.
     */
    async create(
      db: Db,
      made: BookingSourceOf,
      reason: Reason,
      change: { actorId: number; stamp: string },
    ): Promise<number> {
      const stay =
        made.source === 'round'
          ? roundStay(made.fee, made.block)
          : await handedStay(db, made.handed, { from: made.from, to: made.to });
      const id = await insertBooking(db, {
        user_id: made.userId,
        ...stay,
        source: made.source,
        option_id: null,
        round_block_id: made.source === 'round' ? made.block.id : null,
        stamp: change.stamp,
      });
      await recordBookingLine(
        db,
        {
          bookingId: id,
          userId: made.userId,
          from: stay.from_date,
          to: stay.to_date,
          fromStatus: null,
          toStatus: 'approved',
          reason,
        },
        change,
      );
      return id;
    },

    /**
     * Ends a held booking as `ending`, with its history, whatever made it: one made from an
     * option ends with its option (the table's change for that ending), any other on its own.
     * Whether this call ended it.
     */
    async end(
      db: Db,
      booking: EndingBooking,
      ending: Ending,
      reason: Reason | null,
      change: { actorId: number; stamp: string },
    ): Promise<boolean> {
      if (booking.optionId !== null) {
        const changed = await decideOptions(jobs, db, [booking.optionId], {
          change: ENDED_BY[ending],
          reason,
          ...change,
        });
        return changed === 1;
      }
      const ended = await endHeld(db, ending, change.stamp, { bookingId: booking.id });
      if (!ended.length) return false;
      await recordBookingLine(
        db,
        {
          bookingId: booking.id,
          userId: booking.userId,
          from: booking.from,
          to: booking.to,
          fromStatus: 'approved',
          // A stay handed on shows as given up in its history, as its option would.
          toStatus: ending === 'handed' ? 'cancelled' : ending,
          reason,
        },
        change,
      );
      if (ending !== 'handed') await freed(jobs, db, ended);
      return true;
    },
  };
}

export type BookingLife = ReturnType<typeof bookingLife>;
