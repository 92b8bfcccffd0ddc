import {
  addDays,
  Refusal,
  waitMessages,
  type Waitlist,
  partyProblem,
  type Party,
  OFFER,
  may,
  STATUS_CHANGES,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { readFeeSettings } from '../../../db/settings.repository.js';
import type { Caller, StaysContext } from '../context.js';
import { insertPlan, writeOption } from '../planning/planning.repository.js';
import { moveWish, onlyOptionOf } from './waitlist.repository.js';
import { endOffer, findOffer } from './offers.repository.js';

import { offerNext } from './offer-next.js';
import { viewOf } from './waitlist-view.js';

type Db = Kysely<Database>;

/** An offer of the caller's, or 404 (another member's offer is nobody else's business). */
export async function ownOffer(db: Db, caller: Caller, id: number) {
  const offer = await findOffer(db, id);
  if (!offer || offer.user_id !== caller.id) throw new Refusal(404, waitMessages.noOffer);
  return offer;
}

/**
 * The member claims an offer while its hold runs: a request (a plan of one pending option)
 * for the offered days, which holds them until the admins decide. After the hold: refused,
 * and the next is offered (if the chore had not yet).
 */
export async function claimOffer(
  app: FastifyInstance,
  context: StaysContext,
  caller: Caller,
  id: number,
  party: Party,
): Promise<Waitlist> {
  const late = await context.memberWrite(caller, async (db) => {
    const { today, stamp } = context.now();
    const offer = await ownOffer(db, caller, id);
    if (!may(OFFER, 'claim', offer.status)) throw new Refusal(409, waitMessages.answered);
    if (offer.expires_at <= app.clock.now().toISOString()) {
      if (await endOffer(db, offer.id, 'lapse', stamp)) await offerNext(app, db, offer.booking_id);
      return true;
    }
    // The party must fit the beds (DECISIONS §21), as the booking page checked.
    const problem = partyProblem(party, (await readFeeSettings(db)).beds);
    if (problem) throw new Refusal(409, problem);
    const language = caller.session.row.language === 'sv' ? 'sv' : 'en';
    const planId = await insertPlan(db, {
      user_id: caller.id,
      title: language === 'sv' ? 'Från väntelistan' : 'From the waitlist',
      expiry_date: offer.from_date > today ? addDays(offer.from_date, -1) : today,
      stamp,
    });
    await writeOption(
      db,
      planId,
      {
        from: offer.from_date,
        to: offer.to_date,
        status: STATUS_CHANGES.submit.to,
        user_priority: 1,
        note: '',
        submitted_at: stamp,
        // Who comes, asked with the claim, as on any request.
        party,
      },
      stamp,
      { ownerId: caller.id, previous: undefined },
    );
    const option = await onlyOptionOf(db, planId);
    await endOffer(db, offer.id, 'claim', stamp, option.id);
    await moveWish(db, offer.wish_id, 'claim', stamp);
    return false;
  });
  // Refused once the lapse and the next offer are kept.
  if (late) throw new Refusal(409, waitMessages.holdPassed);
  return viewOf(app.db, caller.id);
}
