import { countsPeriod, monthOf, repeatDays } from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/errors.js';
import { unitOfWork } from '../../db/unit-of-work.js';
import { HttpError } from '../../lib/http-error.js';
import { partsFor } from './cost-parts.js';
import { mailLargeParts } from './record-cost.js';
import { insertCost, partsOf, standingRepeats } from './costs.repository.js';

/**
 * Makes each repeating cost's comings up to today (DECISIONS §23), as the chore does every ten
 * minutes: a cost of its own on its day, split as its first was but by the shares and the stays of
 * its own day and month (amounts per member as the first's), its large parts mailed as a new
 * cost's are. One per cost and day, whichever
 * process comes first (a unique index: the other is told so and goes on). A coming with nobody to
 * split among on its day is not made, and is tried again at the next round. Answers how many were
 * made.
 */
export async function repeatDueCosts(app: FastifyInstance): Promise<number> {
  const today = app.clock.today();
  let made = 0;
  for (const cost of await standingRepeats(app.db)) {
    if (!cost.repeats) continue;
    const amounts =
      cost.split === 'amounts'
        ? (await partsOf(app.db, cost.id)).map((part) => ({
            user_id: part.user_id,
            amount: Number(part.amount),
          }))
        : undefined;
    for (const day of repeatDays(cost.day, cost.repeats, today)) {
      if (cost.came.has(day)) continue;
      const period = monthOf(day);
      try {
        await unitOfWork(
          app.database,
          async (db) => {
            const split = cost.split;
            const parts = await partsFor(db, {
              amount: Number(cost.amount),
              split,
              day,
              period,
              amounts,
            });
            await insertCost(
              db,
              {
                what: cost.what,
                amount: Number(cost.amount),
                day,
                kind: cost.kind,
                split,
                paid_by: cost.paid_by,
                repeats: null,
                period_from: countsPeriod(split) ? period.first : null,
                period_to: countsPeriod(split) ? period.last : null,
                corrects: null,
                repeat_of: cost.id,
                recorded_by: cost.recorded_by,
                recorded_at: app.clock.now().toISOString(),
              },
              parts,
            );
            await mailLargeParts(
              app,
              db,
              { what: cost.what, amount: Number(cost.amount), day },
              parts,
            );
          },
          'money',
        );
        made += 1;
      } catch (error) {
        if (isUniqueViolation(error)) continue;
        if (error instanceof HttpError) {
          app.log.warn({ cost: cost.id, day }, 'a repeating cost has nobody to split among yet');
          continue;
        }
        throw error;
      }
    }
  }
  return made;
}
