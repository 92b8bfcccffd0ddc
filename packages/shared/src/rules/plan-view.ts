import { fromWireDate, type CalendarDate } from './dates.js';
import { OPTION_STATUSES, type OptionStatus } from './statuses.js';

import {
  ADMIN_ABILITIES,
  NOTHING,
  type OptionAbilities,
  type PlanAbilities,
  type PlanState,
  optionAbilities,
  planAbilities,
  planState,
} from './plans.js';

/** A plan on the wire, as the view needs it. */
interface WirePlan<O extends { id: number; status: OptionStatus; from: string }> {
  /** YYYY/MM/DD. */
  expiry_date: string;
  own: boolean;
  options: O[];
}

/** A plan as its viewer sees it (DECISIONS §9, §14, §16). */

const SEEN_ONLY: PlanAbilities = { edit: false, remove: false };

/**
 * What an admin may do with any saved option, their own or another's: decline it where the
 * status table allows (DECISIONS §9, §14), and open its history (DECISIONS §16).
 */
const adminAbilities = (status: OptionStatus) => ({
  decline: ADMIN_ABILITIES[status].decline,
  history: true,
});

/**
 * What an admin may do with another's option, by status: made once, so the plan view, which every
 * visit to the booking page and the timeline asks for, shares them instead of building one per
 * option.
 */
const ADMIN_VIEW = Object.fromEntries(
  OPTION_STATUSES.map((status) => [status, { ...NOTHING, ...adminAbilities(status) }]),
) as Readonly<Record<OptionStatus, OptionAbilities>>;

/**
 * A plan as its viewer sees it (the plan view): its state, and what the viewer may do with it
 * and with each option, worked out here once for the server to send and the screens to show.
 * The owner changes their own plan; an admin declines and reads history on anyone's. A member
 * only sees another's plan: its options carry nothing (a timeline holds thousands of them).
 * `kept`: ids of the viewer's options once approved.
 */
export function planView<
  O extends { id: number; status: OptionStatus; from: string },
  P extends WirePlan<O>,
>(
  plan: P,
  today: CalendarDate,
  kept: ReadonlySet<number> = new Set(),
  admin = false,
): Omit<P, 'options'> & {
  state: PlanState;
  can: PlanAbilities;
  options: (O & { can?: OptionAbilities })[];
} {
  const state = planState(
    plan.options.map((option) => option.status),
    fromWireDate(plan.expiry_date),
    today,
  );
  if (!plan.own) {
    return {
      ...plan,
      state,
      can: SEEN_ONLY,
      options: admin
        ? plan.options.map((option) => ({ ...option, can: ADMIN_VIEW[option.status] }))
        : plan.options,
    };
  }
  const owned = plan.options.map((option) => ({
    option,
    owned: { status: option.status, from: fromWireDate(option.from), kept: kept.has(option.id) },
  }));
  return {
    ...plan,
    state,
    can: planAbilities(
      state,
      owned.map((o) => o.owned),
    ),
    options: owned.map(({ option, owned: o }) => ({
      ...option,
      can: {
        ...optionAbilities(o, state, today),
        ...(admin ? adminAbilities(o.status) : { decline: false, history: true }),
      },
    })),
  };
}
