import {
  addDays,
  CLEANING_DAYS,
  planRefusals,
  stayMessages,
  type CalendarDate,
  msg,
} from '@stuga/shared';
import { HttpError } from '../../lib/http-error.js';

/** What the stay calls say when they refuse (DECISIONS §10); a plan's own refusals are shared. */
export const stayErrors = {
  noPlan: stayMessages.noPlan,
  noOption: stayMessages.noOption,
  notYours: planRefusals.notYours,
  expired: planRefusals.expired,
  decided: planRefusals.decided,
  past: planRefusals.past,
  planWithStay: msg(
    'api.stay.planWithStay',
    'A plan with an approved stay cannot be removed. You can cancel the stay instead.',
  ),
  planKept: msg(
    'api.stay.planKept',
    'A plan with a stay that was approved stays on record and cannot be removed.',
  ),
  notPending: msg('api.stay.notPending', 'Only a pending option can be approved.'),
  notDeclinable: msg(
    'api.stay.notDeclinable',
    'Only a pending or approved option can be declined.',
  ),
  horizonPast: msg('api.stay.horizonPast', 'The planning horizon must be today or later.'),
  clash: msg('api.stay.clash', 'This stay conflicts with an approved stay.'),
  ownerCannotBook: msg(
    'api.stay.ownerCannotBook',
    'This member can no longer book, so their request cannot be approved.',
  ),
};

/** Only a plan's owner changes or removes it (DECISIONS §9). */
export function assertOwnPlan(plan: { user_id: number }, userId: number): void {
  if (plan.user_id !== userId) throw new HttpError(403, stayErrors.notYours);
}

/** The widest dates a set of stays can conflict within: cleaning days on both sides. */
export function reachOf(stays: readonly { from: CalendarDate; to: CalendarDate }[]): {
  from: CalendarDate;
  to: CalendarDate;
} {
  const from = stays.reduce((min, s) => (s.from < min ? s.from : min), stays[0]!.from);
  const to = stays.reduce((max, s) => (s.to > max ? s.to : max), stays[0]!.to);
  return { from: addDays(from, -(CLEANING_DAYS - 1)), to: addDays(to, CLEANING_DAYS - 1) };
}
