import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../database.js';

/**
 * Stays after the decision (DECISIONS §14, §15):
 * - `stay_option.approved_at`: when an option was approved, kept whatever becomes of it (a
 *   cancelled stay, or one an admin declined after approving it, stays on record and is never
 *   removed). Options booked already take the time of their decision.
 * - `stay_plan.reminded_for`: the validity the owner and admins were last reminded of, so the
 *   reminder goes once for each date, from whichever process comes first.
 * - `donations.improvement_id`: the improvement a donation counts toward: the one it names, else
 *   the funding goal when it is verified. Donations verified before keep none and count toward
 *   the goal of the day until that goal is done, which then keeps them.
 */
export function staysAfterTheDecision(engine: Engine): Migration {
  // A calendar date as `stay_plan.expiry_date` holds one.
  const dateType = engine === 'postgres' ? 'date' : 'text';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('stay_option').addColumn('approved_at', 'text').execute();
      await sql`update stay_option set approved_at = coalesce(decided_at, updated_at)
        where status in ('approved', 'committed')`.execute(db);
      await db.schema.alterTable('stay_plan').addColumn('reminded_for', dateType).execute();
      await db.schema
        .alterTable('donations')
        .addColumn('improvement_id', 'integer', (c) =>
          c.references('improvements.id').onDelete('set null'),
        )
        .execute();
      // The validity sweep reads plans by their validity.
      await db.schema
        .createIndex('stay_plan_expiry')
        .on('stay_plan')
        .column('expiry_date')
        .execute();
    },
  };
}
