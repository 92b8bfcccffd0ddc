import { isIn, type BookingStatus, type OptionStatus } from '@stuga/shared';
import type { TestApp } from './helpers.js';

export interface OptionSpec {
  from: string;
  to: string;
  status?: OptionStatus;
  priority?: number;
  note?: string;
  reason?: string | null;
  submitted_at?: string | null;
  /** A declined option that was approved before an admin declined it. */
  kept?: boolean;
}

/** A small factory: a plan with options, straight into the database (dates as YYYY-MM-DD). */
export async function createPlan(
  t: TestApp,
  userId: number,
  spec: { title?: string; expiry?: string; options?: OptionSpec[] } = {},
): Promise<{ planId: number; optionIds: number[] }> {
  const stamp = t.clock.now().toISOString();
  const { id: planId } = await t.app.db
    .insertInto('stay_plan')
    .values({
      user_id: userId,
      title: spec.title ?? 'A plan',
      expiry_date: spec.expiry ?? '2025-11-01',
      created_at: stamp,
      updated_at: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const optionIds: number[] = [];
  for (const [index, option] of (spec.options ?? []).entries()) {
    const status = option.status ?? 'pending';
    const { id } = await t.app.db
      .insertInto('stay_option')
      .values({
        plan_id: planId,
        from_date: option.from,
        to_date: option.to,
        status,
        user_priority: option.priority ?? index + 1,
        note: option.note ?? '',
        rejection_reason: option.reason ?? null,
        submitted_at:
          option.submitted_at !== undefined
            ? option.submitted_at
            : status === 'planning'
              ? null
              : stamp,
        decided_at: status === 'planning' || status === 'pending' ? null : stamp,
        // Booked or cancelled: it was approved (DECISIONS §14); `kept` marks a declined one so.
        approved_at:
          ['approved', 'committed', 'cancelled'].includes(status) || option.kept ? stamp : null,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    optionIds.push(id);
    // An option that was approved made a booking, held or ended as the option is (DECISIONS §17).
    const booking = bookingStatusOf(status, option.kept === true);
    if (booking) {
      await t.app.db
        .insertInto('booking')
        .values({
          user_id: userId,
          from_date: option.from,
          to_date: option.to,
          party: null,
          source: 'option',
          option_id: id,
          status: booking,
          booked_at: stamp,
          ended_at: booking === 'held' ? null : stamp,
          created_at: stamp,
          updated_at: stamp,
        })
        .execute();
    }
  }
  return { planId, optionIds };
}

/** The booking an option in `status` made, if it made one. */
function bookingStatusOf(status: OptionStatus, kept: boolean): BookingStatus | null {
  if (isIn('booked', status)) return 'held';
  if (status === 'cancelled') return 'cancelled';
  if (status === 'declined' && kept) return 'declined';
  return null;
}

/** An option's row as stored. */
export const optionRow = (t: TestApp, id: number) =>
  t.app.db.selectFrom('stay_option').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Empties the stay tables between tests: bookings, options, plans. */
export async function clearStays(t: TestApp) {
  await t.app.db.deleteFrom('booking').execute();
  await t.app.db.deleteFrom('stay_option').execute();
  await t.app.db.deleteFrom('stay_plan').execute();
}
