import { fromWireDate, type StayPlan } from '@stuga/shared';
import type { CalendarStay } from './month-calendar';

/** Every option a member sees, as calendar chips: first name, colour by status, shade by rank. */
export function calendarStays(plans: readonly StayPlan[]): CalendarStay[] {
  return plans.flatMap((plan) =>
    plan.options.map((option) => ({
      key: String(option.id),
      from: fromWireDate(option.from),
      to: fromWireDate(option.to),
      status: option.status,
      rank: option.user_priority,
      label: plan.current_user.split(' ')[0] || plan.current_user,
      own: plan.own,
    })),
  );
}
