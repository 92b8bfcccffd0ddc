import { wishPassed, isIn } from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import { unitOfWork } from '../../../db/unit-of-work.js';
import { lapseOverdue, offerNext } from './offer-next.js';
import { freedBookingsAhead, listLiveWishes, moveWish } from './waitlist.repository.js';
import { decidedClaims, endOffer, openOffersOfWish } from './offers.repository.js';

/**
 * The waitlist's housekeeping, in any process, any number of times: holds that passed end
 * and the next is offered; wishes whose days have passed end; claims the admins decided
 * close (approved: met) or wait again (declined); freed dates nobody holds are offered.
 */
export async function sweepWaitlist(app: FastifyInstance) {
  await lapseOverdue(app);
  await unitOfWork(
    app.database,
    async (db) => {
      const today = app.clock.today();
      const stamp = app.clock.now().toISOString();
      for (const claim of await decidedClaims(db)) {
        const approved = isIn('booked', claim.option_status);
        await moveWish(db, claim.wish_id, approved ? 'meet' : 'waitAgain', stamp);
      }
      for (const wish of await listLiveWishes(db)) {
        const passed = wishPassed(
          { from: wish.from_date, to: wish.to_date, minNights: wish.min_nights },
          today,
        );
        if (passed && (await moveWish(db, wish.id, 'pass', stamp))) {
          for (const offer of await openOffersOfWish(db, wish.id)) {
            await endOffer(db, offer.id, 'void', stamp);
          }
        }
      }
      for (const freed of await freedBookingsAhead(db, today)) await offerNext(app, db, freed.id);
    },
    'stays',
  );
}
