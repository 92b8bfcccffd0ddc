import { Refusal, swapMessages, type SwapView, SWAP, may } from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import { type Caller, type StaysContext } from '../context.js';
import { swapDeclinedMail, swapNotice, swapToApproveMail } from './swaps.mail.js';
import { bookingWithOwner, findSwap, memberOf, moveSwap } from './swaps.repository.js';

import { bothStand, keeping, perform, unchanged } from './hand-over.js';
import { viewOf } from './swap-views.js';

/**
 * The other member accepts while the offer runs: with high season involved it waits for an
 * admin, else the stays change hands at once. Refused when it ran out or a stay changed.
 */
export async function acceptSwap(
  app: FastifyInstance,
  context: StaysContext,
  caller: Caller,
  id: number,
) {
  return keeping<{ swap: SwapView }>(
    (work) => context.memberWrite(caller, work),
    async (db) => {
      const { stamp } = context.now();
      const swap = await findSwap(db, id);
      if (!swap || swap.to_user_id !== caller.id) return new Refusal(404, swapMessages.noSwap);
      if (!may(SWAP, 'accept', swap.status)) return new Refusal(409, swapMessages.answered);
      if (swap.expires_at <= app.clock.now().toISOString()) {
        await moveSwap(db, id, 'lapse', stamp);
        return new Refusal(409, swapMessages.lapsed);
      }
      if (!(await bothStand(app, db, swap))) {
        await moveSwap(db, id, 'void', stamp);
        return new Refusal(409, swapMessages.memberGone);
      }
      const stays = await unchanged(db, swap);
      if (!stays) {
        await moveSwap(db, id, 'void', stamp);
        return new Refusal(409, swapMessages.changed);
      }
      if (swap.needs_admin === 1) {
        await moveSwap(db, id, 'accept', stamp);
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
        await perform(app, db, swap, stays, caller.id, stamp);
      }
      return { swap: await viewOf(db, (await findSwap(db, id))!, caller) };
    },
  );
}

/** The other member says no: the offer ends, the stays stay as they are. */
export async function declineSwap(
  app: FastifyInstance,
  context: StaysContext,
  caller: Caller,
  id: number,
) {
  return context.memberUndo(caller, async (db) => {
    const { stamp } = context.now();
    const swap = await findSwap(db, id);
    if (!swap || swap.to_user_id !== caller.id) throw new Refusal(404, swapMessages.noSwap);
    if (!(await moveSwap(db, id, 'decline', stamp))) {
      throw new Refusal(409, swapMessages.answered);
    }
    const from = await bookingWithOwner(db, swap.booking_id);
    const toMember = (await memberOf(db, swap.to_user_id))!;
    if (from) {
      await app.notify(
        db,
        swapNotice(swap.from_user_id, swapDeclinedMail(from, toMember, from), swap.id),
      );
    }
    return { swap: await viewOf(db, (await findSwap(db, id))!, caller) };
  });
}

/** An admin approves an accepted swap in high season: the stays change hands. */
export async function approveSwap(
  app: FastifyInstance,
  context: StaysContext,
  caller: Caller,
  id: number,
) {
  return keeping<{ swap: SwapView }>(
    (work) => context.adminWrite(caller, work),
    async (db) => {
      const { stamp } = context.now();
      const swap = await findSwap(db, id);
      if (!swap) return new Refusal(404, swapMessages.noSwap);
      if (!may(SWAP, 'approve', swap.status)) return new Refusal(409, swapMessages.answered);
      if (!(await bothStand(app, db, swap))) {
        await moveSwap(db, id, 'void', stamp);
        return new Refusal(409, swapMessages.memberGone);
      }
      const stays = await unchanged(db, swap);
      if (!stays) {
        await moveSwap(db, id, 'void', stamp);
        return new Refusal(409, swapMessages.changed);
      }
      await perform(app, db, swap, stays, caller.id, stamp);
      return { swap: await viewOf(db, (await findSwap(db, id))!, caller) };
    },
  );
}

/** An admin refuses an accepted swap: the stays stay as they are. */
export async function refuseSwap(context: StaysContext, caller: Caller, id: number) {
  return context.adminWrite(caller, async (db) => {
    const { stamp } = context.now();
    const swap = await findSwap(db, id);
    if (!swap) throw new Refusal(404, swapMessages.noSwap);
    if (!(await moveSwap(db, id, 'refuse', stamp))) {
      throw new Refusal(409, swapMessages.answered);
    }
    return { swap: await viewOf(db, (await findSwap(db, id))!, caller) };
  });
}
