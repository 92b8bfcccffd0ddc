import {
  displayName,
  optionVisible,
  othersAbilities,
  paymentState,
  toWireDate,
  type StayOption,
  BOOKING_SHOWN_AS,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { Caller, StaysContext } from '../context.js';
import { presentOption, presentPlan } from './planning.presenter.js';
import {
  listOptionBookingIds,
  listOwnOptionBookings,
  ownBookingFields,
} from '../bookings/bookings.repository.js';
import { listGivenStays } from '../rounds/rounds.repository.js';
import { listPlansWithOwners, listVisibleCandidates } from './planning.repository.js';

/**
 * The plans a member sees (DECISIONS §9): their own in full, drafts and notes included, and
 * of everyone else's what `optionVisible` lets through, without notes (admins see notes).
 * Own plans come first, then others', each by when it was made.
 */
export async function plansView(app: FastifyInstance, context: StaysContext, viewer: Caller) {
  const [
    plans,
    options,
    { horizon: horizonDate, maxStayNights: longest, fee, beds },
    given,
    booked,
    endable,
  ] = await Promise.all([
    listPlansWithOwners(app.db),
    listVisibleCandidates(app.db, viewer.id),
    context.planningSettings(),
    listGivenStays(app.db),
    listOwnOptionBookings(app.db, viewer.id),
    // Admins end any booking by its id (DECISIONS §22): they are told every booked option's.
    viewer.is_admin ? listOptionBookingIds(app.db) : new Map<number, number>(),
  ]);
  const kept = new Set<number>();
  const planById = new Map(plans.map((plan) => [plan.id, plan]));
  const who = { user_id: viewer.id, is_admin: viewer.is_admin };
  const byPlan = new Map<number, Omit<StayOption, 'can'>[]>();
  for (const plan of plans) if (plan.user_id === viewer.id) byPlan.set(plan.id, []);
  for (const row of options) {
    const plan = planById.get(row.plan_id)!;
    const own = plan.user_id === viewer.id;
    const status = row.status;
    if (
      !own &&
      !optionVisible({ owner_id: plan.user_id, status, from: row.from_date }, who, horizonDate)
    ) {
      continue;
    }
    let list = byPlan.get(row.plan_id);
    if (!list) byPlan.set(row.plan_id, (list = []));
    const option = presentOption(row, plan, own || viewer.is_admin);
    // The owner's booked stay names its booking and what it costs (DECISIONS §19, §21); an
    // admin is told every booked stay's booking, to end it.
    const bookingId = endable.get(row.id);
    list.push(
      own
        ? { ...option, ...ownBookingFields(booked.get(row.id)) }
        : bookingId === undefined
          ? option
          : { ...option, booking_id: bookingId },
    );
    if (own && row.approved_at !== null) kept.add(row.id);
  }
  const today = app.clock.today();
  return {
    others_can: othersAbilities(viewer.is_admin),
    stay_plans: [...byPlan]
      .map(([id, list]) =>
        presentPlan(
          planById.get(id)!,
          list.sort((a, b) => a.user_priority - b.user_priority),
          viewer,
          today,
          kept,
        ),
      )
      .sort((a, b) => Number(b.own) - Number(a.own) || a.id - b.id),
    // What rounds and swaps gave is booked: seen as an approved stay is, the horizon hiding it alike.
    given_stays: given
      .filter((stay) =>
        optionVisible(
          { owner_id: stay.user_id, status: BOOKING_SHOWN_AS.held, from: stay.from_date },
          who,
          horizonDate,
        ),
      )
      .map((stay) => ({
        id: stay.id,
        user_id: stay.user_id,
        current_user: displayName(stay),
        own: stay.user_id === viewer.id,
        from: toWireDate(stay.from_date),
        to: toWireDate(stay.to_date),
        source: stay.source === 'round' ? ('round' as const) : ('swap' as const),
        // Admins may end any stay until its departure day (DECISIONS §22).
        can: { end: viewer.is_admin && stay.to_date >= today },
        round_id: stay.round_id,
        round: stay.round,
        block: stay.block,
        // What the owner's stay costs and where its payment stands (DECISIONS §21).
        ...(stay.user_id === viewer.id && stay.fee
          ? { payment: { fee: stay.fee, state: paymentState(stay) } }
          : {}),
      })),
    horizon_date: horizonDate,
    max_stay_nights: longest,
    fee,
    beds,
  };
}
