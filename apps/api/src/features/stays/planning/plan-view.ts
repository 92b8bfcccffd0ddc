import type { CalendarDate, StayPlan } from '@stuga/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { HttpError } from '../../../lib/http-error.js';
import type { Caller } from '../context.js';
import { listOwnOptionBookings, ownBookingFields } from '../bookings/bookings.repository.js';
import { stayErrors } from '../stays.policy.js';
import { presentOption, presentPlan } from './planning.presenter.js';
import { findPlan, listOptionsOfPlan } from './planning.repository.js';

/** A saved plan as its owner sees it (the plan view), read in the caller's transaction. */
export async function ownPlanView(
  db: Kysely<Database>,
  viewer: Pick<Caller, 'id' | 'is_admin'>,
  planId: number,
  today: CalendarDate,
): Promise<StayPlan> {
  const plan = await findPlan(db, planId);
  if (!plan) throw new HttpError(404, stayErrors.noPlan);
  const options = await listOptionsOfPlan(db, planId);
  // The owner's booked stays name their bookings, as in the plans view.
  const booked =
    plan.user_id === viewer.id ? await listOwnOptionBookings(db, viewer.id) : new Map();
  return presentPlan(
    plan,
    options.map((row) => {
      return { ...presentOption(row, plan, true), ...ownBookingFields(booked.get(row.id)) };
    }),
    viewer,
    today,
    new Set(options.filter((row) => row.approved_at !== null).map((row) => row.id)),
  );
}
