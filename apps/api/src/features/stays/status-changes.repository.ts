import { STATUS_CHANGES, type ChangeName, type Reason } from '@stuga/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { bookOptions, endBookingsOf } from './bookings/bookings.repository.js';
import { recordStatusChanges } from './history.repository.js';

type Db = Kysely<Database>;

/**
 * Records what became of options, by one of the status table's changes (packages/shared, rules/
 * statuses): an admin's decision, the owner's cancelling, the house declining what an approval
 * or a member's standing leaves no room for. Only options in the change's `from` status change,
 * so no change outside the table is ever written; answers how many changed. A change that makes
 * or ends a booking (the table's `booking`) writes it too, so an option and its booking never
 * disagree. An approval also stamps `approved_at`, which nothing clears. A reason is kept as its
 * English text, and the house's by its code and values too (migration 0015).
 */
export async function decideOptions(
  db: Db,
  ids: number[],
  decision: { change: ChangeName; reason: Reason | null; stamp: string; actorId: number | null },
): Promise<number> {
  const { from, to, booking } = STATUS_CHANGES[decision.change];
  const changing = ids.length
    ? (
        await db
          .selectFrom('stay_option')
          .select('id')
          .where('id', 'in', ids)
          .where('status', '=', from)
          .execute()
      ).map((row) => row.id)
    : [];
  if (!changing.length) return 0;
  // An approval makes each option a booking, before its history names it; the database's guard
  // between booked stays refuses it here (DECISIONS §17).
  if (booking === 'book') await bookOptions(db, changing, decision.stamp);
  // The history first, from the statuses the options have now (DECISIONS §16).
  await recordStatusChanges(db, changing, to, decision.reason, {
    actorId: decision.actorId,
    stamp: decision.stamp,
  });
  await db
    .updateTable('stay_option')
    .set({
      status: to,
      ...reasonColumns(decision.reason),
      decided_at: decision.stamp,
      updated_at: decision.stamp,
      ...(decision.change === 'approve' ? { approved_at: decision.stamp } : {}),
    })
    .where('id', 'in', changing)
    .where('status', '=', from)
    .execute();
  if (booking !== undefined && booking !== 'book') {
    await endBookingsOf(db, changing, booking, decision.stamp);
  }
  return changing.length;
}

/** A reason as an option's columns keep it. */
const reasonColumns = (reason: Reason | null) => ({
  rejection_reason: reason?.text ?? null,
  rejection_code: reason?.code ?? null,
  rejection_values: reason?.values ? JSON.stringify(reason.values) : null,
});
