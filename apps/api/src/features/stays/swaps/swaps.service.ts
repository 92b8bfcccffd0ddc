import { type SwapInput, type Swaps } from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { unitOfWork } from '../../../db/unit-of-work.js';
import type { Release } from '../../../lib/holdings.js';
import { type Caller, type StaysContext } from '../context.js';
import { swapWithdrawnMail, swapNotice } from './swaps.mail.js';
import {
  bookingWithOwner,
  liveSwapsOf,
  memberOf,
  moveSwap,
  overdueSwaps,
  swapsAwaitingAdmin,
  swapsOf,
} from './swaps.repository.js';
import { acceptSwap, approveSwap, declineSwap, refuseSwap } from './answer-swap.js';
import { offerSwap } from './offer-swap.js';
import { swapChoices, viewOf } from './swap-views.js';

type Db = Kysely<Database>;

/**
 * Swaps and gifts between members (DECISIONS §19): a member offers a booking of theirs to
 * another, for one of theirs or for nothing; the other answers within 48 hours; with high season
 * involved an admin approves; then, in one transaction, both bookings change hands (the old ones
 * end as handed on, the new ones are the members' own, the house's guard checking the cleaning
 * days again), each with its history. An offer ends when either booking changed meanwhile.
 */
export function swapsService(app: FastifyInstance, context: StaysContext) {
  const { now } = context;

  return {
    /**
     * A member who may no longer hold swap offers (suspended, moved down): every live offer they
     * made or received is withdrawn, and the other member is told (DECISIONS §22). In the
     * caller's transaction; how many.
     */
    async withdrawSwapsOf(db: Db, release: Release) {
      let withdrawn = 0;
      for (const swap of await liveSwapsOf(db, release.userId)) {
        if (!(await moveSwap(db, swap.id, 'void', release.stamp))) continue;
        withdrawn += 1;
        const otherId = swap.from_user_id === release.userId ? swap.to_user_id : swap.from_user_id;
        const [other, stay] = await Promise.all([
          memberOf(db, otherId),
          bookingWithOwner(db, swap.booking_id),
        ]);
        if (other && stay) {
          await app.notify(db, swapNotice(otherId, swapWithdrawnMail(other, stay), swap.id));
        }
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
            await moveSwap(db, swap.id, 'lapse', stamp);
          }
        },
        'stays',
      );
    },

    /** What an offer can name: `swap-views.ts`. */
    choices: (caller: Caller) => swapChoices(app, context, caller),

    async list(caller: Caller): Promise<Swaps> {
      const rows = await swapsOf(app.db, caller.id);
      return { swaps: await Promise.all(rows.map((row) => viewOf(app.db, row, caller))) };
    },

    /** How many accepted swaps wait for an admin (the hub's count). */
    countAwaitingAdmin: async () => (await swapsAwaitingAdmin(app.db)).length,

    async awaitingAdmin(caller: Caller): Promise<Swaps> {
      const rows = await swapsAwaitingAdmin(app.db);
      return { swaps: await Promise.all(rows.map((row) => viewOf(app.db, row, caller))) };
    },

    /** A member offers a booking of theirs to another: `offer-swap.ts`. */
    offer: (caller: Caller, bookingId: number, input: SwapInput) =>
      offerSwap(app, context, caller, bookingId, input),

    /** The other member accepts or declines, an admin approves or refuses: `answer-swap.ts`. */
    accept: (caller: Caller, id: number) => acceptSwap(app, context, caller, id),
    decline: (caller: Caller, id: number) => declineSwap(app, context, caller, id),
    approve: (caller: Caller, id: number) => approveSwap(app, context, caller, id),
    refuse: (caller: Caller, id: number) => refuseSwap(context, caller, id),
  };
}

export type SwapsService = ReturnType<typeof swapsService>;
