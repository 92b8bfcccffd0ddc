import {
  displayName,
  planView,
  toWireDate,
  type CalendarDate,
  type SaidValues,
  type ServerMessageKey,
  type StayOption,
  type StayPlan,
  partyOf,
} from '@stuga/shared';
import type { Caller } from '../context.js';
import type { OptionRow, PlanWithOwner } from './planning.repository.js';

/**
 * A reason's code and values as the wire sends them beside its English text (DECISIONS §17), for
 * a reader of another language; nothing for an admin's own words.
 */
export function codedReason<P extends 'rejection' | 'reason'>(
  code: ServerMessageKey | null,
  values: string | null,
  prefix: P,
): Partial<Record<`${P}_code`, string> & Record<`${P}_params`, SaidValues>> {
  if (code === null) return {};
  return {
    [`${prefix}_code`]: code,
    ...(values ? { [`${prefix}_params`]: JSON.parse(values) as SaidValues } : {}),
  } as Partial<Record<`${P}_code`, string> & Record<`${P}_params`, SaidValues>>;
}

/** An option on the wire before the view adds what the viewer may do with it. */
type BareOption = Omit<StayOption, 'can'>;

/**
 * An option as a viewer may see it (DECISIONS §9): notes for its owner and admins only, decline
 * reasons for its owner (and admins, who gave them).
 */
export function presentOption(
  row: OptionRow,
  plan: Pick<PlanWithOwner, 'first_name' | 'last_name' | 'email' | 'expiry_date'>,
  showPrivate: boolean,
): BareOption {
  // One object written out whole, the same shape for every viewer (what they may not see is
  // undefined, so never sent): the admin's plans hold thousands of options, and objects spread
  // together field by field cost them a tenth of their time.
  const option: BareOption = {
    id: row.id,
    plan_id: row.plan_id,
    from: toWireDate(row.from_date),
    to: toWireDate(row.to_date),
    status: row.status,
    user_priority: row.user_priority,
    priority: row.user_priority,
    note: showPrivate ? row.note : undefined,
    rejection_reason: showPrivate ? row.rejection_reason : null,
    current_user: displayName(plan),
    expiry_date: toWireDate(plan.expiry_date),
    party: showPrivate ? partyOf(row) : undefined,
  };
  return !showPrivate || row.rejection_code === null
    ? option
    : { ...option, ...codedReason(row.rejection_code, row.rejection_values, 'rejection') };
}

/**
 * A plan as its viewer sees it, through the plan view (`planView`): the options given (already
 * filtered for the viewer), the plan's state, and what the viewer may do with it and them
 * (`kept`: ids of the viewer's options once approved, which stay on record).
 */
export function presentPlan(
  plan: PlanWithOwner,
  options: BareOption[],
  viewer: Pick<Caller, 'id' | 'is_admin'>,
  today: CalendarDate,
  kept: ReadonlySet<number>,
): StayPlan {
  const bare = {
    id: plan.id,
    title: plan.title,
    expiry_date: toWireDate(plan.expiry_date),
    current_user: displayName(plan),
    endorser_user: plan.endorser,
    user_id: plan.user_id,
    own: plan.user_id === viewer.id,
    options,
  };
  return planView<BareOption, typeof bare>(bare, today, kept, viewer.is_admin);
}
