import {
  displayName,
  nightsIn,
  Refusal,
  swapMessages,
  swapReasons,
  type SeasonPeriod,
  BOOKING,
  inSet,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { isBookedStayClash } from '../../../db/errors.js';
import type { Database } from '../../../db/schema.js';
import { findUsersByIds } from '../../../db/users.repository.js';
import { bookingLife, type BookingLife } from '../bookings/booking-life.js';
import { swapDoneMail, swapNotice } from './swaps.mail.js';
import {
  bookingWithOwner,
  memberOf,
  moveSwap,
  type BookingWithOwner,
  type SwapRow,
} from './swaps.repository.js';

type Db = Kysely<Database>;

/**
 * How stays change hands (DECISIONS §19): both bookings as they were offered, both members still
 * standing, then in one transaction the old bookings end as handed on and the new ones are made.
 */

/** Whether a stay has a high-season night (DECISIONS §16): then a swap of it needs an admin. */
export function hasHighSeason(
  stay: { from_date: string; to_date: string },
  periods: readonly SeasonPeriod[],
) {
  const first = Number(stay.from_date.slice(0, 4));
  const last = Number(stay.to_date.slice(0, 4));
  for (let year = first; year <= last; year += 1) {
    if (nightsIn({ from: stay.from_date, to: stay.to_date }, year, periods).high > 0) return true;
  }
  return false;
}

/**
 * Both bookings as they were when offered (held, same owner, unchanged since), or undefined
 * when either changed.
 */
export async function unchanged(db: Db, swap: SwapRow) {
  const stay = await bookingWithOwner(db, swap.booking_id);
  const theirs =
    swap.their_booking_id === null ? null : await bookingWithOwner(db, swap.their_booking_id);
  const same =
    stay !== undefined &&
    inSet(BOOKING, 'held', stay.status) &&
    stay.user_id === swap.from_user_id &&
    stay.updated_at === swap.booking_stamp &&
    (swap.their_booking_id === null ||
      (!!theirs &&
        inSet(BOOKING, 'held', theirs.status) &&
        theirs.user_id === swap.to_user_id &&
        theirs.updated_at === swap.their_stamp));
  return same ? { stay: stay, theirs: theirs ?? null } : undefined;
}

/**
 * Whether both members of a swap, as they are now, may still hold it (DECISIONS §22): a
 * member suspended or moved down since (whose offers are withdrawn then), or an admin whose
 * rights were removed, ends it.
 */
export async function bothStand(app: FastifyInstance, db: Db, swap: SwapRow) {
  const members = await findUsersByIds(db, [swap.from_user_id, swap.to_user_id]);
  return members.length === 2 && members.every((row) => app.holds(row, 'swap'));
}

/** Ends a booking as handed on, with its history, whatever it was made from. */
async function handOn(
  life: BookingLife,
  db: Db,
  booking: BookingWithOwner,
  other: string,
  swapped: boolean,
  actor: number,
  stamp: string,
) {
  const reason = swapped ? swapReasons.swapped(other) : swapReasons.givenTo(other);
  const stay = {
    id: booking.id,
    userId: booking.user_id,
    from: booking.from_date,
    to: booking.to_date,
    optionId: booking.option_id,
  };
  await life.end(db, stay, 'handed', reason, { actorId: actor, stamp });
}

/** The stay becomes `to`'s own booking, with its history. */
async function takeOver(
  life: BookingLife,
  db: Db,
  booking: BookingWithOwner,
  to: number,
  other: string,
  swapped: boolean,
  actor: number,
  stamp: string,
) {
  const days = { from: booking.from_date, to: booking.to_date };
  await life.create(
    db,
    { source: 'swap', userId: to, ...days, handed: booking.id },
    swapped ? swapReasons.swapped(other) : swapReasons.givenBy(other),
    { actorId: actor, stamp },
  );
}

/**
 * Both bookings change hands, in the caller's transaction: the old ones end first, then the
 * new ones are written, so the house's guard judges only the stays after the swap. A clash
 * refuses the whole, and nothing changes.
 */
export async function perform(
  app: FastifyInstance,
  db: Db,
  swap: SwapRow,
  stays: NonNullable<Awaited<ReturnType<typeof unchanged>>>,
  actor: number,
  stamp: string,
) {
  const life = bookingLife(app.jobs);
  const from = displayName(stays.stay);
  const toMember = (await memberOf(db, swap.to_user_id))!;
  const to = displayName(toMember);
  const swapped = stays.theirs !== null;
  try {
    await handOn(life, db, stays.stay, to, swapped, actor, stamp);
    if (stays.theirs) await handOn(life, db, stays.theirs, from, true, actor, stamp);
    await takeOver(life, db, stays.stay, swap.to_user_id, from, swapped, actor, stamp);
    if (stays.theirs)
      await takeOver(life, db, stays.theirs, swap.from_user_id, to, true, actor, stamp);
  } catch (error) {
    if (isBookedStayClash(error)) throw new Refusal(409, swapMessages.clash);
    throw error;
  }
  await moveSwap(db, swap.id, 'hand', stamp);
  const names = { from: stays.stay, to: toMember };
  await app.notify(
    db,
    swapNotice(
      swap.from_user_id,
      swapDoneMail(
        stays.stay,
        names,
        stays.theirs ? [stays.theirs] : [],
        stays.stay,
        app.config.publicUrl,
      ),
      swap.id,
    ),
  );
  await app.notify(
    db,
    swapNotice(
      swap.to_user_id,
      swapDoneMail({ ...toMember }, names, [stays.stay], stays.stay, app.config.publicUrl),
      swap.id,
    ),
  );
}

/**
 * Runs `work`; when it answers a refusal, the refusal is thrown after the transaction, so what
 * the work noted (an offer ended as void or lapsed) is kept.
 */
export async function keeping<T>(
  run: (work: (db: Db) => Promise<T | Refusal>) => Promise<T | Refusal>,
  work: (db: Db) => Promise<T | Refusal>,
): Promise<T> {
  const answer = await run(work);
  if (answer instanceof Refusal) throw answer;
  return answer;
}
