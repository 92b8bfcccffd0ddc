import {
  addDays,
  adjustExpiry,
  CLEANING_DAYS,
  DECIDED_STATUSES,
  formatDay,
  isPlanExpired,
  stayMessages,
  type CalendarDate,
  type OptionStatus,
} from '@stuga/shared';
import { HttpError } from '../../lib/http-error.js';

/** What the stay calls say when they refuse (DECISIONS §10). */
export const stayErrors = {
  noPlan: stayMessages.noPlan,
  noOption: stayMessages.noOption,
  notYours: 'You can only change your own plans.',
  expired: (expiry: CalendarDate) => `This plan expired on ${formatDay(expiry)}.`,
  past: 'A stay cannot start before today.',
  decidedChanged: 'An approved or declined option cannot be changed.',
  bookedRemoved: 'An approved stay cannot be removed here. Please contact an admin.',
  planWithStay: 'A plan with an approved stay cannot be removed. Please contact an admin.',
  adminOnly: 'Only an admin can approve or decline a stay.',
  unknownOption: stayMessages.unknownOption,
  expiryPast: 'The expiry date must be after today.',
  notPending: 'Only a pending option can be approved.',
  notDeclinable: 'Only a pending or approved option can be declined.',
  horizonPast: 'The planning horizon must be today or later.',
  clash: 'This stay conflicts with an approved stay.',
};

/** Whether an option's status is the owner's to change no more. */
export const isDecided = (status: OptionStatus) => DECIDED_STATUSES.includes(status);

/** Only a plan's owner changes it, and only until it expires (DECISIONS §9). */
export function assertPlanEditable(
  plan: { user_id: number; expiry_date: CalendarDate },
  userId: number,
  today: CalendarDate,
): void {
  if (plan.user_id !== userId) throw new HttpError(403, stayErrors.notYours);
  if (isPlanExpired(plan.expiry_date, today)) {
    throw new HttpError(409, stayErrors.expired(plan.expiry_date));
  }
}

/**
 * The expiry a plan is saved with: the one asked for when it falls after today and before the
 * earliest option that is still open; else seven days before that option (SPEC §5), but never a
 * day on which the plan would already be expired: then the day before the option, or tomorrow.
 */
export function expiryFor(
  asked: CalendarDate,
  openStays: { from: CalendarDate; to: CalendarDate }[],
  today: CalendarDate,
): { expiry: CalendarDate; message?: string } {
  const earliest = openStays.reduce<CalendarDate | undefined>(
    (min, stay) => (min === undefined || stay.from < min ? stay.from : min),
    undefined,
  );
  if (earliest === undefined || asked < earliest) {
    if (asked <= today) throw new HttpError(400, stayErrors.expiryPast);
    return { expiry: asked };
  }
  const adjusted = adjustExpiry(asked, openStays);
  if (adjusted.expiry > today) return adjusted;
  // A week before is already past: the latest day that keeps the plan open instead.
  const dayBefore = addDays(earliest, -1);
  const expiry = dayBefore > today ? dayBefore : addDays(today, 1);
  return {
    expiry,
    message: `Expiry date must be before the earliest stay option (${formatDay(earliest)}). Adjusted to ${formatDay(expiry)}.`,
  };
}

/** The widest dates a set of stays can conflict within: cleaning days on both sides. */
export function reachOf(stays: { from: CalendarDate; to: CalendarDate }[]): {
  from: CalendarDate;
  to: CalendarDate;
} {
  const from = stays.reduce((min, s) => (s.from < min ? s.from : min), stays[0]!.from);
  const to = stays.reduce((max, s) => (s.to > max ? s.to : max), stays[0]!.to);
  return { from: addDays(from, -(CLEANING_DAYS - 1)), to: addDays(to, CLEANING_DAYS - 1) };
}
