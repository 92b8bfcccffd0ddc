import {
  accessFlags,
  displayName,
  hasName,
  nightsIn,
  Refusal,
  SWAP_ANSWER_HOURS,
  stayMessages,
  swapMessages,
  swapReasons,
  toWireDate,
  type SeasonPeriod,
  type SwapInput,
  type SwapChoices,
  type SwapView,
  optionVisible,
  type Swaps,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { isBookedStayClash } from '../../../db/errors.js';
import type { Database } from '../../../db/schema.js';
import { unitOfWork } from '../../../db/unit-of-work.js';
import { findUsersByIds } from '../../../db/users.repository.js';
import type { Release } from '../../../lib/holdings.js';
import { viewerOf, type Caller, type StaysContext } from '../context.js';
import { readHighSeason } from '../fair-share.service.js';
import { bookingLife } from '../bookings/booking-life.js';
import {
  swapDeclinedMail,
  swapDoneMail,
  swapOfferMail,
  swapToApproveMail,
  swapWithdrawnMail,
} from './swaps.mail.js';
import {
  activeMembers,
  bookingWithOwner,
  heldAhead,
  findSwap,
  inLiveSwap,
  insertSwap,
  liveSwapsOf,
  memberOf,
  moveSwap,
  overdueSwaps,
  swapsAwaitingAdmin,
  swapsOf,
  type BookingWithOwner,
  type SwapRow,
} from './swaps.repository.js';

type Db = Kysely<Database>;
const HOUR_MS = 3_600_000;

/** Whether a stay has a high-season night (DECISIONS §16): then a swap of it needs an admin. */
function hasHighSeason(
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
 * Swaps and gifts between members (DECISIONS §19): a member offers a booking of theirs to
 * another, for one of theirs or for nothing; the other answers within 48 hours; with high season
 * involved an admin approves; then, in one transaction, both bookings change hands (the old ones
 * end as handed on, the new ones are the members' own, the house's guard checking the cleaning
 * days again), each with its history. An offer ends when either booking changed meanwhile.
 */
export function swapsService(app: FastifyInstance, context: StaysContext) {
  const { now, memberWrite, memberUndo, adminWrite } = context;
  const life = bookingLife(app.jobs);

  /** Whether a booking is the member's, held, and not begun. */
  const ownAhead = (booking: BookingWithOwner | undefined, userId: number, today: string) =>
    booking !== undefined &&
    booking.user_id === userId &&
    booking.status === 'held' &&
    booking.from_date > today;

  async function viewOf(db: Db, swap: SwapRow): Promise<SwapView> {
    const [from, to, stay, theirs] = await Promise.all([
      memberOf(db, swap.from_user_id),
      memberOf(db, swap.to_user_id),
      bookingWithOwner(db, swap.booking_id),
      swap.their_booking_id === null ? undefined : bookingWithOwner(db, swap.their_booking_id),
    ]);
    const line = (b: BookingWithOwner) => ({
      booking_id: b.id,
      from: toWireDate(b.from_date),
      to: toWireDate(b.to_date),
    });
    return {
      id: swap.id,
      from_user: { id: swap.from_user_id, name: from ? displayName(from) : '' },
      to_user: { id: swap.to_user_id, name: to ? displayName(to) : '' },
      stay: line(stay!),
      their_stay: theirs ? line(theirs) : null,
      note: swap.note,
      status: swap.status,
      needs_admin: swap.needs_admin === 1,
      created_at: swap.created_at,
      expires_at: swap.expires_at,
    };
  }

  /**
   * Both bookings as they were when offered (held, same owner, unchanged since), or undefined
   * when either changed.
   */
  async function unchanged(db: Db, swap: SwapRow) {
    const stay = await bookingWithOwner(db, swap.booking_id);
    const theirs =
      swap.their_booking_id === null ? null : await bookingWithOwner(db, swap.their_booking_id);
    const same =
      stay?.status === 'held' &&
      stay.user_id === swap.from_user_id &&
      stay.updated_at === swap.booking_stamp &&
      (swap.their_booking_id === null ||
        (theirs?.status === 'held' &&
          theirs.user_id === swap.to_user_id &&
          theirs.updated_at === swap.their_stamp));
    return same ? { stay: stay, theirs: theirs ?? null } : undefined;
  }

  /**
   * Whether both members of a swap, as they are now, may still hold it (DECISIONS §22): a
   * member suspended or moved down since (whose offers are withdrawn then), or an admin whose
   * rights were removed, ends it.
   */
  async function bothStand(db: Db, swap: SwapRow) {
    const members = await findUsersByIds(db, [swap.from_user_id, swap.to_user_id]);
    return members.length === 2 && members.every((row) => app.holds(row, 'swap'));
  }

  /** Ends a booking as handed on, with its history, whatever it was made from. */
  async function handOn(
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
  async function perform(
    db: Db,
    swap: SwapRow,
    stays: NonNullable<Awaited<ReturnType<typeof unchanged>>>,
    actor: number,
    stamp: string,
  ) {
    const from = displayName(stays.stay);
    const toMember = (await memberOf(db, swap.to_user_id))!;
    const to = displayName(toMember);
    const swapped = stays.theirs !== null;
    try {
      await handOn(db, stays.stay, to, swapped, actor, stamp);
      if (stays.theirs) await handOn(db, stays.theirs, from, true, actor, stamp);
      await takeOver(db, stays.stay, swap.to_user_id, from, swapped, actor, stamp);
      if (stays.theirs) await takeOver(db, stays.theirs, swap.from_user_id, to, true, actor, stamp);
    } catch (error) {
      if (isBookedStayClash(error)) throw new Refusal(409, swapMessages.clash);
      throw error;
    }
    await moveSwap(db, swap.id, ['offered', 'accepted'], 'done', stamp);
    const names = { from: stays.stay, to: toMember };
    await app.queueMail(
      db,
      swapDoneMail(
        stays.stay,
        names,
        stays.theirs ? [stays.theirs] : [],
        stays.stay,
        app.config.publicUrl,
      ),
    );
    await app.queueMail(
      db,
      swapDoneMail({ ...toMember }, names, [stays.stay], stays.stay, app.config.publicUrl),
    );
  }

  /**
   * Runs `work`; when it answers a refusal, the refusal is thrown after the transaction, so what
   * the work noted (an offer ended as void or lapsed) is kept.
   */
  async function keeping<T>(
    run: (work: (db: Db) => Promise<T | Refusal>) => Promise<T | Refusal>,
    work: (db: Db) => Promise<T | Refusal>,
  ): Promise<T> {
    const answer = await run(work);
    if (answer instanceof Refusal) throw answer;
    return answer;
  }

  return {
    /**
     * A member who may no longer hold swap offers (suspended, moved down): every live offer they
     * made or received is withdrawn, and the other member is told (DECISIONS §22). In the
     * caller's transaction; how many.
     */
    async withdrawSwapsOf(db: Db, release: Release) {
      let withdrawn = 0;
      for (const swap of await liveSwapsOf(db, release.userId)) {
        if (!(await moveSwap(db, swap.id, ['offered', 'accepted'], 'void', release.stamp)))
          continue;
        withdrawn += 1;
        const otherId = swap.from_user_id === release.userId ? swap.to_user_id : swap.from_user_id;
        const [other, stay] = await Promise.all([
          memberOf(db, otherId),
          bookingWithOwner(db, swap.booking_id),
        ]);
        if (other && stay) await app.queueMail(db, swapWithdrawnMail(other, stay));
      }
      return withdrawn;
    },

    /** Offers nobody answered within 48 hours end (any process, any number of times). */
    async sweep() {
      await unitOfWork(
        app.database,
        async (db) => {
          const { stamp } = now();
          for (const swap of await overdueSwaps(db, app.clock.now().toISOString())) {
            await moveSwap(db, swap.id, ['offered'], 'lapsed', stamp);
          }
        },
        'stays',
      );
    },

    /**
     * What an offer can name: the caller's stays ahead, and the members who may book with their
     * stays ahead (the horizon hiding them as on the timeline).
     */
    async choices(caller: Caller): Promise<SwapChoices> {
      const today = app.clock.today();
      const [held, members, horizon] = await Promise.all([
        heldAhead(app.db, today),
        activeMembers(app.db),
        context.horizon(),
      ]);
      // Members who may take a stay, known by name (DECISIONS §22: never by their address).
      const mayBook = members
        .filter(
          (member) =>
            member.id !== caller.id &&
            hasName(member) &&
            accessFlags(member.access_level, app.isAdmin(member)).can_access_booking,
        )
        .map((member) => ({ id: member.id, name: displayName(member) }))
        .sort((a, b) => a.name.localeCompare(b.name, 'sv'));
      const line = (b: { id: number; from_date: string; to_date: string }) => ({
        booking_id: b.id,
        from: toWireDate(b.from_date),
        to: toWireDate(b.to_date),
      });
      const ids = new Set(mayBook.map((member) => member.id));
      return {
        mine: held.filter((b) => b.user_id === caller.id).map(line),
        theirs: held
          .filter(
            (b) =>
              ids.has(b.user_id) &&
              optionVisible(
                { owner_id: b.user_id, status: 'approved', from: b.from_date },
                viewerOf(caller),
                horizon,
              ),
          )
          .map((b) => ({ ...line(b), user_id: b.user_id })),
        members: mayBook,
      };
    },

    async list(caller: Caller): Promise<Swaps> {
      const rows = await swapsOf(app.db, caller.id);
      return { swaps: await Promise.all(rows.map((row) => viewOf(app.db, row))) };
    },

    async awaitingAdmin(): Promise<Swaps> {
      const rows = await swapsAwaitingAdmin(app.db);
      return { swaps: await Promise.all(rows.map((row) => viewOf(app.db, row))) };
    },

    /** A member offers a booking of theirs to another, for one of the other's or as a gift. */
    async offer(caller: Caller, bookingId: number, input: SwapInput) {
      return memberWrite(caller, async (db) => {
        const { today, stamp } = now();
        const stay = await bookingWithOwner(db, bookingId);
        // Another member's booking answers as an unknown one does: ids tell nothing.
        if (!ownAhead(stay, caller.id, today)) throw new Refusal(409, swapMessages.notYours);
        const other = await memberOf(db, input.to_user_id);
        const mayBook =
          other !== undefined &&
          other.id !== caller.id &&
          other.suspended_at === null &&
          accessFlags(other.access_level, app.isAdmin(other)).can_access_booking;
        if (!mayBook) throw new Refusal(400, swapMessages.noMember);
        const theirs =
          input.their_booking_id === null
            ? null
            : ((await bookingWithOwner(db, input.their_booking_id)) ?? null);
        if (input.their_booking_id !== null) {
          // Only a stay the caller may see on the timeline can be asked for (the horizon hides
          // others' stays, DECISIONS §14); an unknown, hidden or someone else's booking answers
          // the same, so no id says whether it exists.
          const seen =
            theirs !== null &&
            theirs.user_id === other.id &&
            optionVisible(
              { owner_id: theirs.user_id, status: 'approved', from: theirs.from_date },
              viewerOf(caller),
              await context.horizon(db),
            );
          if (!seen) throw new Refusal(404, stayMessages.noBooking);
          if (!ownAhead(theirs, other.id, today)) throw new Refusal(400, swapMessages.notTheirs);
        }
        if ((await inLiveSwap(db, bookingId)) || (theirs && (await inLiveSwap(db, theirs.id)))) {
          throw new Refusal(409, swapMessages.offeredAlready);
        }
        const season = await readHighSeason(db);
        const needsAdmin =
          hasHighSeason(stay!, season) || (theirs !== null && hasHighSeason(theirs, season));
        const expiresAt = new Date(
          app.clock.now().getTime() + SWAP_ANSWER_HOURS * HOUR_MS,
        ).toISOString();
        const id = await insertSwap(db, {
          fromUserId: caller.id,
          toUserId: other.id,
          bookingId,
          bookingStamp: stay!.updated_at,
          theirBookingId: theirs?.id ?? null,
          theirStamp: theirs?.updated_at ?? null,
          note: input.note,
          needsAdmin,
          stamp,
          expiresAt,
        });
        if (id === undefined) throw new Refusal(409, swapMessages.offeredAlready);
        await app.queueMail(
          db,
          swapOfferMail(other, stay!, stay!, theirs, input.note, app.config.publicUrl),
        );
        return { swap: await viewOf(db, (await findSwap(db, id))!) };
      });
    },

    /**
     * The other member accepts while the offer runs: with high season involved it waits for an
     * admin, else the stays change hands at once. Refused when it ran out or a stay changed.
     */
    async accept(caller: Caller, id: number) {
      return keeping<{ swap: SwapView }>(
        (work) => memberWrite(caller, work),
        async (db) => {
          const { stamp } = now();
          const swap = await findSwap(db, id);
          if (!swap || swap.to_user_id !== caller.id) return new Refusal(404, swapMessages.noSwap);
          if (swap.status !== 'offered') return new Refusal(409, swapMessages.answered);
          if (swap.expires_at <= app.clock.now().toISOString()) {
            await moveSwap(db, id, ['offered'], 'lapsed', stamp);
            return new Refusal(409, swapMessages.lapsed);
          }
          if (!(await bothStand(db, swap))) {
            await moveSwap(db, id, ['offered'], 'void', stamp);
            return new Refusal(409, swapMessages.memberGone);
          }
          const stays = await unchanged(db, swap);
          if (!stays) {
            await moveSwap(db, id, ['offered'], 'void', stamp);
            return new Refusal(409, swapMessages.changed);
          }
          if (swap.needs_admin === 1) {
            await moveSwap(db, id, ['offered'], 'accepted', stamp);
            const toMember = (await memberOf(db, swap.to_user_id))!;
            await app.queueMailIn(db, app.config.adminEmails, (write) =>
              swapToApproveMail(
                write,
                { from: stays.stay, to: toMember },
                stays.stay,
                stays.theirs,
                app.config.publicUrl,
              ),
            );
          } else {
            await perform(db, swap, stays, caller.id, stamp);
          }
          return { swap: await viewOf(db, (await findSwap(db, id))!) };
        },
      );
    },

    /** The other member says no: the offer ends, the stays stay as they are. */
    async decline(caller: Caller, id: number) {
      return memberUndo(caller, async (db) => {
        const { stamp } = now();
        const swap = await findSwap(db, id);
        if (!swap || swap.to_user_id !== caller.id) throw new Refusal(404, swapMessages.noSwap);
        if (!(await moveSwap(db, id, ['offered'], 'declined', stamp))) {
          throw new Refusal(409, swapMessages.answered);
        }
        const from = await bookingWithOwner(db, swap.booking_id);
        const toMember = (await memberOf(db, swap.to_user_id))!;
        if (from) await app.queueMail(db, swapDeclinedMail(from, toMember, from));
        return { swap: await viewOf(db, (await findSwap(db, id))!) };
      });
    },

    /** An admin approves an accepted swap in high season: the stays change hands. */
    async approve(caller: Caller, id: number) {
      return keeping<{ swap: SwapView }>(
        (work) => adminWrite(caller, work),
        async (db) => {
          const { stamp } = now();
          const swap = await findSwap(db, id);
          if (!swap) return new Refusal(404, swapMessages.noSwap);
          if (swap.status !== 'accepted') return new Refusal(409, swapMessages.answered);
          if (!(await bothStand(db, swap))) {
            await moveSwap(db, id, ['accepted'], 'void', stamp);
            return new Refusal(409, swapMessages.memberGone);
          }
          const stays = await unchanged(db, swap);
          if (!stays) {
            await moveSwap(db, id, ['accepted'], 'void', stamp);
            return new Refusal(409, swapMessages.changed);
          }
          await perform(db, swap, stays, caller.id, stamp);
          return { swap: await viewOf(db, (await findSwap(db, id))!) };
        },
      );
    },

    /** An admin refuses an accepted swap: the stays stay as they are. */
    async refuse(caller: Caller, id: number) {
      return adminWrite(caller, async (db) => {
        const { stamp } = now();
        const swap = await findSwap(db, id);
        if (!swap) throw new Refusal(404, swapMessages.noSwap);
        if (!(await moveSwap(db, id, ['accepted'], 'refused', stamp))) {
          throw new Refusal(409, swapMessages.answered);
        }
        return { swap: await viewOf(db, (await findSwap(db, id))!) };
      });
    },
  };
}

export type SwapsService = ReturnType<typeof swapsService>;
