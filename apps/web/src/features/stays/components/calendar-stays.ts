import { fromWireDate, NOTHING, statusesIn, type GivenStay, type StayPlan } from '@stuga/shared';
import type { CalendarStay } from './month-calendar';

/**
 * What a calendar shows: wishes and stays. What came to nothing (declined, SPEC §9; cancelled
 * and expired, DECISIONS §14) leaves the calendar, the member's own too: its days are free.
 */
export const ON_CALENDARS = statusesIn('onCalendars');

/**
 * Every option a member sees, as calendar chips: first name, colour by status, shade by rank; and
 * the stays given other than through a plan (rounds, swaps, gifts), held as approved ones are,
 * which admins may end (DECISIONS §22).
 */
export function calendarStays(
  plans: readonly StayPlan[],
  given: readonly GivenStay[] = [],
): CalendarStay[] {
  const fromRounds = given.map((stay) => ({
    key: `round-${stay.id}`,
    id: -stay.id,
    from: fromWireDate(stay.from),
    to: fromWireDate(stay.to),
    status: 'approved' as const,
    rank: 1,
    label: stay.current_user.split(' ')[0] || stay.current_user,
    name: stay.current_user,
    own: stay.own,
    bookingId: stay.id,
    // An admin may end it as any booked stay (DECISIONS §22).
    can: stay.can.end ? { ...NOTHING, decline: true } : NOTHING,
  }));
  return [
    ...fromRounds,
    ...plans.flatMap((plan) =>
      plan.options
        .filter((option) => ON_CALENDARS.includes(option.status))
        .map((option) => ({
          key: String(option.id),
          id: option.id,
          from: fromWireDate(option.from),
          to: fromWireDate(option.to),
          status: option.status,
          rank: option.user_priority,
          label: plan.current_user.split(' ')[0] || plan.current_user,
          name: plan.current_user,
          own: plan.own,
          can: option.can ?? NOTHING,
          ...(option.booking_id !== undefined ? { bookingId: option.booking_id } : {}),
          ...(option.party ? { party: option.party } : {}),
        })),
    ),
  ];
}
